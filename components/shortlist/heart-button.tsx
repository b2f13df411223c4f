'use client';

import { useState } from 'react';
import { addProperty, isSaved, isShortlistFull, removeProperty, SHORTLIST_MAX, type ShortlistCard } from '@/lib/shortlist';
import { HeartIcon } from '@/components/ui/icons/heart';
import type { Dictionary } from '@/lib/i18n/dictionaries/en';
import { fill } from '@/lib/i18n/format';
import { updateShortlist, useStoreReady, useShortlist } from './shortlist-store';
import styles from './heart-button.module.css';

/**
 * The heart: saves a property to the visitor's shortlist (in the browser only) or takes it off. One
 * toggle button whose pressed state screen readers announce, with the same name either way. It is in
 * the server's HTML at its final size, disabled until the page has hydrated and the stored shortlist
 * can be read. `overlay` sits on a card's photo; `labelled` shows a word beside the heart (the detail
 * page).
 */
export function HeartButton({
  property,
  texts,
  variant = 'overlay',
  className,
}: {
  property: ShortlistCard;
  texts: Dictionary['heart'];
  variant?: 'overlay' | 'labelled';
  className?: string;
}) {
  const state = useShortlist();
  const ready = useStoreReady();
  const [full, setFull] = useState(false);
  const saved = isSaved(state, property.id);

  function toggle() {
    if (saved) {
      updateShortlist((s) => removeProperty(s, property.id));
      setFull(false);
    } else if (isShortlistFull(state)) {
      setFull(true);
    } else {
      updateShortlist((s) => addProperty(s, property, Date.now()));
    }
  }

  return (
    <span className={`${styles.wrap} ${styles[variant]} ${className ?? ''}`}>
      <button
        type="button"
        className={styles.heart}
        aria-pressed={saved}
        aria-label={fill(texts.save, { title: property.title })}
        disabled={!ready}
        onClick={toggle}
      >
        <HeartIcon size={variant === 'overlay' ? 22 : 20} className={styles.icon} />
        {variant === 'labelled' ? <span aria-hidden="true">{texts.label}</span> : null}
      </button>
      {full ? (
        <span role="status" className={styles.full}>
          {fill(texts.full, { max: SHORTLIST_MAX })}
        </span>
      ) : null}
    </span>
  );
}
