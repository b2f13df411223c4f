'use client';

import Link from '@/components/ui/link';
import { useEffect, useState } from 'react';
import { SHORTLIST_MAX, removeProperty, type SavedProperty } from '@/lib/shortlist';
import { COMPARE_MAX, compareHref, decodeIds, encodeIds, readChosenIds, shareShortlistHref } from '@/lib/list-links';
import { byReduction, changesSinceSaved, type SavedChange } from '@/lib/shortlist-changes';
import { formatEuro } from '@/lib/price';
import { CardGrid } from '@/components/property/card-grid';
import { PropertyCard } from '@/components/property/property-card';
import type { CardTexts } from '@/lib/i18n/card-texts';
import type { Dictionary } from '@/lib/i18n/dictionaries/en';
import { commaList, fill } from '@/lib/i18n/format';
import { backendLang } from '@/lib/i18n/locales';
import { localizePath } from '@/lib/i18n/paths';
import { TemplateText } from '@/components/ui/template-text';
import { checkSaved, type Refreshed } from './refresh';
import { updateShortlist, useStoreReady, useShortlist } from './shortlist-store';
import { SavedSearches } from './saved-searches';
import { ShareLink } from './share-link';
import styles from './shortlist.module.css';

/** Where the tab keeps the properties chosen for the comparison: back from /compare, they are still chosen. */
const CHOSEN_KEY = 'shortlist-compare';

function storedChoice(): number[] {
  try {
    return readChosenIds(window.sessionStorage.getItem(CHOSEN_KEY));
  } catch {
    // rendered on the server, or storage refused
    return [];
  }
}

/** Each saved property as the backend has it now (app/api/shortlist), or null while that is asked. */
function useRefreshed(saved: readonly SavedProperty[], ready: boolean): Map<number, Refreshed> | null {
  const key = encodeIds(saved);
  const [result, setResult] = useState<{ key: string; items: Map<number, Refreshed> } | null>(null);
  useEffect(() => {
    if (!ready || key === '') return;
    let current = true;
    // the check goes on if the list changes meanwhile: what it found is kept with the saved properties
    checkSaved(decodeIds(key, SHORTLIST_MAX))
      .catch(() => new Map<number, Refreshed>())
      .then((items) => current && setResult({ key, items }));
    return () => {
      current = false;
    };
  }, [key, ready]);
  // until a changed list is answered, what is known of the others stays
  return result ? result.items : null;
}

/** A day as "3 Nov" in the page's words, without Intl (lib/price.ts says why). */
function shortDay(time: number, months: readonly string[]): string {
  const d = new Date(time);
  return `${d.getDate()} ${months[d.getMonth()] ?? ''}`;
}

/** The changes since a property was saved, in words ("Reduced by € 15.000 since you saved it on 3 Nov"); gone is shown by its card. */
function ChangeNotes({ property, words }: { property: SavedProperty; words: Dictionary['shortlist'] }) {
  const changes = changesSinceSaved(property).filter((c) => c.kind !== 'gone');
  if (changes.length === 0) return null;
  const date = shortDay(property.savedAt, commaList(words.months));
  const text = (c: SavedChange): string => {
    switch (c.kind) {
      case 'reduced':
        return fill(words.reduced, { amount: formatEuro(c.by), date });
      case 'raised':
        return fill(words.raised, { amount: formatEuro(c.by), date });
      case 'on-request':
        return words.nowOnRequest;
      case 'priced':
        return fill(words.nowPriced, { price: formatEuro(c.price) });
      default:
        return words.nowAvailable;
    }
  };
  return (
    <ul className={styles.changes} aria-label={words.changes}>
      {changes.map((c) => (
        <li key={c.kind} data-change={c.kind} className={c.kind === 'reduced' || c.kind === 'now-available' ? styles.good : undefined}>
          {text(c)}
        </li>
      ))}
    </ul>
  );
}

/**
 * The visitor's own shortlist (/shortlist): the saved properties as cards, refreshed from the
 * backend on the server (a property sold or withdrawn shows as no longer available and can be
 * removed), each with what changed since it was saved and in the order chosen (last saved or
 * biggest reduction first), up to four chosen for the comparison, a link to share the list, and the
 * saved searches, in the words of the page's language.
 */
