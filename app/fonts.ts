import localFont from 'next/font/local';

/** Inter, self-hosted from npm (@fontsource-variable/inter); Latin first, Latin Extended (ġ ħ ż) beside it. */
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'swap',
  adjustFontFallback: 'Arial',
});

export const interExt = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2',
  variable: '--font-inter-ext',
  weight: '100 900',
  display: 'swap',
  preload: false,
  adjustFontFallback: 'Arial',
});
