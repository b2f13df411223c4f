'use client';

import { useSyncExternalStore } from 'react';
import {
  CONSENT_ATTRIBUTE,
  CONSENT_STORAGE_KEY,
  consentStateFor,
  parseConsentChoice,
  type ConsentChoice,
} from '@/lib/consent';
import type { Dictionary } from '@/lib/i18n/dictionaries/en';
import styles from './cookie-banner.module.css';

type Gtag = (command: 'consent', action: 'update', state: ReturnType<typeof consentStateFor>) => void;

/** The stored choice as an external store: other tabs report through "storage", this tab through choose(). */
const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}
function storedChoice(): ConsentChoice | null {
  try {
    return parseConsentChoice(localStorage.getItem(CONSENT_STORAGE_KEY));
  } catch {
    return null;
  }
}
// what the server rendered: the banner, which the boot script hides before paint when a choice is stored
const serverChoice = () => null;
let sessionChoice: ConsentChoice | null = null;

function choose(choice: ConsentChoice) {
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, choice);
  } catch {
    // storage blocked: the choice holds for this page view only
  }
  sessionChoice = choice;
  (window as unknown as { gtag?: Gtag }).gtag?.('consent', 'update', consentStateFor(choice));
  document.documentElement.setAttribute(CONSENT_ATTRIBUTE, choice);
  listeners.forEach((l) => l());
}

/**
 * The cookie banner (SPEC §4). Rendered on the server as a fixed overlay, so it never moves the
 * page; the boot script hides it before paint once a choice is stored, and after hydration it is
 * gone for good. Accept or Reject stores the choice, updates analytics consent and hides it.
 */
export function CookieBanner({ texts }: { texts: Dictionary['cookies'] }) {
  const chosen = useSyncExternalStore(subscribe, () => storedChoice() ?? sessionChoice, serverChoice);
  if (chosen) return null;

  return (
    <section className={styles.banner} aria-labelledby="cookie-banner-title" data-cookie-banner="">
      <div className={styles.inner}>
        <div className={styles.text}>
          <h2 id="cookie-banner-title" className={styles.title}>
            {texts.title}
          </h2>
          <p className={styles.lead}>{texts.lead}</p>
          <details className={styles.details}>
            <summary>{texts.details}</summary>
            <dl>
              <dt>{texts.essential}</dt>
              <dd>{texts.essentialText}</dd>
              <dt>{texts.analytical}</dt>
              <dd>{texts.analyticalText}</dd>
            </dl>
          </details>
        </div>
        <div className={styles.actions}>
          <button type="button" className={styles.reject} onClick={() => choose('rejected')}>
            {texts.reject}
          </button>
          <button type="button" className={styles.accept} onClick={() => choose('accepted')}>
            {texts.accept}
          </button>
        </div>
      </div>
    </section>
  );
}
