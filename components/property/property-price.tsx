import { priceLines, type PriceFields, type PriceWords } from '@/lib/price';

/**
 * A property's price as its card and its detail page show it: the main line (or "Price on
 * request"), then each other kind of price (per day, per year) in a span of its own, in the words
 * of the page's language.
 */
export function PropertyPrice({ price, words, className, extraClassName }: { price: PriceFields; words: PriceWords; className?: string; extraClassName?: string }) {
  const [main, ...extra] = priceLines(price, words);
  return (
    <p className={className}>
      {main?.text}
      {extra.map((l) => (
        <span key={l.kind} className={extraClassName}>
          {l.text}
        </span>
      ))}
    </p>
  );
}
