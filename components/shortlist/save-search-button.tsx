'use client';

import Link from '@/components/ui/link';
import { isSearchSaved, removeSearch, saveSearch, savedSearchUrl } from '@/lib/saved-searches';
import { updateShortlist, useStoreReady, useShortlist } from './shortlist-store';
import styles from './save-search-button.module.css';
import type { Dictionary } from '@/lib/i18n/dictionaries/en';

/**
 * "Save this search" on a listing or landing page: keeps the address of its filters, with a name made
 * from them, in the visitor's shortlist (in the browser only). A toggle: pressed when saved.
 */
export function SaveSearchButton({
  url,
  name,
  texts,
  savedHref,
}: {
  url: string;
  name: string;
  texts: Dictionary['saveSearch'];
  /** the shortlist page, where the saved searches are, in the page's language */
  savedHref: string;
}) {
  const ready = useStoreReady();
  const state = useShortlist();
  const saved = savedSearchUrl(url);
  const isSaved = saved !== null && isSearchSaved(state, saved);
  if (saved === null) return null;
  return (
    <span className={styles.wrap}>
      <button
        type="button"
        className={styles.button}
        aria-pressed={isSaved}
        disabled={!ready}
        onClick={() => updateShortlist((s) => (isSaved ? removeSearch(s, saved) : saveSearch(s, { url: saved, name }, Date.now())))}
      >
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" className={styles.icon}>
          <path d="M6 3h12v18l-6-4.5L6 21V3Z" />
        </svg>
        {texts.save}
      </button>
      {isSaved ? (
        <Link href={savedHref} className={styles.seeAll}>
          {texts.saved}
        </Link>
      ) : null}
    </span>
  );
}
