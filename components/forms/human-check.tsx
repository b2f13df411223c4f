'use client';

import { Turnstile } from '@marsidev/react-turnstile';
import { useEffect, useId, useState } from 'react';
import type { HumanCheckAction } from '@/lib/api/wire-constants';
import { randomHex } from '@/lib/forms/send-id';
import type { Dictionary } from '@/lib/i18n/dictionaries/en';
import styles from './forms.module.css';

export interface HumanCheckConfig {
  /** Turnstile's site key; without it the development check is shown */
  siteKey?: string;
  /** the prefix of development-check tokens (the reference backend's contract) */
  devPrefix: string;
  /** its texts in the page's language */
  words: Dictionary['humanCheck'];
}

/** Turnstile tokens live five minutes; the development check behaves the same way. */
const DEV_TOKEN_LIFETIME_MS = 5 * 60 * 1000;

interface Props {
  config: HumanCheckConfig;
  /** Turnstile's action name of this form, checked by the backend */
  action: HumanCheckAction;
  token: string;
  onToken: (token: string) => void;
  error?: string;
}

/**
 * The human check: Cloudflare Turnstile when a site key is configured, otherwise a clearly labelled
 * development check. Either way the token travels in the hidden `captcha` field; an expired,
 * failed or cleared check empties it (and so disables Send). Remount (key) to start over.
 */
export function HumanCheck({ config, action, token, onToken, error }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.humanCheck}>
      <input type="hidden" name="captcha" value={token} />
      {config.siteKey ? (
        <Turnstile
          siteKey={config.siteKey}
          options={{ action, size: 'flexible', theme: 'light', responseField: false }}
          onSuccess={onToken}
          onExpire={() => onToken('')}
          onError={() => onToken('')}
          onTimeout={() => onToken('')}
        />
      ) : (
        <DevCheck label={config.words.devLabel} prefix={config.devPrefix} checked={token !== ''} onToken={onToken} describedBy={error ? errorId : undefined} />
      )}
      <noscript>
        <p className={styles.hint}>{config.words.needsScripts}</p>
      </noscript>
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

function DevCheck({
  label,
  prefix,
  checked,
  onToken,
  describedBy,
}: {
  label: string;
  prefix: string;
  checked: boolean;
  onToken: (token: string) => void;
  describedBy?: string;
}) {
  const [issuedAt, setIssuedAt] = useState(0);
  useEffect(() => {
    if (!checked || issuedAt === 0) return;
    const timer = setTimeout(() => onToken(''), DEV_TOKEN_LIFETIME_MS);
    return () => clearTimeout(timer);
  }, [checked, issuedAt, onToken]);
  return (
    <label className={styles.devCheck}>
      <input
        type="checkbox"
        checked={checked}
        aria-describedby={describedBy}
        onChange={(e) => {
          if (e.target.checked) {
            setIssuedAt(Date.now());
            onToken(`${prefix}${randomHex(16)}`);
          } else {
            onToken('');
          }
        }}
      />
      <span>{label}</span>
    </label>
  );
}
