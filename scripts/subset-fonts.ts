/**
 * `npm run fonts:subset`: cuts the two Inter files the site serves from @fontsource-variable/inter,
 * each keeping only the weights the styles use (lib/font-subset.ts WEIGHTS):
 * - app/font-files/inter-latin-wght.woff2: the Latin file's own characters (LATIN_RANGE); 48 KB as
 *   published with every weight from 100 to 900, about 32 KB cut. It is preloaded on every page, and
 *   on a slow phone connection it shares the bandwidth with the first photo.
 * - app/font-files/inter-maltese-wght.woff2: the few Latin Extended letters Maltese needs
 *   (Ċ ċ Ġ ġ Ħ ħ Ż ż), which place names put on nearly every page; the whole Latin Extended file is
 *   86 KB, this cut about 2 KB.
 * Run again after updating @fontsource-variable/inter; the output is committed so builds need
 * nothing but the files.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import { charactersOf, LATIN_RANGE, MALTESE_LETTERS, WEIGHTS } from '../lib/font-subset.ts';

const root = path.resolve(import.meta.dirname, '..');
const published = (file: string) => readFileSync(path.join(root, 'node_modules/@fontsource-variable/inter/files', file));

export const cuts = [
  { source: 'inter-latin-wght-normal.woff2', target: 'app/font-files/inter-latin-wght.woff2', text: charactersOf(LATIN_RANGE) },
  { source: 'inter-latin-ext-wght-normal.woff2', target: 'app/font-files/inter-maltese-wght.woff2', text: MALTESE_LETTERS },
];

/** One cut, made the way the committed file was made. */
export function cut(source: string, text: string): Promise<Buffer> {
  return subsetFont(published(source), text, { targetFormat: 'woff2', variationAxes: { wght: { ...WEIGHTS } } });
}

if (import.meta.main) {
  for (const c of cuts) {
    const font = await cut(c.source, c.text);
    writeFileSync(path.join(root, c.target), font);
    console.log(`${c.target}: ${font.length} bytes (from ${c.source}, weights ${WEIGHTS.min}–${WEIGHTS.max})`);
  }
}
