'use client';

import { useEffect, useRef } from 'react';
import styles from './forms.module.css';

export interface BannerError {
  /** the id of the field the message is about */
  fieldId: string;
  label: string;
  message: string;
}

interface Props {
  tone: 'error' | 'success' | 'none';
  message: string;
  details?: string[];
  errors?: BannerError[];
  /** changes with each answer from the server, which moves the focus to the banner */
  focusKey?: number;
}

/**
 * The form's result banner (SPEC §4: green success, red error), announced by screen readers, with
 * each field error listed as a link to its field. The live region is always present so that a
 * message appearing in it is read out.
 */
export function FormBanner({ tone, message, details = [], errors = [], focusKey = 0 }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusKey > 0) ref.current?.focus();
  }, [focusKey]);
  const shown = tone !== 'none' && message !== '';
  // A detail that only names a field already listed (with its link) is not repeated.
  const extra = details.filter((d) => !errors.some((e) => e.label === d));
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={tone === 'error' ? 'alert' : 'status'}
      aria-live={tone === 'error' ? 'assertive' : 'polite'}
      className={shown ? `${styles.banner} ${tone === 'error' ? styles.bannerError : styles.bannerSuccess}` : styles.bannerIdle}
    >
      {shown ? (
        <>
          <p className={styles.bannerTitle}>{message}</p>
          {extra.map((d) => (
            <p key={d} className={styles.bannerDetail}>
              {d}
            </p>
          ))}
          {errors.length > 0 ? (
            <ul className={styles.bannerList}>
              {errors.map((e) => (
                <li key={e.fieldId}>
                  {/* a message the banner already says is not said twice: the link names the field */}
                  <a href={`#${e.fieldId}`}>{e.message === message ? e.label : `${e.label}: ${e.message}`}</a>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
