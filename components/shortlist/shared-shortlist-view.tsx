'use client';

import type { Dictionary } from '@/lib/i18n/dictionaries/en';
import { fill } from '@/lib/i18n/format';
import { localizePath } from '@/lib/i18n/paths';
import Link from '@/components/ui/link';
import { useEffect, useState } from 'react';
import { propertyPath } from '@/lib/routes';
import { SHORTLIST_MAX, type ShortlistCard } from '@/lib/shortlist';
import { COMPARE_MAX, compareHref, decodeIds, encodeIds, type PropertyRef } from '@/lib/list-links';
import { CardGrid } from '@/components/property/card-grid';
import { PropertyCard } from '@/components/property/property-card';
import type { CardTexts } from '@/lib/i18n/card-texts';
import { AddAllButton } from './add-all-button';
import { refreshProperties, type Refreshed } from './refresh';
import styles from './shortlist.module.css';

/** A shared list's property: its card, or `pending` until the browser has asked for it. */
export type SharedItem = PropertyRef &
  ({ status: 'found'; property: ShortlistCard } | { status: 'pending' } | { status: 'gone' } | { status: 'unavailable' });

/** A pending item as the refresh answered it (not answered: unavailable). */
function settled(item: SharedItem, answer: Refreshed | undefined): SharedItem {
  if (item.status !== 'pending') return item;
  const ref = { id: item.id, lettingType: item.lettingType };
  if (answer?.status === 'found') return { ...ref, status: 'found', property: answer.property };
  return { ...ref, status: answer?.status === 'gone' ? 'gone' : 'unavailable' };
}

/**
 * A shared shortlist as cards, with "add all to my shortlist" and the comparison of the first four.
 * The properties the server could not show from the data cache are asked of app/api/shortlist once,
 * as a shared list's; until then (and without script) each is its reference and a link to its page.
 */
export function SharedShortlistView({ items: rendered, texts, words }: { items: SharedItem[]; texts: CardTexts; words: Dictionary['shortlist'] }) {
  const [items, setItems] = useState(rendered);
  const pending = encodeIds(rendered.filter((i) => i.status === 'pending'));
  useEffect(() => {
    if (pending === '') return;
    const controller = new AbortController();
    const answer = (answers: Map<number, Refreshed>) => setItems((current) => current.map((i) => settled(i, answers.get(i.id))));
    refreshProperties(decodeIds(pending, SHORTLIST_MAX), 'shared', controller.signal)
      .then(({ found }) => answer(found))
      .catch((e: unknown) => {
        if ((e as Error).name !== 'AbortError') answer(new Map());
      });
    return () => controller.abort();
  }, [pending]);

  const cards = items.flatMap((i) => (i.status === 'found' ? [i.property] : []));
  return (
    <section aria-labelledby="shared-heading" className={styles.section}>
      <h2 id="shared-heading" className={styles.sectionHeading}>
        {fill(items.length === 1 ? words.sharedOne : words.sharedMany, { count: items.length })}
      </h2>
      <div className={styles.toolbar}>
        <AddAllButton cards={cards} words={words} locale={texts.locale} />
        {cards.length >= 2 ? (
          <Link href={localizePath(texts.locale, compareHref(cards.slice(0, COMPARE_MAX)))} className={styles.button}>
            {fill(words.compareFirst, { count: Math.min(cards.length, COMPARE_MAX) })}
          </Link>
        ) : null}
      </div>
      <CardGrid layout="fullWidth">
        {items.map((item, i) => (
          <li key={item.id} className={styles.item} data-shortlist-item={item.id} data-status={item.status}>
            {item.status === 'found' ? (
              <PropertyCard property={item.property} texts={texts} priority={i === 0} />
            ) : (
              <div className={styles.gone}>
                {item.status === 'pending' ? null : (
                  <span className={styles.goneBadge}>{item.status === 'gone' ? words.gone : words.cannotShow}</span>
                )}
                <p className={styles.note}>{fill(words.reference, { id: item.id })}</p>
                {item.status === 'gone' ? null : (
                  <Link href={localizePath(texts.locale, propertyPath(item))} className={styles.link}>
                    {fill(words.openProperty, { id: item.id })}
                  </Link>
                )}
              </div>
            )}
          </li>
        ))}
      </CardGrid>
    </section>
  );
}
