import { AlertIcon } from '@/components/ui/icons/alert';
import { SearchIcon } from '@/components/ui/icons/search';
import styles from './status-message.module.css';

/** A calm panel for an empty list or a failed load: what happened and, optionally, what to do. */
export function StatusMessage({
  tone,
  title,
  children,
  action,
}: {
  tone: 'empty' | 'error';
  title: string;
  children?: React.ReactNode;
  action?: React.ReactNode;
}) {
  const Icon = tone === 'error' ? AlertIcon : SearchIcon;
  return (
    <div className={`${styles.box} ${tone === 'error' ? styles.error : ''}`} role={tone === 'error' ? 'alert' : undefined}>
      <Icon size={32} className={styles.icon} />
      <p className={styles.title}>{title}</p>
      {children ? <p className={styles.text}>{children}</p> : null}
      {action}
    </div>
  );
}
