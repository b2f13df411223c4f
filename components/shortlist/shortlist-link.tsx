'use client';

import Link from '@/components/ui/link';
import { lazy, Suspense } from 'react';
import { HeartIcon } from '@/components/ui/icons/heart';
import { useShortlist, useStoreReady } from './shortlist-store';
import styles from './shortlist-link.module.css';

// what changed since saved, and the hourly check: code for visitors who saved something only
const ChangeMark = lazy(() => import('./change-mark').then((m) => ({ default: m.ChangeMark })));

/**
 * The header's way to the shortlist: a heart with the number of saved properties on its corner, its
 * name for screen readers and as a tooltip (a word beside the header's links would push the logo
 * onto two lines), and a dot when a saved property changed since it was saved (ChangeMark). The
 * server's HTML has the link and an empty badge of the same size, so nothing moves when the count
 * appears.
 */
export function ShortlistLink({ href, label, saved, changed }: { href: string; label: string; saved: string; changed: string }) {
  const list = useShortlist().saved;
  const ready = useStoreReady();
  const n = list.length;
  return (
    <Link href={href} className={styles.link} title={label}>
      <HeartIcon size={22} />
      <span className="visually-hidden">{label}</span>
      <span className={styles.count} data-shortlist-count={n} aria-hidden={n === 0 ? true : undefined}>
        {n > 0 ? (
          <>
            {n}
            <span className="visually-hidden">{` ${saved}`}</span>
          </>
        ) : null}
      </span>
      {ready && n > 0 ? (
        <Suspense fallback={null}>
          <ChangeMark saved={list} words={changed} />
        </Suspense>
      ) : null}
    </Link>
  );
}
