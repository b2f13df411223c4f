// The empty page made once as ../company is, but weighing what a 20-card listing weighs: its HTML and
// the inline payload that repeats it come to about the listing document's 160 KB, so that
// bench:throughput reads what the framework spends per byte (its ETag, the copy of the stored HTML,
// compression) apart from what the site adds.
export { madeOnFirstRequest as generateStaticParams } from '../../../../../../lib/cached-routes';
export const revalidate = 300;

const WORDS = ['apartment', 'Sliema', 'sea views', 'bedrooms', 'terrace', '€ 450,000', 'finished', 'lift', 'garage', 'Gozo', 'penthouse', 'airspace'];

/** 20 cards of about 4 KB of text each, made of a few words in a changing order, as listings are. */
function cards() {
  return Array.from({ length: 20 }, (_, card) => ({
    id: card,
    lines: Array.from({ length: 40 }, (_, line) => Array.from({ length: 12 }, (_, word) => WORDS[(card * 7 + line * 5 + word * 3) % WORDS.length]).join(' ') + ` ${card * 40 + line}`),
  }));
}

export default function Page() {
  return (
    <main>
      <h1>Baseline</h1>
      {cards().map((card) => (
        <article key={card.id}>
          {card.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </article>
      ))}
    </main>
  );
}
