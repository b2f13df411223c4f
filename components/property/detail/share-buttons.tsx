'use client';

import { useState } from 'react';
import { CheckIcon, LinkIcon, MailIcon, WhatsAppIcon } from '@/components/ui/icons';
import styles from './share-buttons.module.css';

/** Share the property's canonical address: copy it, send it by WhatsApp or by e-mail. */
export function ShareButtons({ url, title }: { url: string; title: string }) {
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
      <p className={styles.title}>Share this property</p>
      <ul className={styles.buttons}>
        <li>
          <button type="button" className={styles.button} onClick={copy}>
            {copied === 'yes' ? <CheckIcon size={18} /> : <LinkIcon size={18} />} {copied === 'yes' ? 'Link copied' : 'Copy link'}
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
            href={`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`Have a look at this property: ${url}`)}`}
          >
            <MailIcon size={18} /> E-mail
          </a>
        </li>
      </ul>
      <p className={styles.status} role="status">
        {copied === 'yes' ? 'The link is copied to your clipboard.' : copied === 'failed' ? `Copy this link: ${url}` : ''}
      </p>
    </div>
  );
}
