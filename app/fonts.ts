import localFont from 'next/font/local';

/**
 * Inter, self-hosted from npm (@fontsource-variable/inter), in two cuts made by `npm run fonts:subset`
 * (app/font-files), both keeping only the weights the styles use (400 to 800, lib/font-subset.ts WEIGHTS):
 * the Latin file (32 KB instead of 48, preloaded), and beside it only the Maltese letters of Latin
 * Extended (ċ ġ ħ ż), which place names put on nearly every page: 2 KB instead of the whole 86 KB
 * Latin Extended file. Other letters outside Latin-1 fall back to the system font.
 */
export const inter = localFont({
  src: './font-files/inter-latin-wght.woff2',
  variable: '--font-inter',
  weight: '400 800',
  display: 'swap',
  adjustFontFallback: 'Arial',
});

export const interExt = localFont({
  src: './font-files/inter-maltese-wght.woff2',
  variable: '--font-inter-ext',
  weight: '400 800',
  display: 'swap',
  preload: false,
  adjustFontFallback: 'Arial',
  // next/font wants literals: unicodeRange(MALTESE_LETTERS) of lib/font-subset.ts (tests/unit/fonts.test.ts)
  declarations: [{ prop: 'unicode-range', value: 'U+010A-010B, U+0120-0121, U+0126-0127, U+017B-017C' }],
});
