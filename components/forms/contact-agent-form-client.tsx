'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { submitContactAgent } from '@/app/actions/contact-agent';
import { MESSAGES } from '@/lib/forms/messages';
import { contactAgentDefaults, contactAgentSchema, type ContactAgentInput } from '@/lib/forms/schemas';
import { FormBanner } from './form-banner';
import type { FormConfig } from './form-config';
import { HumanCheck } from './human-check';
import { PhoneField } from './phone-field';
import { SendButton } from './send-button';
import { TextField } from './text-field';
import { useServerForm } from './use-server-form';
import styles from './forms.module.css';

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
    <form action={f.formAction} onSubmit={f.onSubmit} noValidate className={styles.form} aria-label={`Contact the agent about ${propertyTitle}`}>
      <input type="hidden" {...register('propertyId')} defaultValue={v.propertyId} />
      <FormBanner {...f.banner} errors={f.errorLinks(FIELDS)} />
      <p className={styles.hint}>Fields marked with * are required.</p>
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
      <div className={styles.actions}>
        <HumanCheck key={f.checkRound} config={config.humanCheck} action="contact_agent" token={f.token} onToken={f.setToken} error={f.state.fieldErrors.captcha} />
        <SendButton label="Send Request" canSend={f.canSend} pending={f.pending} />
      </div>
    </form>
  );
}
