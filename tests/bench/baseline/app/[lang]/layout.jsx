// The empty-page baseline of the benchmarks (scripts/bench): an App Router app of the same Next.js
// version with nothing of the site in it, so every figure can be read against what the framework alone costs.
// Its pages are under [lang], as the site's are: the site's middleware, which answers in front of it,
// serves an unprefixed address from the English segment (docs/decisions/languages.md).
import { HydrationMark } from './hydration-mark';

export const metadata = { title: 'Baseline', description: 'An empty App Router page for the benchmarks.', robots: { index: false } };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>
        {children}
        <HydrationMark />
      </body>
    </html>
  );
}
