'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { submitViewingRequest } from '@/app/actions/viewing-request';
import { MESSAGES } from '@/lib/forms/messages';
import { viewingDefaults, viewingSchema, type ViewingInput } from '@/lib/forms/schemas';
import { FormBanner } from './form-banner';
import type { FormConfig } from './form-config';
import { HumanCheck } from './human-check';
import { PhoneField } from './phone-field';
import { SendButton } from './send-button';
import { SlotPicker } from './slot-picker';
import { TextField } from './text-field';
import { useServerForm } from './use-server-form';
import styles from './forms.module.css';

const FIELDS = [
  { name: 'slot', id: 'viewing-slot-today-afternoon', label: 'Viewing time' },
  { name: 'name', id: 'viewing-name', label: 'Name' },
  { name: 'phone', id: 'viewing-phone', label: 'Phone' },
  { name: 'email', id: 'viewing-email', label: 'E-mail' },
] as const;

interface Props {
  config: FormConfig;
  propertyId: number;
  propertyTitle: string;
}

export function ViewingRequestFormClient({ config, propertyId, propertyTitle }: Props) {
  const defaults = viewingDefaults(propertyId);
  const f = useServerForm({
    action: submitViewingRequest,
    resolver: zodResolver(viewingSchema),
    invalidBanner: () => ({ message: MESSAGES.fixFields }),
  });
  const { register, formState } = f.form;
  const errors = formState.errors;
  const v: ViewingInput = f.state.values ?? defaults;
  return (
    <form action={f.formAction} onSubmit={f.onSubmit} noValidate className={styles.form} aria-label={`Request a viewing of ${propertyTitle}`}>
      <input type="hidden" {...register('propertyId')} defaultValue={v.propertyId} />
      <FormBanner {...f.banner} errors={f.errorLinks(FIELDS)} />
      <p className={styles.hint}>Fields marked with * are required.</p>
      <SlotPicker idPrefix="viewing-slot" registration={register('slot')} defaultValue={v.slot} error={errors.slot?.message} />
      <TextField id="viewing-name" label="Name" required autoComplete="name" maxLength={200} registration={register('name')} defaultValue={v.name} error={errors.name?.message} />
      <div className={styles.columns}>
        <PhoneField
          id="viewing-phone"
          label="Phone"
          required
          countries={config.countries}
          country={register('phoneCountry')}
          number={register('phone')}
          defaultCountry={v.phoneCountry}
          defaultNumber={v.phone}
          error={errors.phone?.message}
        />
        <TextField id="viewing-email" label="E-mail" required type="email" autoComplete="email" maxLength={200} registration={register('email')} defaultValue={v.email} error={errors.email?.message} />
      </div>
      <div className={styles.actions}>
        <HumanCheck key={f.checkRound} config={config.humanCheck} action="request_viewing" token={f.token} onToken={f.setToken} error={f.state.fieldErrors.captcha} />
        <SendButton label="Send Request" canSend={f.canSend} pending={f.pending} />
      </div>
    </form>
  );
}
