'use client';

import { useState } from 'react';
import { CheckIcon, LinkIcon, MailIcon, WhatsAppIcon } from '@/components/ui/icons';
import styles from './share-buttons.module.css';
import type { Dictionary } from '@/lib/i18n/dictionaries/en';
import { fill } from '@/lib/i18n/format';

/** Share the property's canonical address: copy it, send it by WhatsApp or by e-mail. */
export function ShareButtons({
  url,
  title,
  texts,
}: {
  url: string;
  title: string;
  texts: Pick<Dictionary['detailActions'], 'share' | 'copyLink' | 'linkCopied' | 'copied' | 'copyThis' | 'shareBody'>;
}) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const text = `${title} ${url}`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };

  return (
    <div className={styles.share}>
      <p className={styles.title}>{texts.share}</p>
      <ul className={styles.buttons}>
        <li>
          <button type="button" className={styles.button} onClick={copy}>
            {copied === 'yes' ? <CheckIcon size={18} /> : <LinkIcon size={18} />} {copied === 'yes' ? texts.linkCopied : texts.copyLink}
          </button>
        </li>
        <li>
          <a className={styles.button} href={`https://wa.me/?text=${encodeURIComponent(text)}`} target="_blank" rel="noopener noreferrer">
            <WhatsAppIcon size={18} /> WhatsApp
          </a>
        </li>
        <li>
          <a
            className={styles.button}
            href={`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(fill(texts.shareBody, { url }))}`}
          >
            <MailIcon size={18} /> E-mail
          </a>
        </li>
      </ul>
      <p className={styles.status} role="status">
        {copied === 'yes' ? texts.copied : copied === 'failed' ? fill(texts.copyThis, { url }) : ''}
      </p>
    </div>
  );
}
