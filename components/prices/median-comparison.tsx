import { formatEuro } from '@/lib/price';
import { compareToMedian, type PricedListing, type PriceFigures } from '@/lib/price-insight';
import type { Dictionary } from '@/lib/i18n/dictionaries/en';
import { longDate } from '@/lib/i18n/dates';
import { fill } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import styles from './price-summary.module.css';

/**
 * Where a property's asking price per m² falls against the median of its kind in its locality
 * ("12% below the median asking price per m² of apartments and penthouses in Sliema"), and what that
 * median is; nothing when there is no fair median to compare with.
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
  return (
    <p className={styles.comparison}>
      <strong>{fill(texts[c.direction], { percent: c.percent, kind: texts.kindsIn[c.kind], place })}</strong>{' '}
      <span className={styles.of}>
        {fill(texts.comparisonNote, { price: formatEuro(c.median), count: c.comparable, date: longDate(figures.countedOn, locale) })}
      </span>
    </p>
  );
}
