'use client';

import { useEffect } from 'react';
import type { SavedProperty } from '@/lib/shortlist';
import { changesSinceSaved, checkDue } from '@/lib/shortlist-changes';
import { whenIdle } from '@/components/ui/when-idle';
import { checkSaved } from './refresh';
import { shortlistNow } from './shortlist-store';
import styles from './shortlist-link.module.css';

/** How long after the page has hydrated the header checks a list that is due, if the browser is not idle sooner. */
const CHECK_WITHIN_MS = 5000;

/**
 * The header's mark for a shortlist that changed: a dot at the heart's foot, and its words for
 * screen readers, while a saved property's price or availability differs from when it was saved.
 * It also checks the saved properties, once the page is idle (whenIdle), when a check is due (at most
 * once an hour, lib/shortlist-changes.ts); /shortlist checks on its own whenever it opens, and shares
 * a check under way. Loaded only where something is saved (components/shortlist/shortlist-link.tsx).
 */
export function ChangeMark({ saved, words }: { saved: readonly SavedProperty[]; words: string }) {
  useEffect(() => {
    const run = () => {
      const now = shortlistNow();
      // /shortlist may have checked meanwhile
      if (checkDue(now, Date.now())) checkSaved(now.saved).catch(() => undefined);
    };
    return whenIdle(run, CHECK_WITHIN_MS);
  }, []);
  if (!saved.some((p) => changesSinceSaved(p).length > 0)) return null;
  return (
    <span className={styles.changed} data-shortlist-changed="">
      <span className="visually-hidden">{` (${words})`}</span>
    </span>
  );
}
