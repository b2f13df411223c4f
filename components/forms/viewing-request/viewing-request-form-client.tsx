'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { submitViewingRequest } from './action';
import { MESSAGES } from '@/lib/forms/messages';
import { viewingDefaults, viewingSchema, type ViewingInput } from '@/lib/forms/schemas';
import type { FormConfig } from '../form-config';
import { FormFrame } from '../form-frame';
import { PhoneField } from '../phone-field';
import { SlotPicker } from '../slot-picker';
import { TextField } from '../text-field';
import { useServerForm } from '../use-server-form';
import styles from '../forms.module.css';

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
    <FormFrame f={f} label={`Request a viewing of ${propertyTitle}`} fields={FIELDS} config={config} humanCheck="request_viewing" sendLabel="Send Request">
      <input type="hidden" {...register('propertyId')} defaultValue={v.propertyId} />
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
    </FormFrame>
  );
}
