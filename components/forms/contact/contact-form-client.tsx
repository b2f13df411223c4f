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

const FIELDS = [
  { name: 'name', id: 'contact-name', label: 'Name' },
  { name: 'email', id: 'contact-email', label: 'Email' },
  { name: 'phone', id: 'contact-phone', label: 'Phone' },
  { name: 'comment', id: 'contact-comment', label: 'Comment' },
] as const;

export function ContactFormClient({ config }: { config: FormConfig }) {
  const f = useServerForm({
    action: submitContact,
    resolver: zodResolver(contactSchema),
    initial: contactDefaults,
  });
  const { register, errors, values: v } = f;
  const replyHint = useReplyHint(f.form);
  return (
    <FormFrame f={f} label="Contact us" fields={FIELDS} config={config} humanCheck="contact" sendLabel="SEND NOW" marksRequired={false}>
      <ContactFields
        idPrefix="contact"
        layout="page"
        required={false}
        replyHint={replyHint}
        fields={contactRegistration(register)}
        values={v}
        errors={errors}
        countries={config.countries}
      />
      <TextField
        id="contact-comment"
        label="Comment"
        multiline
        placeholder="Tell us more about you..."
        maxLength={5000}
        registration={register('comment')}
        defaultValue={v.comment}
        error={errors.comment?.message}
      />
    </FormFrame>
  );
}
