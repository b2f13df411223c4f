'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { submitContactAgent } from './action';
import { MESSAGES } from '@/lib/forms/messages';
import { contactAgentDefaults, contactAgentSchema, type ContactAgentInput } from '@/lib/forms/schemas';
import type { FormConfig } from '../form-config';
import { FormFrame } from '../form-frame';
import { PhoneField } from '../phone-field';
import { TextField } from '../text-field';
import { useServerForm } from '../use-server-form';
import styles from '../forms.module.css';

const FIELDS = [
  { name: 'message', id: 'agent-message', label: 'Message' },
  { name: 'name', id: 'agent-name', label: 'Name' },
  { name: 'phone', id: 'agent-phone', label: 'Phone' },
  { name: 'email', id: 'agent-email', label: 'E-mail' },
] as const;

interface Props {
  config: FormConfig;
  propertyId: number;
  propertyTitle: string;
}

export function ContactAgentFormClient({ config, propertyId, propertyTitle }: Props) {
  const defaults = contactAgentDefaults(propertyId);
  const f = useServerForm({
    action: submitContactAgent,
    resolver: zodResolver(contactAgentSchema),
    invalidBanner: () => ({ message: MESSAGES.fixFields }),
  });
  const { register, formState } = f.form;
  const errors = formState.errors;
  const v: ContactAgentInput = f.state.values ?? defaults;
  return (
    <FormFrame f={f} label={`Contact the agent about ${propertyTitle}`} fields={FIELDS} config={config} humanCheck="contact_agent" sendLabel="Send Request">
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
      <TextField id="agent-name" label="Name" required autoComplete="name" maxLength={200} registration={register('name')} defaultValue={v.name} error={errors.name?.message} />
      <div className={styles.columns}>
        <PhoneField
          id="agent-phone"
          label="Phone"
          required
          countries={config.countries}
          country={register('phoneCountry')}
          number={register('phone')}
          defaultCountry={v.phoneCountry}
          defaultNumber={v.phone}
          error={errors.phone?.message}
        />
        <TextField id="agent-email" label="E-mail" required type="email" autoComplete="email" maxLength={200} registration={register('email')} defaultValue={v.email} error={errors.email?.message} />
      </div>
    </FormFrame>
  );
}
