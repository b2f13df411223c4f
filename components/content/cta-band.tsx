import Link from '@/components/ui/link';
import { ArrowRightIcon } from '@/components/ui/icons/arrow-right';
import styles from './cta-band.module.css';

/** A closing call to action in a sea-blue band. */
export function CtaBand({ title, text, href, label }: { title: string; text: string; href: string; label: string }) {
  return (
    <section className={`container ${styles.wrap}`} aria-labelledby="cta-title">
      <div className={styles.band}>
        <div>
          <h2 id="cta-title" className={styles.title}>
            {title}
          </h2>
          <p className={styles.text}>{text}</p>
        </div>
        <Link href={href} className={styles.action}>
          {label} <ArrowRightIcon size={18} />
        </Link>
      </div>
    </section>
  );
}
