'use server';

import { sendViewingRequest } from '@/lib/api/forms';
import { message } from '@/lib/forms/messages';
import { viewingPayload, WIRE_FIELDS } from '@/lib/forms/payloads';
import { viewingSchema, type ViewingInput } from '@/lib/forms/schemas';
import { checkedWith, fieldRefusal, formAction, textsOf } from '../action-pipeline';

const FIELDS = Object.keys(viewingSchema.shape) as (keyof ViewingInput)[];

/** The detail page's Request a Viewing dialog: one of six slots, then /thankyou-requestviewing. */
export const submitViewingRequest = formAction({
  kind: 'viewing',
  read: (form): ViewingInput => textsOf(form, FIELDS),
  check: (values) => checkedWith(viewingSchema, values),
  // the slot is resolved against the clock when the form is sent: today's may have passed
  prepare: async (data, { referral }) => {
    const payload = viewingPayload(data, referral, new Date());
    return payload ? { ok: true, value: payload } : fieldRefusal('slot', message('viewingSlot'));
  },
  send: sendViewingRequest,
  wireFields: WIRE_FIELDS.viewing,
  thankYou: '/thankyou-requestviewing',
});
