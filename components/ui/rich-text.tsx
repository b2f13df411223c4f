import { sanitizeRichText } from '@/lib/sanitize';
import styles from './rich-text.module.css';

/** Backend HTML, always through the one sanitizer; `lang` when the page is in another language than the text. */
export function RichText({ html, className, lang }: { html: string; className?: string; lang?: string }) {
  return <div className={`${styles.rich} ${className ?? ''}`} lang={lang} dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }} />;
}
