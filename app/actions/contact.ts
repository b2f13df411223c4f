'use server';

import { sendContact } from '@/lib/api/forms';
import { MESSAGES } from '@/lib/forms/messages';
import { contactPayload } from '@/lib/forms/payloads';
import { contactSchema, type ContactInput } from '@/lib/forms/schemas';
import type { FormState } from '@/lib/forms/state';
import {
  bannerFor,
  crashedState,
  failedState,
  humanCheckRefusedLocally,
  humanCheckState,
  invalidState,
  keptValues,
  postedForm,
  rateLimitedState,
  referralId,
  sentState,
  submissionKey,
  textsOf,
} from './support';

const FIELDS = Object.keys(contactSchema.shape) as (keyof ContactInput)[];

/** The Contact Us form (SPEC §2): checked, sent as SPEC §3's contact payload, then /thankyou-contact. */
export async function submitContact(prev: FormState<ContactInput>, posted: FormData): Promise<FormState<ContactInput>> {
  const form = postedForm(prev, posted);
  const values: ContactInput = textsOf(form, FIELDS);
  try {
    const parsed = contactSchema.safeParse(values);
    if (!parsed.success) return invalidState(prev, values, parsed.error.issues, { message: bannerFor(parsed.error.issues) });
    if (humanCheckRefusedLocally(parsed.data.captcha)) return humanCheckState(prev, values, MESSAGES.humanCheckRefused);
    const limited = await rateLimitedState(prev, values);
    if (limited) return limited;
    const result = await sendContact(contactPayload(parsed.data, await referralId()), submissionKey(form, 'contact', keptValues(values)));
    if (!result.ok) return failedState(prev, values, result);
  } catch {
    return crashedState(prev, values);
  }
  return sentState(prev, '/thankyou-contact');
}
