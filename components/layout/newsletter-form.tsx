'use client';

import { useActionState, useRef, useState } from 'react';
import { registerNewsletterAction, type NewsletterState } from '@/app/newsletter-action';
import { checkNewsletterEmail } from '@/lib/newsletter';
import { AlertIcon, CheckCircleIcon } from '@/components/ui/icons';
import styles from './newsletter-form.module.css';

const initial: NewsletterState = { status: 'idle' };

/** The footer's newsletter box: checked in the browser first, then by the server action. */
export function NewsletterForm() {
  const [state, action, pending] = useActionState(registerNewsletterAction, initial);
  const [localError, setLocalError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const error = localError ?? (state.status === 'invalid' ? state.message : null);
  const sent = state.status === 'sent' && !localError;

  return (
    <form
      action={action}
      noValidate
      className={styles.form}
      onSubmit={(e) => {
        const check = checkNewsletterEmail(new FormData(e.currentTarget).get('email'));
        if (!check.ok) {
          e.preventDefault();
          setLocalError(check.message);
          input.current?.focus();
        } else {
          setLocalError(null);
        }
      }}
    >
      <label htmlFor="newsletter-email" className={styles.label}>
        Your e-mail address
      </label>
      <div className={styles.row}>
        <input
          ref={input}
          id="newsletter-email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="name@example.com"
          maxLength={254}
          defaultValue={state.status === 'invalid' || state.status === 'failed' ? state.email : ''}
          key={state.status === 'sent' ? 'sent' : 'entry'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'newsletter-error' : undefined}
          className={styles.input}
          onChange={() => localError && setLocalError(null)}
        />
        <button type="submit" className={styles.button} disabled={pending}>
          {pending ? 'Registering…' : 'Register'}
        </button>
      </div>
      <div role="status" aria-live="polite" className={styles.status}>
        {error ? (
          <p id="newsletter-error" className={styles.error}>
            <AlertIcon size={18} /> {error}
          </p>
        ) : sent ? (
          <p className={styles.success}>
            <CheckCircleIcon size={18} /> {state.message}
          </p>
        ) : state.status === 'failed' ? (
          <p className={styles.error}>
            <AlertIcon size={18} /> {state.message}
          </p>
        ) : null}
      </div>
    </form>
  );
}
