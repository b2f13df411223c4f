'use client';

import Link from '@/components/ui/link';
import { useState } from 'react';
import { addAll, isSaved, type ShortlistCard } from '@/lib/shortlist';
import type { Dictionary } from '@/lib/i18n/dictionaries/en';
import type { Locale } from '@/lib/i18n/locales';
import { localizePath } from '@/lib/i18n/paths';
import { TemplateText } from '@/components/ui/template-text';
import { updateShortlist, useStoreReady, useShortlist } from './shortlist-store';
import styles from './shortlist.module.css';

/** "Add all to my shortlist" on a shared shortlist: the properties not saved yet, on this device. */
export function AddAllButton({ cards, words, locale }: { cards: ShortlistCard[]; words: Dictionary['shortlist']; locale: Locale }) {
  const ready = useStoreReady();
  const state = useShortlist();
  const [added, setAdded] = useState<number | null>(null);
  const missing = cards.filter((c) => !isSaved(state, c.id));
  const own = <Link href={localizePath(locale, '/shortlist')}>{words.yourShortlist}</Link>;
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
        {words.addAll}
      </button>
      <span role="status" className={styles.toolbarHint}>
        {added !== null ? (
          <TemplateText template={words.added} slots={{ count: String(added), shortlist: own }} />
        ) : ready && cards.length > 0 && missing.length === 0 ? (
          <TemplateText template={words.allSaved} slots={{ shortlist: own }} />
        ) : null}
      </span>
    </>
  );
}
