'use client';

import { startTransition, useActionState, useRef, useState } from 'react';
import { registerNewsletterAction, type NewsletterState } from './action';
import { newSendId, SEND_ID_FIELD } from '@/lib/forms/send-id';
import type { HumanCheck as HumanCheckType, HumanCheckConfig } from '@/components/forms/human-check';
import type { Dictionary } from '@/lib/i18n/dictionaries/en';
import { messageText, type MessageSet, type NEWSLETTER_MESSAGE_KEYS } from '@/lib/forms/messages';
import { AlertIcon } from '@/components/ui/icons/alert';
import { CheckCircleIcon } from '@/components/ui/icons/check-circle';
import styles from './newsletter-form.module.css';

const initial: NewsletterState = { status: 'idle' };

/** The address rule (zod) is loaded only when someone starts typing, so the frame's script stays small. */
const loadRule = () => import('@/lib/newsletter');
/** The human check (and Turnstile's script) likewise, once the visitor starts on the box. */
const loadHumanCheck = () => import('@/components/forms/human-check').then((m) => m.HumanCheck);

/**
 * The footer's newsletter box: the address is checked in the browser first (the same zod rule as the
 * server action), the human check appears once the visitor starts on the box, then it is sent.
 * Without JavaScript the form posts to the server action, which asks for the human check.
 */
export function NewsletterForm({
  humanCheck,
  texts,
  messages,
}: {
  humanCheck: HumanCheckConfig;
  texts: Dictionary['newsletter'];
  /** the messages the box can show, in the page's language (lib/forms/messages.ts, newsletterMessages) */
  messages: MessageSet<(typeof NEWSLETTER_MESSAGE_KEYS)[number]>;
}) {
  const [state, action, pending] = useActionState(registerNewsletterAction, initial);
  // a problem found in the browser, and with which part: the address or the human check
  const [localError, setLocalError] = useState<{ message: string; field: 'email' | 'captcha' } | null>(null);
  // the human check's component, once loaded: the visitor has started on the box
  const [HumanCheck, setHumanCheck] = useState<typeof HumanCheckType | null>(null);
  const ask = () => void loadHumanCheck().then((c) => setHumanCheck(() => c));
  const [token, setToken] = useState('');
  const [round, setRound] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  /** one send id for every send of this box (lib/forms/send-id.ts) */
  const sendId = useRef('');
  const text = (code: string) => messageText(messages, code);
  const errorCode = localError?.message ?? (state.status === 'invalid' ? state.message : null);
  const error = errorCode === null ? null : text(errorCode);
  const addressInvalid = (localError ?? (state.status === 'invalid' ? state : null))?.field === 'email';
  const sent = state.status === 'sent' && !localError;

  // each answer spends the token: a new check for the next attempt
  const [answered, setAnswered] = useState(state);
  if (answered !== state) {
    setAnswered(state);
    setToken('');
    setRound((r) => r + 1);
  }

  return (
    <form
      action={action}
      noValidate
      className={styles.form}
      onSubmit={async (e) => {
        e.preventDefault();
        const data = new FormData(e.currentTarget);
        const check = (await loadRule()).checkNewsletterSignUp(data.get('email'), data.get('captcha'));
        if (!check.ok) {
          setLocalError({ message: check.message, field: check.field });
          if (check.field === 'email') input.current?.focus();
          else ask();
          return;
        }
        setLocalError(null);
        sendId.current ||= newSendId();
        data.set(SEND_ID_FIELD, sendId.current);
        startTransition(() => action(data));
      }}
    >
      <label htmlFor="newsletter-email" className={styles.label}>
        {texts.label}
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
          aria-invalid={addressInvalid ? true : undefined}
          aria-describedby={error ? 'newsletter-error' : undefined}
          className={styles.input}
          onFocus={() => {
            void loadRule();
            ask();
          }}
          onChange={() => localError && setLocalError(null)}
        />
        <button type="submit" className={styles.button} disabled={pending}>
          {pending ? texts.registering : texts.register}
        </button>
      </div>
      {HumanCheck && !sent ? (
        <HumanCheck
          key={round}
          config={humanCheck}
          action="contact"
          token={token}
          onToken={(t) => {
            setToken(t);
            if (t && localError?.field === 'captcha') setLocalError(null);
          }}
        />
      ) : null}
      <div role="status" aria-live="polite" className={styles.status}>
        {error ? (
          <p id="newsletter-error" className={styles.error}>
            <AlertIcon size={18} /> {error}
          </p>
        ) : sent ? (
          <p className={styles.success}>
            <CheckCircleIcon size={18} /> {text(state.message)}
          </p>
        ) : state.status === 'failed' ? (
          <p className={styles.error}>
            <AlertIcon size={18} /> {text(state.message)}
            {state.next ? ` ${text(state.next)}` : null}
          </p>
        ) : null}
      </div>
    </form>
  );
}
