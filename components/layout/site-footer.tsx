import { env } from '@/lib/env';
import styles from './site-footer.module.css';

export function SiteFooter() {
  const e = env();
  return (
    <footer className={styles.footer}>
      <div className="container">
        <p>
          {e.BUSINESS_NAME} · {e.BUSINESS_STREET}, {e.BUSINESS_LOCALITY} {e.BUSINESS_POSTCODE}, Malta ·{' '}
          <a href={`tel:${e.BUSINESS_PHONE.replace(/\s/g, '')}`}>{e.BUSINESS_PHONE}</a>
        </p>
      </div>
    </footer>
  );
}
