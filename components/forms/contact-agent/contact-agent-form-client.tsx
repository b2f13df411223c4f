'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { submitContactAgent } from './action';
import { contactAgentDefaults, contactAgentSchema } from '@/lib/forms/schemas';
import { ContactFields, contactRegistration } from '../contact-fields';
import type { PropertyFormProps } from '../form-config';
import { FormFrame } from '../form-frame';
import { TextField } from '../text-field';
import { useReplyHint } from '../use-reply-hint';
import { useServerForm } from '../use-server-form';

const FIELDS = [
  { name: 'message', id: 'agent-message', label: 'Message' },
  { name: 'name', id: 'agent-name', label: 'Name' },
  { name: 'phone', id: 'agent-phone', label: 'Phone' },
  { name: 'email', id: 'agent-email', label: 'E-mail' },
] as const;

export function ContactAgentFormClient({ config, propertyId, propertyTitle }: PropertyFormProps) {
  const defaults = contactAgentDefaults(propertyId);
  const f = useServerForm({
    action: submitContactAgent,
    resolver: zodResolver(contactAgentSchema),
    initial: defaults,
  });
  const { register, errors, values: v } = f;
  const replyHint = useReplyHint(f.form);
  return (
    <FormFrame f={f} label={`Contact the agent about ${propertyTitle}`} fields={FIELDS} config={config} humanCheck="contact_agent" sendLabel="Send Request" marksRequired={false}>
      <input type="hidden" {...register('propertyId')} defaultValue={v.propertyId} />
      <TextField
        id="agent-message"
        label="Message"
        multiline
        maxLength={5000}
        placeholder={`I am interested in ${propertyTitle}.`}
        registration={register('message')}
        defaultValue={v.message}
        error={errors.message?.message}
      />
      <ContactFields
        idPrefix="agent"
        layout="dialog"
        required={false}
        replyHint={replyHint}
        fields={contactRegistration(register)}
        values={v}
        errors={errors}
        countries={config.countries}
      />
    </FormFrame>
  );
}
