'use client';

import { useRef, useState } from 'react';
import { LinkIcon } from '@/components/ui/icons/link';
import { useCopy } from '@/components/ui/use-copy';
import type { Dictionary } from '@/lib/i18n/dictionaries/en';
import styles from './shortlist.module.css';

/**
 * "Share": the shortlist's own address to copy, which opens the same list on another device. When
 * the browser will not copy it, the address is selected in its field, to copy by hand.
 */
export function ShareLink({ href, words }: { href: string; words: Dictionary['shortlist'] }) {
  const [open, setOpen] = useState(false);
  const [copied, copy] = useCopy(href);
  const field = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" className={styles.button} aria-expanded={open} aria-controls="share-panel" onClick={() => setOpen((o) => !o)}>
        <LinkIcon size={18} /> {words.share}
      </button>
      <div id="share-panel" className={styles.share} hidden={!open}>
        <label htmlFor="share-url" className="visually-hidden">
          {words.shareLabel}
        </label>
        <input ref={field} id="share-url" type="url" readOnly value={href} onFocus={(e) => e.currentTarget.select()} />
        <button
          type="button"
          className={styles.button}
          onClick={async () => {
            if (!(await copy())) field.current?.focus();
          }}
        >
          {words.copy}
        </button>
        <span role="status" className={styles.note}>
          {copied === 'copied' ? words.copied : copied === 'failed' ? words.copyFailed : ''}
        </span>
      </div>
    </>
  );
}
