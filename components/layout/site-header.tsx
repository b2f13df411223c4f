import Link from 'next/link';
import { env } from '@/lib/env';
import styles from './site-header.module.css';

export function SiteHeader() {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.inner}`}>
        <Link href="/" className={styles.logo}>
          {env().BUSINESS_NAME}
        </Link>
      </div>
    </header>
  );
}
