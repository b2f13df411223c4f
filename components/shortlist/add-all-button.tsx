'use client';

import Link from 'next/link';
import { useState } from 'react';
import { addAll, isSaved, type ShortlistCard } from '@/lib/shortlist';
import { updateShortlist, useStoreReady, useShortlist } from './shortlist-store';
import styles from './shortlist.module.css';

/** "Add all to my shortlist" on a shared shortlist: the properties not saved yet, on this device. */
export function AddAllButton({ cards }: { cards: ShortlistCard[] }) {
  const ready = useStoreReady();
  const state = useShortlist();
  const [added, setAdded] = useState<number | null>(null);
  const missing = cards.filter((c) => !isSaved(state, c.id));
  return (
    <>
      <button
        type="button"
        className={`${styles.button} ${styles.primary}`}
        disabled={!ready || missing.length === 0}
        onClick={() => {
          updateShortlist((s) => {
            const next = addAll(s, cards, Date.now());
            setAdded(next.saved.length - s.saved.length);
            return next;
          });
        }}
      >
        Add all to my shortlist
      </button>
      <span role="status" className={styles.toolbarHint}>
        {added !== null ? (
          <>
            Added {added} to <Link href="/shortlist">your shortlist</Link>.
          </>
        ) : ready && cards.length > 0 && missing.length === 0 ? (
          <>
            All of them are in <Link href="/shortlist">your shortlist</Link>.
          </>
        ) : null}
      </span>
    </>
  );
}
