import { priceLines, type PriceFields } from '@/lib/price';

/**
 * A property's price as its card and its detail page show it: the main line (or "Price on
 * request"), then each other kind of price (per day, per year) in a span of its own.
 */
export function PropertyPrice({ price, className, extraClassName }: { price: PriceFields; className?: string; extraClassName?: string }) {
  const [main, ...extra] = priceLines(price);
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
