'use server';

import { sendContact } from '@/lib/api/forms';
import { contactPayload, withSenderLanguage, WIRE_FIELDS } from '@/lib/forms/payloads';
import { contactSchema, type ContactInput } from '@/lib/forms/schemas';
import { checkedWith, formAction, textsOf } from '../action-pipeline';

const FIELDS = Object.keys(contactSchema.shape) as (keyof ContactInput)[];

/** The Contact Us form (SPEC §2): checked, sent as SPEC §3's contact payload, then /thankyou-contact. */
export const submitContact = formAction({
  kind: 'contact',
  read: (form): ContactInput => textsOf(form, FIELDS),
  check: (values) => checkedWith(contactSchema, values),
  prepare: async (data, { referral, locale }) => ({ ok: true, value: contactPayload(withSenderLanguage(data, 'comment', locale), referral) }),
  send: sendContact,
  wireFields: WIRE_FIELDS.contact,
  thankYou: '/thankyou-contact',
});