export function ShortlistView({
  siteUrl,
  referral,
  texts,
  words,
}: {
  siteUrl: string;
  referral: number | null;
  texts: CardTexts;
  words: Dictionary['shortlist'];
}) {
  const { saved, searches } = useShortlist();
  const ready = useStoreReady();
  const refreshed = useRefreshed(saved, ready);
  const [chosen, setChosen] = useState<number[]>(storedChoice);
  const [order, setOrder] = useState<'saved' | 'reduction'>('saved');
  useEffect(() => {
    try {
      window.sessionStorage.setItem(CHOSEN_KEY, chosen.join(','));
    } catch {
      // storage refused: the choice lasts as long as the page
    }
  }, [chosen]);

  if (!ready) {
    return (
      <p className={styles.note} role="status">
        {words.loading}
      </p>
    );
  }

  const liveChosen = chosen.filter((id) => saved.some((p) => p.id === id && refreshed?.get(id)?.status !== 'gone'));
  const compareItems = saved.filter((p) => liveChosen.includes(p.id));
  const canCompare = compareItems.length >= 2;
  const toggleChosen = (id: number, on: boolean) =>
    setChosen((c) => (on ? [...c.filter((x) => x !== id), id].slice(-COMPARE_MAX) : c.filter((x) => x !== id)));
  const remove = (id: number) => {
    updateShortlist((s) => removeProperty(s, id));
    setChosen((c) => c.filter((x) => x !== id));
  };

  return (
    <>
      <section aria-labelledby="saved-heading" className={styles.section}>
        <h2 id="saved-heading" className={styles.sectionHeading}>
          {words.saved} <span className={styles.note}>({saved.length})</span>
        </h2>
        {saved.length === 0 ? (
          <div className={styles.empty}>
            <p>{words.empty}</p>
            <p>
              <TemplateText
                template={words.browse}
                slots={{
                  residential: <Link href={localizePath(texts.locale, '/residentials')}>{words.residential}</Link>,
                  commercial: <Link href={localizePath(texts.locale, '/commercials')}>{words.commercial}</Link>,
                }}
              />
            </p>
          </div>
        ) : (
          <>
            <div className={styles.toolbar}>
              <p className={styles.toolbarHint} id="compare-hint">
                {fill(words.chooseToCompare, { max: COMPARE_MAX, count: compareItems.length })}
              </p>
              {canCompare ? (
                <Link href={localizePath(texts.locale, compareHref(compareItems))} className={`${styles.button} ${styles.primary}`}>
                  {fill(words.compareCount, { count: compareItems.length })}
                </Link>
              ) : (
                <button type="button" className={styles.button} disabled aria-describedby="compare-hint">
                  {words.compare}
                </button>
              )}
              <ShareLink href={`${siteUrl}${localizePath(texts.locale, shareShortlistHref(saved, referral))}`} words={words} />
              <label className={styles.sort}>
                {words.sort}{' '}
                <select value={order} onChange={(e) => setOrder(e.currentTarget.value === 'reduction' ? 'reduction' : 'saved')}>
                  <option value="saved">{words.sortSaved}</option>
                  <option value="reduction">{words.sortReduction}</option>
                </select>
              </label>
            </div>
            {refreshed === null ? (
              <p className={styles.note} role="status">
                {words.checking}
              </p>
            ) : null}
            <CardGrid layout="fullWidth" aria-busy={refreshed === null}>
              {(order === 'reduction' ? byReduction(saved) : saved).map((p) => {
                const now = refreshed?.get(p.id);
                const gone = now?.status === 'gone';
                const card = now?.status === 'found' ? now.property : p;
                const isChosen = liveChosen.includes(p.id);
                return (
                  <li key={p.id} className={styles.item} data-shortlist-item={p.id}>
                    {gone ? (
                      <div className={styles.gone}>
                        <span className={styles.goneBadge}>{words.gone}</span>
                        <h3 className={styles.goneTitle} lang={backendLang(texts.locale)}>
                          {p.title}
                        </h3>
                        <p className={styles.note}>{words.goneText}</p>
                      </div>
                    ) : (
                      <div className={styles.itemCard}>
                        <PropertyCard property={card} texts={texts} />
                      </div>
                    )}
                    {now?.status === 'unavailable' ? (
                      <p className={styles.note}>{words.notChecked}</p>
                    ) : null}
                    {gone ? null : <ChangeNotes property={p} words={words} />}
                    <div className={styles.itemControls}>
                      {gone ? (
                        <span />
                      ) : (
                        <label className={styles.check}>
                          <input
                            type="checkbox"
                            checked={isChosen}
                            disabled={!isChosen && liveChosen.length >= COMPARE_MAX}
                            onChange={(e) => toggleChosen(p.id, e.currentTarget.checked)}
                          />
                          {words.compare} <span className="visually-hidden">{p.title}</span>
                        </label>
                      )}
                      <button type="button" className={styles.link} onClick={() => remove(p.id)}>
                        {words.remove} <span className="visually-hidden">{fill(words.removeProperty, { title: p.title })}</span>
                      </button>
                    </div>
                  </li>
                );
              })}
            </CardGrid>
          </>
        )}
      </section>

      <SavedSearches searches={searches} words={words} locale={texts.locale} />
    </>
  );
}
