'use client';

import type { ReactNode } from 'react';
import type { HumanCheckAction } from '@/lib/api/wire-constants';
import { FormBanner } from './form-banner';
import type { FormConfig } from './form-config';
import { HumanCheck } from './human-check';
import { SendButton } from './send-button';
import type { ServerForm } from './use-server-form';
import styles from './forms.module.css';

interface Props {
  /** the form's state and handlers (useServerForm) */
  f: ServerForm;
  /** the form's accessible name */
  label: string;
  /** the fields the banner links its errors to, in the form's order */
  fields: readonly { name: string; id: string; label: string }[];
  /** the human check's and the texts' part of the form's configuration */
  config: Pick<FormConfig, 'humanCheck' | 'texts'>;
  /** Turnstile's action name of this form, checked by the backend */
  humanCheck: HumanCheckAction;
  sendLabel: string;
  /** whether some field is marked * (required); the enquiry forms require none */
  marksRequired: boolean;
  children: ReactNode;
}

/**
 * What every form around its own fields shares: the form element bound to its server action, the
 * banner with its links to the fields in error, the required-fields note, and the human check with
 * the send button.
 */
export function FormFrame({ f, label, fields, config, humanCheck, sendLabel, marksRequired, children }: Props) {
  return (
    <form action={f.formAction} onSubmit={f.onSubmit} noValidate className={styles.form} aria-label={label}>
      <FormBanner {...f.banner} errors={f.errorLinks(fields)} />
      {marksRequired ? <p className={styles.hint}>{config.texts.required}</p> : null}
      {children}
      <div className={styles.actions}>
        <HumanCheck key={f.checkRound} config={config.humanCheck} action={humanCheck} token={f.token} onToken={f.setToken} error={f.state.fieldErrors.captcha} />
        <SendButton label={sendLabel} sendingLabel={config.texts.sending} canSend={f.canSend} pending={f.pending} />
      </div>
    </form>
  );
}
