'use client';

import Link from 'next/link';
import { HeartIcon } from '@/components/ui/icons';
import { useShortlist } from './shortlist-store';
import styles from './shortlist-link.module.css';

/**
 * The header's way to the shortlist, with the number of saved properties. The server's HTML has the
 * link and an empty badge of the same size, so nothing moves when the count appears.
 */
export function ShortlistLink() {
  const n = useShortlist().saved.length;
  return (
    <Link href="/shortlist" className={styles.link} prefetch={false}>
      <HeartIcon size={22} />
      <span className={styles.label}>Shortlist</span>
      <span className={styles.count} data-shortlist-count={n} aria-hidden={n === 0 ? true : undefined}>
        {n > 0 ? (
          <>
            {n}
            <span className="visually-hidden"> saved</span>
          </>
        ) : null}
      </span>
    </Link>
  );
}
