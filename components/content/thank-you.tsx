import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { ArrowLeftIcon } from '@/components/ui/icons/arrow-left';
import { CheckCircleIcon } from '@/components/ui/icons/check-circle';
import { pageLanguage } from '@/lib/i18n/server';
import styles from './thank-you.module.css';

/** The six thank-you routes share this metadata: never indexed. */
export async function thankYouMetadata(): Promise<Metadata> {
  const { t } = await pageLanguage();
  return { title: t.thankYou.title, robots: { index: false, follow: true } };
}

/** What every form's success page shows (SPEC §2), in the page's language. */
export async function ThankYou() {
  const { t, href } = await pageLanguage();
  return (
    <div className="container">
      <section className={styles.card} aria-labelledby="thank-you-title">
        <CheckCircleIcon size={56} className={styles.icon} />
        <h1 id="thank-you-title" className={styles.title}>
          {t.thankYou.heading}
        </h1>
        <p className={styles.text}>{t.thankYou.text}</p>
        <Link href={href('/')} className={styles.home}>
          <ArrowLeftIcon size={18} /> {t.thankYou.home}
        </Link>
      </section>
    </div>
  );
}
