'use client';

import { useState } from 'react';
import { CONSENT_ATTRIBUTE, CONSENT_STORAGE_KEY, consentStateFor, type ConsentChoice } from '@/lib/consent';
import styles from './cookie-banner.module.css';

type Gtag = (command: 'consent', action: 'update', state: ReturnType<typeof consentStateFor>) => void;

/**
 * The cookie banner (SPEC §4). Rendered on the server as a fixed overlay, so it never moves the
 * page; the boot script hides it before paint once a choice is stored. Accept or Reject stores the
 * choice, updates analytics consent and hides the banner.
 */
export function CookieBanner() {
  const [chosen, setChosen] = useState(false);
  if (chosen) return null;

  const choose = (choice: ConsentChoice) => {
    try {
      localStorage.setItem(CONSENT_STORAGE_KEY, choice);
    } catch {
      // storage blocked: the choice holds for this page view only
    }
    (window as unknown as { gtag?: Gtag }).gtag?.('consent', 'update', consentStateFor(choice));
    document.documentElement.setAttribute(CONSENT_ATTRIBUTE, choice);
    setChosen(true);
  };

  return (
    <section className={styles.banner} aria-labelledby="cookie-banner-title" data-cookie-banner="">
      <div className={styles.inner}>
        <div className={styles.text}>
          <h2 id="cookie-banner-title" className={styles.title}>
            We value your privacy
          </h2>
          <p className={styles.lead}>
            We use essential cookies to run this site and, with your consent, analytical cookies to understand how it
            is used.
          </p>
          <details className={styles.details}>
            <summary>Cookie details</summary>
            <dl>
              <dt>Essential cookies</dt>
              <dd>
                Keep the site working: your cookie choice and the referral that brought you here. They are always on.
              </dd>
              <dt>Analytical cookies</dt>
              <dd>
                Google Analytics counts visits and page views anonymously so we can improve the site. They are set only
                if you accept.
              </dd>
            </dl>
          </details>
        </div>
        <div className={styles.actions}>
          <button type="button" className={styles.reject} onClick={() => choose('rejected')}>
            Reject
          </button>
          <button type="button" className={styles.accept} onClick={() => choose('accepted')}>
            Accept
          </button>
        </div>
      </div>
    </section>
  );
}
