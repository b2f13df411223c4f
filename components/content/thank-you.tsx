import type { Metadata } from 'next';
import Link from 'next/link';
import { ArrowLeftIcon, CheckCircleIcon } from '@/components/ui/icons';
import styles from './thank-you.module.css';

/** The six thank-you routes share this metadata: never indexed. */
export const thankYouMetadata: Metadata = {
  title: 'Thank You',
  robots: { index: false, follow: true },
};

/** What every form's success page shows (SPEC §2). */
export function ThankYou() {
  return (
    <div className="container">
      <section className={styles.card} aria-labelledby="thank-you-title">
        <CheckCircleIcon size={56} className={styles.icon} />
        <h1 id="thank-you-title" className={styles.title}>
          Thank You!
        </h1>
        <p className={styles.text}>Your form has been successfully submitted.</p>
        <Link href="/" className={styles.home}>
          <ArrowLeftIcon size={18} /> Back to Home
        </Link>
      </section>
    </div>
  );
}
