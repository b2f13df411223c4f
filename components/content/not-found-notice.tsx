import Link from '@/components/ui/link';
import { ArrowLeftIcon } from '@/components/ui/icons/arrow-left';
import { StatusMessage } from './status-message';
import styles from './not-found-notice.module.css';

/** The body of a section's 404: what was not found and the way back to the section. */
export function NotFoundNotice({
  title,
  message,
  text,
  backHref,
  backLabel,
}: {
  title: string;
  message: string;
  text?: string;
  backHref: string;
  backLabel: string;
}) {
  return (
    <div className="container">
      <h1 className={styles.title}>{title}</h1>
      <StatusMessage
        tone="empty"
        title={message}
        action={
          <Link href={backHref} className={styles.back}>
            <ArrowLeftIcon size={18} /> {backLabel}
          </Link>
        }
      >
        {text}
      </StatusMessage>
    </div>
  );
}
