import { whatsappHref } from '@/lib/contact-links';
import { WhatsAppIcon } from '@/components/ui/icons/whatsapp';
import styles from './chat-link.module.css';

/**
 * The floating button at the bottom right of every page: a WhatsApp chat with the office, in a
 * landmark of its own so screen-reader users find it among the page's regions.
 */
export function ChatLink({ phone, label, linkText }: { phone: string; label: string; linkText: string }) {
  return (
    <aside aria-label={label}>
      <a href={whatsappHref(phone)} className={styles.chat} target="_blank" rel="noopener noreferrer">
        <WhatsAppIcon size={30} />
        <span className="visually-hidden">{linkText}</span>
      </a>
    </aside>
  );
}
