'use client';

import type { ReactNode } from 'react';
import { CheckIcon } from '@/components/ui/icons/check';
import { LinkIcon } from '@/components/ui/icons/link';
import { useCopy } from '@/components/ui/use-copy';
import type { Dictionary } from '@/lib/i18n/dictionaries/en';
import { fill } from '@/lib/i18n/format';
import styles from './share-buttons.module.css';

export type ShareWithCopyTexts = Pick<Dictionary['detailActions'], 'share' | 'copyLink' | 'linkCopied' | 'copied' | 'copyThis'>;

/**
 * The share list (share-buttons.tsx) with its one button that needs a script: copy the address, and
 * say whether it worked (or show the address to copy by hand). The other ways to share come in as
 * `children`, list items drawn on the server.
 */
export function ShareWithCopy({ url, texts, children }: { url: string; texts: ShareWithCopyTexts; children: ReactNode }) {
  const [copied, copy] = useCopy(url);

  return (
    <div className={styles.share}>
      <p className={styles.title}>{texts.share}</p>
      <ul className={styles.buttons}>
        <li>
          <button type="button" className={styles.button} onClick={copy}>
            {copied === 'copied' ? <CheckIcon size={18} /> : <LinkIcon size={18} />} {copied === 'copied' ? texts.linkCopied : texts.copyLink}
          </button>
        </li>
        {children}
      </ul>
      <p className={styles.status} role="status">
        {copied === 'copied' ? texts.copied : copied === 'failed' ? fill(texts.copyThis, { url }) : ''}
      </p>
    </div>
  );
}
