'use server';

import { sendContactAgent } from '@/lib/api/forms';
import { MESSAGES } from '@/lib/forms/messages';
import { contactAgentPayload } from '@/lib/forms/payloads';
import { contactAgentSchema, type ContactAgentInput } from '@/lib/forms/schemas';
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

const FIELDS = Object.keys(contactAgentSchema.shape) as (keyof ContactAgentInput)[];

/** The detail page's Contact Agent dialog: statusCode 200 goes to /thankyou-contactagent. */
export async function submitContactAgent(
  prev: FormState<ContactAgentInput>,
  posted: FormData,
): Promise<FormState<ContactAgentInput>> {
  const form = postedForm(prev, posted);
  const values: ContactAgentInput = textsOf(form, FIELDS);
  try {
    const parsed = contactAgentSchema.safeParse(values);
    if (!parsed.success) return invalidState(prev, values, parsed.error.issues, { message: bannerFor(parsed.error.issues) });
    if (humanCheckRefusedLocally(parsed.data.captcha)) return humanCheckState(prev, values, MESSAGES.humanCheckRefused);
    const limited = await rateLimitedState(prev, values);
    if (limited) return limited;
    const result = await sendContactAgent(contactAgentPayload(parsed.data, await referralId()), submissionKey(form, 'contact-agent', keptValues(values)));
    if (!result.ok) return failedState(prev, values, result);
  } catch {
    return crashedState(prev, values);
  }
  return sentState(prev, '/thankyou-contactagent');
}
