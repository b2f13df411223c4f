'use client';

import Link from '@/components/ui/link';
import { useEffect, useState } from 'react';
import { groupThousands } from '@/lib/price';
import { type SavedSearch } from '@/lib/shortlist';
import { newSinceLastVisit, removeSearch, updateSearch } from '@/lib/saved-searches';
import type { Dictionary } from '@/lib/i18n/dictionaries/en';
import { fill } from '@/lib/i18n/format';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { updateShortlist } from './shortlist-store';
import styles from './shortlist.module.css';

type Count = { url: string; status: 'ok'; total: number; ids: number[] } | { url: string; status: 'invalid' | 'unavailable' };

/**
 * The saved searches, each with how many properties it matches now and how many are new since the
 * visitor's last visit (lib/saved-searches.ts, newSinceLastVisit), counted on the server (app/api/saved-searches),
 * in the words of the page's language.
 */
export function SavedSearches({ searches, words, locale }: { searches: readonly SavedSearch[]; words: Dictionary['shortlist']; locale: Locale }) {
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
        {words.searches} <span className={styles.note}>({searches.length})</span>
      </h2>
      {searches.length === 0 ? (
        <p className={styles.note}>{words.noSearches}</p>
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
                    counts === null ? words.counting : words.notCounted
                  ) : c.failed ? (
                    words.notCounted
                  ) : (
                    <>
                      <span data-match-count={c.total}>
                        {fill(c.total === 1 ? words.matchesOne : words.matchesMany, {
                          count: groupThousands(c.total ?? 0, locale === DEFAULT_LOCALE ? ',' : '.'),
                        })}
                      </span>
                      {c.newCount ? (
                        <span className={styles.newBadge} data-new-count={c.newCount}>
                          {fill(words.newSince, { count: c.newCount >= 20 ? '20+' : c.newCount })}
                        </span>
                      ) : null}
                    </>
                  )}
                </p>
                <button type="button" className={styles.link} onClick={() => updateShortlist((st) => removeSearch(st, s.url))}>
                  {words.remove} <span className="visually-hidden">{fill(words.removeSearch, { name: s.name })}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
