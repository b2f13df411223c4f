'use client';

import { useState } from 'react';
import { LinkIcon } from '@/components/ui/icons/link';
import type { Dictionary } from '@/lib/i18n/dictionaries/en';
import styles from './shortlist.module.css';

/** "Share": the shortlist's own address to copy, which opens the same list on another device. */
export function ShareLink({ href, words }: { href: string; words: Dictionary['shortlist'] }) {
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  return (
    <>
      <button type="button" className={styles.button} aria-expanded={open} aria-controls="share-panel" onClick={() => setOpen((o) => !o)}>
        <LinkIcon size={18} /> {words.share}
      </button>
      <div id="share-panel" className={styles.share} hidden={!open}>
        <label htmlFor="share-url" className="visually-hidden">
          {words.shareLabel}
        </label>
        <input id="share-url" type="url" readOnly value={href} onFocus={(e) => e.currentTarget.select()} />
        <button
          type="button"
          className={styles.button}
          onClick={() => {
            navigator.clipboard?.writeText(href).then(
              () => setCopied(true),
              () => setCopied(false),
            );
          }}
        >
          {words.copy}
        </button>
        <span role="status" className={styles.note}>
          {copied ? words.copied : ''}
        </span>
      </div>
    </>
  );
}
