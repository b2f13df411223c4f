'use server';

import { sendViewingRequest } from '@/lib/api/forms';
import { MESSAGES } from '@/lib/forms/messages';
import { viewingPayload } from '@/lib/forms/payloads';
import { viewingSchema, type ViewingInput } from '@/lib/forms/schemas';
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

const FIELDS = Object.keys(viewingSchema.shape) as (keyof ViewingInput)[];

/** The detail page's Request a Viewing dialog: one of six slots, then /thankyou-requestviewing. */
export async function submitViewingRequest(prev: FormState<ViewingInput>, posted: FormData): Promise<FormState<ViewingInput>> {
  const form = postedForm(prev, posted);
  const values: ViewingInput = textsOf(form, FIELDS);
  try {
    const parsed = viewingSchema.safeParse(values);
    if (!parsed.success) return invalidState(prev, values, parsed.error.issues, { message: bannerFor(parsed.error.issues) });
    if (humanCheckRefusedLocally(parsed.data.captcha)) return humanCheckState(prev, values, MESSAGES.humanCheckRefused);
    const limited = await rateLimitedState(prev, values);
    if (limited) return limited;
    const payload = viewingPayload(parsed.data, await referralId(), new Date());
    if (!payload) return invalidState(prev, values, [{ path: ['slot'], message: MESSAGES.viewingSlot }], { message: MESSAGES.viewingSlot });
    const result = await sendViewingRequest(payload, submissionKey(form, 'viewing', keptValues(values)));
    if (!result.ok) return failedState(prev, values, result);
  } catch {
    return crashedState(prev, values);
  }
  return sentState(prev, '/thankyou-requestviewing');
}
