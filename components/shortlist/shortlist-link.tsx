'use client';

import Link from 'next/link';
import { HeartIcon } from '@/components/ui/icons';
import { useShortlist } from './shortlist-store';
import styles from './shortlist-link.module.css';

/**
 * The header's way to the shortlist: a heart with the number of saved properties on its corner, its
 * name for screen readers and as a tooltip (a word beside the header's links would push the logo
 * onto two lines). The server's HTML has the link and an empty badge of the same size, so nothing
 * moves when the count appears.
 */
export function ShortlistLink({ href, label, saved }: { href: string; label: string; saved: string }) {
  const n = useShortlist().saved.length;
  return (
    <Link href={href} className={styles.link} prefetch={false} title={label}>
      <HeartIcon size={22} />
      <span className="visually-hidden">{label}</span>
      <span className={styles.count} data-shortlist-count={n} aria-hidden={n === 0 ? true : undefined}>
        {n > 0 ? (
          <>
            {n}
            <span className="visually-hidden">{` ${saved}`}</span>
          </>
        ) : null}
      </span>
    </Link>
  );
}
