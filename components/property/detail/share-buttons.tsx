import { MailIcon } from '@/components/ui/icons/mail';
import { WhatsAppIcon } from '@/components/ui/icons/whatsapp';
import type { Dictionary } from '@/lib/i18n/dictionaries/en';
import { fill } from '@/lib/i18n/format';
import { ShareWithCopy, type ShareWithCopyTexts } from './share-with-copy';
import styles from './share-buttons.module.css';

/**
 * Share the property's canonical address: copy it, send it by WhatsApp or by e-mail. The two links
 * are plain HTML from the server; only the copy button needs the browser's script.
 */
export function ShareButtons({
  url,
  title,
  texts,
}: {
  url: string;
  title: string;
  texts: ShareWithCopyTexts & Pick<Dictionary['detailActions'], 'shareBody'>;
}) {
  const text = `${title} ${url}`;
  return (
    <ShareWithCopy url={url} texts={texts}>
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
    </ShareWithCopy>
  );
}
