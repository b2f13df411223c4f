'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { submitContact } from './action';
import { MESSAGES } from '@/lib/forms/messages';
import { contactDefaults, contactSchema, type ContactInput } from '@/lib/forms/schemas';
import type { FormConfig } from '../form-config';
import { FormFrame } from '../form-frame';
import { PhoneField } from '../phone-field';
import { TextField } from '../text-field';
import { useServerForm } from '../use-server-form';
import styles from '../forms.module.css';

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
    invalidBanner: () => ({ message: MESSAGES.fixFields }),
  });
  const { register, formState } = f.form;
  const errors = formState.errors;
  const v: ContactInput = f.state.values ?? contactDefaults;
  return (
    <FormFrame f={f} label="Contact us" fields={FIELDS} config={config} humanCheck="contact" sendLabel="SEND NOW">
      <div className={styles.columns}>
        <TextField id="contact-name" label="Name" required autoComplete="name" maxLength={200} registration={register('name')} defaultValue={v.name} error={errors.name?.message} />
        <TextField id="contact-email" label="Email" required type="email" autoComplete="email" maxLength={200} registration={register('email')} defaultValue={v.email} error={errors.email?.message} />
      </div>
      <PhoneField
        id="contact-phone"
        label="Phone"
        required
        countries={config.countries}
        country={register('phoneCountry')}
        number={register('phone')}
        defaultCountry={v.phoneCountry}
        defaultNumber={v.phone}
        error={errors.phone?.message}
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
