'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { submitContact } from './action';
import { contactDefaults, contactSchema } from '@/lib/forms/schemas';
import { ContactFields, contactRegistration } from '../contact-fields';
import type { FormConfig } from '../form-config';
import { FormFrame } from '../form-frame';
import { TextField } from '../text-field';
import { useReplyHint } from '../use-reply-hint';
import { useServerForm } from '../use-server-form';

export function ContactFormClient({ config }: { config: FormConfig }) {
  const t = config.texts;
  const fields = [
    { name: 'name', id: 'contact-name', label: t.name },
    { name: 'email', id: 'contact-email', label: t.email },
    { name: 'phone', id: 'contact-phone', label: t.phone },
    { name: 'comment', id: 'contact-comment', label: t.comment },
  ] as const;
  const f = useServerForm({
    action: submitContact,
    resolver: zodResolver(contactSchema),
    messages: config.messages,
    initial: contactDefaults,
  });
  const { register, errors, values: v } = f;
  const replyHint = useReplyHint(f.form);
  return (
    <FormFrame f={f} label={t.contact} fields={fields} config={config} humanCheck="contact" sendLabel={t.sendNow} marksRequired={false}>
      <ContactFields
        idPrefix="contact"
        layout="page"
        required={false}
        replyHint={replyHint}
        fields={contactRegistration(register)}
        values={v}
        errors={errors}
        countries={config.countries}
        texts={t}
      />
      <TextField
        id="contact-comment"
        label={t.comment}
        multiline
        placeholder={t.commentPlaceholder}
        maxLength={5000}
        registration={register('comment')}
        defaultValue={v.comment}
        error={errors.comment?.message}
      />
    </FormFrame>
  );
}
