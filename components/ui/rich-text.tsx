import { sanitizeRichText } from '@/lib/sanitize';
import styles from './rich-text.module.css';

/** Backend HTML, always through the one sanitizer. */
export function RichText({ html, className }: { html: string; className?: string }) {
  return <div className={`${styles.rich} ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }} />;
}
