'use server';

import { sendContactAgent } from '@/lib/api/forms';
import { contactAgentPayload, withSenderLanguage, WIRE_FIELDS } from '@/lib/forms/payloads';
import { contactAgentSchema, type ContactAgentInput } from '@/lib/forms/schemas';
import { checkedWith, formAction, textsOf } from '../action-pipeline';

const FIELDS = Object.keys(contactAgentSchema.shape) as (keyof ContactAgentInput)[];

/** The detail page's Contact Agent dialog: statusCode 200 goes to /thankyou-contactagent. */
export const submitContactAgent = formAction({
  kind: 'contact-agent',
  read: (form): ContactAgentInput => textsOf(form, FIELDS),
  check: (values) => checkedWith(contactAgentSchema, values),
  prepare: async (data, { referral, locale }) => ({
    ok: true,
    value: contactAgentPayload(withSenderLanguage(data, 'message', locale), referral),
  }),
  send: sendContactAgent,
  wireFields: WIRE_FIELDS.contactAgent,
  thankYou: '/thankyou-contactagent',
});
