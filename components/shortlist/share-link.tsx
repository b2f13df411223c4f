'use client';

import { useState } from 'react';
import { LinkIcon } from '@/components/ui/icons';
import styles from './shortlist.module.css';

/** "Share": the shortlist's own address to copy, which opens the same list on another device. */
export function ShareLink({ href }: { href: string }) {
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  return (
    <>
      <button type="button" className={styles.button} aria-expanded={open} aria-controls="share-panel" onClick={() => setOpen((o) => !o)}>
        <LinkIcon size={18} /> Share
      </button>
      <div id="share-panel" className={styles.share} hidden={!open}>
        <label htmlFor="share-url" className="visually-hidden">
          Link to this shortlist
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
          Copy link
        </button>
        <span role="status" className={styles.note}>
          {copied ? 'Link copied.' : ''}
        </span>
      </div>
    </>
  );
}
