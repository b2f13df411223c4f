import { formatEuro } from '@/lib/price';
import { compareToMedian, MIN_COMPARABLE, type PricedListing, type PriceFigures } from '@/lib/price-insight';
import type { Dictionary } from '@/lib/i18n/dictionaries/en';
import { backendName } from '@/lib/i18n/card-texts';
import { longDate } from '@/lib/i18n/dates';
import { fill } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import styles from './price-summary.module.css';

/**
 * Where a property's asking price per m² falls against the median of its like in its locality: its
 * own type ("12% below the median asking price per m² of penthouses in Sliema"), or its kind where
 * too few of its type are there, which it then says; and what that median is. Nothing when there is
 * no fair median to compare with (lib/price-insight.ts, compareToMedian).
 */
export function MedianComparison({
  listing,
  place,
  figures,
  texts,
  locale,
}: {
  listing: PricedListing;
  place: string;
  figures: PriceFigures;
  texts: Dictionary['prices'];
  locale: Locale;
}) {
  const c = compareToMedian(listing, figures);
  if (!c) return null;
  const of = 'type' in c.basis ? backendName(texts.typesIn, c.basis.type) : texts.kindsIn[c.basis.kind];
  return (
    <p className={styles.comparison}>
      <strong>{fill(texts[c.direction], { percent: c.percent, kind: of, place })}</strong>{' '}
      <span className={styles.of}>
        {'kind' in c.basis ? `${fill(texts.tooFewOfType, { type: backendName(texts.typesIn, c.basis.tooFewOfType), place, min: MIN_COMPARABLE })} ` : null}
        {fill(texts.comparisonNote, { price: formatEuro(c.median), count: c.comparable, date: longDate(figures.countedOn, locale) })}
      </span>
    </p>
  );
}
