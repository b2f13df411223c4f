import localFont from 'next/font/local';

/**
 * Inter, self-hosted from npm (@fontsource-variable/inter): the Latin file, and beside it only the
 * Maltese letters of Latin Extended (ċ ġ ħ ż; app/font-files, made by `npm run fonts:subset`), which
 * place names put on nearly every page: 3 KB instead of the whole 86 KB Latin Extended file. Other
 * letters outside Latin-1 fall back to the system font.
 */
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'swap',
  adjustFontFallback: 'Arial',
});

export const interExt = localFont({
  src: './font-files/inter-maltese-wght.woff2',
  variable: '--font-inter-ext',
  weight: '100 900',
  display: 'swap',
  preload: false,
  adjustFontFallback: 'Arial',
  // next/font wants literals: unicodeRange(MALTESE_LETTERS) of lib/fonts.ts (tests/unit/fonts.test.ts)
  declarations: [{ prop: 'unicode-range', value: 'U+010A-010B, U+0120-0121, U+0126-0127, U+017B-017C' }],
});
