'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

const key = (path: string) => `listing-page:${path}`;
const LEFT = 'listing-left:';

/**
 * Remembers the last page visited on a listing route (session storage) and restores it when the
 * visitor comes back to the plain route from the menu. Crawlers and plain URLs are never affected:
 * nothing happens without JavaScript, nor on a first visit, nor when the URL already has a query.
 */
/** `plain`: the route with no filter, sort or view beyond the page, the only state restored. */
export function ListingMemory({ path, page, plain }: { path: string; page: number; plain: boolean }) {
  const router = useRouter();

  useEffect(() => {
    try {
      const store = window.sessionStorage;
      const cameBack = store.getItem(LEFT + path) === '1';
      store.removeItem(LEFT + path);
      const remembered = Number(store.getItem(key(path)));
      if (plain && page === 1 && cameBack && Number.isInteger(remembered) && remembered > 1) {
        router.replace(`${path}?page=${remembered}`, { scroll: false });
        return;
      }
      if (plain) store.setItem(key(path), String(page));
    } catch {
      // storage unavailable (private mode, quota): nothing to remember
    }
  }, [path, page, plain, router]);

  // leaving the route within the site marks a later return as "came back"
  useEffect(
    () => () => {
      try {
        window.sessionStorage.setItem(LEFT + path, '1');
      } catch {
        // storage unavailable
      }
    },
    [path],
  );

  return null;
}
