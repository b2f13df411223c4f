import { formatEuro, groupThousands } from '@/lib/price';
import { MIN_COMPARABLE, type Bin, type PriceFigures } from '@/lib/price-insight';
import type { Dictionary } from '@/lib/i18n/dictionaries/en';
import { backendName } from '@/lib/i18n/card-texts';
import { longDate } from '@/lib/i18n/dates';
import { fill } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import styles from './price-summary.module.css';

type Texts = Dictionary['prices'];

/** The chart's drawing box: bars between the counts above them and the prices below, and the axis's name under them. */
const WIDTH = 320;
const TOP = 16;
const BARS = 96;
const TICKS = TOP + BARS + 16;
const HEIGHT = TICKS + 18;

/** The chart's text alternative: what it shows, over what, and where most of it is. */
function chartDescription(bins: Bin[], texts: Texts): string {
  const peak = bins.reduce((a, b) => (b.count > a.count ? b : a));
  return fill(texts.chartDescription, {
    count: bins.reduce((n, b) => n + b.count, 0),
    width: formatEuro(bins[0]!.to - bins[0]!.from),
    from: formatEuro(bins[0]!.from),
    to: formatEuro(bins.at(-1)!.to),
    most: peak.count,
    peakFrom: formatEuro(peak.from),
    peakTo: formatEuro(peak.to - 1),
  });
}

/** The bars of the chart, drawn on the server: no script, read as an image with its description. */
function Histogram({ bins, texts }: { bins: Bin[]; texts: Texts }) {
  const most = Math.max(...bins.map((b) => b.count));
  const step = WIDTH / bins.length;
  return (
    <svg className={styles.chart} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby="price-chart-title" aria-describedby="price-chart-desc">
      <title id="price-chart-title">{texts.chart}</title>
      <desc id="price-chart-desc">{chartDescription(bins, texts)}</desc>
      {bins.map((b, i) => {
        const h = (b.count / most) * BARS;
        const x = i * step;
        return (
          <g key={b.from}>
            <rect className={styles.bar} x={x + 2} y={TOP + BARS - h} width={step - 4} height={h} rx={2} />
            <text className={styles.count} x={x + step / 2} y={TOP + BARS - h - 4} textAnchor="middle">
              {b.count}
            </text>
            <text className={styles.axis} x={x + 2} y={TICKS}>
              {groupThousands(b.from)}
            </text>
          </g>
        );
      })}
      <line className={styles.baseline} x1={0} x2={WIDTH} y1={TOP + BARS + 0.5} y2={TOP + BARS + 0.5} />
      <text className={styles.axis} x={WIDTH} y={HEIGHT - 2} textAnchor="end">
        {texts.chartAxis}
      </text>
    </svg>
  );
}

/** What a kind's line counted: its one property type when it holds only that ("Penthouses"), else the kind. */
function kindLabel(k: PriceFigures['kinds'][number], texts: Texts): string {
  if (k.types.length !== 1) return texts.kinds[k.kind];
  const name = backendName(texts.typesIn, k.types[0]!);
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/**
 * A landing page's summary of the asking prices of its own listings (lib/api/price-figures.ts): how
 * many are for sale, the median €/m² of each kind, the range and a chart, and what the figures are.
 * Server-rendered, no client code.
 */
export function PriceSummary({ figures, texts, locale }: { figures: PriceFigures; texts: Texts; locale: Locale }) {
  const { total, read, comparable, kinds, median, range, bins } = figures;
  // a page without listings has nothing to sum up
  if (total === 0) return null;
  return (
    <section className={`${styles.summary} render-near-view`} aria-labelledby="price-summary-heading">
      <h2 id="price-summary-heading">{texts.heading}</h2>
      <p className={styles.lead}>
        {fill(total === 1 ? texts.forSaleOne : texts.forSaleMany, { count: groupThousands(total) })}
        {median !== null && range ? <> {fill(texts.story, { median: formatEuro(median), min: formatEuro(range.min), max: formatEuro(range.max) })}</> : null}
      </p>
      {range ? (
        <div className={styles.figures}>
          {kinds.length > 0 ? (
            <dl className={styles.kinds}>
              {kinds.map((k) => (
                <div key={k.kind} className={styles.kind}>
                  <dt>{kindLabel(k, texts)}</dt>
                  {k.median === null ? (
                    <dd className={styles.tooFew}>{fill(texts.tooFew, { count: k.comparable })}</dd>
                  ) : (
                    <dd>
                      <strong>{fill(texts.median, { price: formatEuro(k.median) })}</strong>{' '}
                      <span className={styles.of}>{fill(texts.medianOf, { count: k.comparable })}</span>
                    </dd>
                  )}
                </div>
              ))}
            </dl>
          ) : null}
          <div className={styles.distribution}>
            <p className={styles.range}>{fill(texts.range, { min: formatEuro(range.min), max: formatEuro(range.max) })}</p>
            {range.below + range.above > 0 ? <p className={styles.of}>{fill(texts.rangeLeftOut, { below: range.below, above: range.above })}</p> : null}
            <Histogram bins={bins} texts={texts} />
            <details className={styles.table}>
              <summary>{texts.table}</summary>
              <table>
                <thead>
                  <tr>
                    <th scope="col">{texts.priceColumn}</th>
                    <th scope="col">{texts.countColumn}</th>
                  </tr>
                </thead>
                <tbody>
                  {bins.map((b) => (
                    <tr key={b.from}>
                      <td>
                        {formatEuro(b.from)} – {formatEuro(b.to - 1)}
                      </td>
                      <td>{b.count}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          </div>
        </div>
      ) : total > 0 ? (
        <p>{texts.tooFewPlace}</p>
      ) : null}
      <p className={styles.note}>
        {fill(texts.note, { date: longDate(figures.countedOn, locale), comparable, min: MIN_COMPARABLE })}
        {read < total ? <> {fill(texts.noteRead, { read })}</> : null}
      </p>
    </section>
  );
}
