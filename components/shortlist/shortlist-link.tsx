'use client';

import Link from 'next/link';
import { useEffect } from 'react';
import { changesSinceSaved, checkDue } from '@/lib/shortlist';
import { HeartIcon } from '@/components/ui/icons';
import { checkSaved } from './refresh';
import { shortlistNow, useShortlist, useStoreReady } from './shortlist-store';
import styles from './shortlist-link.module.css';

/** How long after the page has hydrated the header checks a list that is due, if the browser is not idle sooner. */
const CHECK_WITHIN_MS = 5000;

/**
 * Checks the saved properties, once the page is idle, when a check is due (at most once an hour,
 * lib/shortlist.ts): what changed since each was saved then marks the header's count. /shortlist checks
 * on its own whenever it opens, and shares a check under way.
 */
function useHourlyCheck(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const run = () => {
      const { saved } = shortlistNow();
      // /shortlist may have checked meanwhile
      if (checkDue(saved, Date.now())) checkSaved(saved).catch(() => undefined);
    };
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(run, { timeout: CHECK_WITHIN_MS });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(run, CHECK_WITHIN_MS);
    return () => window.clearTimeout(id);
  }, [active]);
}

/**
 * The header's way to the shortlist: a heart with the number of saved properties on its corner, its
 * name for screen readers and as a tooltip (a word beside the header's links would push the logo
 * onto two lines), and a dot when a saved property's price or availability changed since it was
 * saved. The server's HTML has the link and an empty badge of the same size, so nothing moves when
 * the count appears.
 */
export function ShortlistLink({ href, label, saved, changed }: { href: string; label: string; saved: string; changed: string }) {
  const list = useShortlist().saved;
  const ready = useStoreReady();
  const n = list.length;
  const anyChange = list.some((p) => changesSinceSaved(p).length > 0);
  useHourlyCheck(ready && n > 0);
  return (
    <Link href={href} className={styles.link} prefetch={false} title={label}>
      <HeartIcon size={22} />
      <span className="visually-hidden">{label}</span>
      <span className={styles.count} data-shortlist-count={n} aria-hidden={n === 0 ? true : undefined}>
        {n > 0 ? (
          <>
            {n}
            <span className="visually-hidden">{anyChange ? ` ${saved}, ${changed}` : ` ${saved}`}</span>
          </>
        ) : null}
      </span>
      {anyChange ? <span className={styles.changed} data-shortlist-changed="" aria-hidden="true" /> : null}
    </Link>
  );
}
