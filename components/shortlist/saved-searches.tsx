'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { groupThousands } from '@/lib/price';
import { newSinceLastVisit, removeSearch, updateSearch, type SavedSearch } from '@/lib/shortlist';
import { updateShortlist } from './shortlist-store';
import styles from './shortlist.module.css';

type Count = { url: string; status: 'ok'; total: number; ids: number[] } | { url: string; status: 'invalid' | 'unavailable' };

/**
 * The saved searches, each with how many properties it matches now and how many are new since the
 * visitor's last visit (lib/shortlist.ts, newSinceLastVisit), counted on the server (app/api/saved-searches).
 */
export function SavedSearches({ searches }: { searches: readonly SavedSearch[] }) {
  const key = searches.map((s) => s.url).join('\n');
  const [counts, setCounts] = useState<Map<string, { total?: number; newCount?: number; failed?: boolean }> | null>(null);

  useEffect(() => {
    if (key === '') return;
    const controller = new AbortController();
    fetch('/api/saved-searches', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ urls: key.split('\n') }),
      signal: controller.signal,
    })
      .then((r) => (r.ok ? (r.json() as Promise<{ results: Count[] }>) : Promise.reject(new Error(String(r.status)))))
      .then(({ results }) => {
        const now = Date.now();
        const out = new Map<string, { total?: number; newCount?: number; failed?: boolean }>();
        updateShortlist((state) => {
          let next = state;
          for (const r of results) {
            const search = next.searches.find((s) => s.url === r.url);
            if (!search || r.status !== 'ok') {
              out.set(r.url, { failed: true });
              continue;
            }
            const checked = newSinceLastVisit(search, r.ids, now);
            out.set(r.url, { total: r.total, newCount: checked.newCount });
            next = updateSearch(next, checked.search);
          }
          return next;
        });
        setCounts(out);
      })
      .catch((e: unknown) => {
        if ((e as Error).name !== 'AbortError') setCounts(new Map());
      });
    return () => controller.abort();
    // counted once per list of searches, not again when a count is stored
  }, [key]);

  return (
    <section aria-labelledby="searches-heading" className={styles.section}>
      <h2 id="searches-heading" className={styles.sectionHeading}>
        Saved searches <span className={styles.note}>({searches.length})</span>
      </h2>
      {searches.length === 0 ? (
        <p className={styles.note}>
          Use &ldquo;Save this search&rdquo; on any listing to follow it here: you will see how many properties match and what is new.
        </p>
      ) : (
        <ul className={styles.searches}>
          {searches.map((s) => {
            const c = counts?.get(s.url);
            return (
              <li key={s.url} className={styles.search} data-saved-search={s.url}>
                <p className={styles.searchName}>
                  <Link href={s.url}>{s.name}</Link>
                </p>
                <p className={styles.searchCounts} aria-live="polite">
                  {c === undefined ? (
                    counts === null ? 'Counting…' : 'Could not count just now.'
                  ) : c.failed ? (
                    'Could not count just now.'
                  ) : (
                    <>
                      <span data-match-count={c.total}>
                        {groupThousands(c.total ?? 0, ',')} {c.total === 1 ? 'property matches' : 'properties match'}
                      </span>
                      {c.newCount ? (
                        <span className={styles.newBadge} data-new-count={c.newCount}>
                          {c.newCount >= 20 ? '20+' : c.newCount} new since your last visit
                        </span>
                      ) : null}
                    </>
                  )}
                </p>
                <button type="button" className={styles.link} onClick={() => updateShortlist((st) => removeSearch(st, s.url))}>
                  Remove <span className="visually-hidden">saved search {s.name}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
