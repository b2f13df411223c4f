'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { submitContact } from '@/app/actions/contact';
import { MESSAGES } from '@/lib/forms/messages';
import { contactDefaults, contactSchema, type ContactInput } from '@/lib/forms/schemas';
import { FormBanner } from './form-banner';
import type { FormConfig } from './form-config';
import { HumanCheck } from './human-check';
import { PhoneField } from './phone-field';
import { SendButton } from './send-button';
import { TextField } from './text-field';
import { useServerForm } from './use-server-form';
import styles from './forms.module.css';

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
    <form action={f.formAction} onSubmit={f.onSubmit} noValidate className={styles.form} aria-label="Contact us">
      <FormBanner {...f.banner} errors={f.errorLinks(FIELDS)} />
      <p className={styles.hint}>Fields marked with * are required.</p>
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
      <div className={styles.actions}>
        <HumanCheck key={f.checkRound} config={config.humanCheck} action="contact" token={f.token} onToken={f.setToken} error={f.state.fieldErrors.captcha} />
        <SendButton label="SEND NOW" canSend={f.canSend} pending={f.pending} />
      </div>
    </form>
  );
}
