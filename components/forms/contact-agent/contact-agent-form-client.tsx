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
import { fill } from '@/lib/i18n/format';
import { phoneCountryOptions } from '@/lib/forms/phone';

export function ContactAgentFormClient({ config, propertyId, propertyTitle }: PropertyFormProps) {
  const t = config.texts;
  const fields = [
    { name: 'message', id: 'agent-message', label: t.message },
    { name: 'name', id: 'agent-name', label: t.name },
    { name: 'phone', id: 'agent-phone', label: t.phone },
    { name: 'email', id: 'agent-email', label: t.emailDialog },
  ] as const;
  const defaults = contactAgentDefaults(propertyId);
  const f = useServerForm({
    action: submitContactAgent,
    resolver: zodResolver(contactAgentSchema),
    messages: config.messages,
    initial: defaults,
  });
  const { register, errors, values: v } = f;
  const replyHint = useReplyHint(f.form);
  return (
    <FormFrame
      f={f}
      label={fill(t.agent, { title: propertyTitle })}
      fields={fields}
      config={config}
      humanCheck="contact_agent"
      sendLabel={t.sendRequest}
      marksRequired={false}
    >
      <input type="hidden" {...register('propertyId')} defaultValue={v.propertyId} />
      <TextField
        id="agent-message"
        label={t.message}
        multiline
        maxLength={5000}
        placeholder={fill(t.messagePlaceholder, { title: propertyTitle })}
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
        countries={phoneCountryOptions(config.language)}
        texts={t}
      />
    </FormFrame>
  );
}
