/**
 * `npm run fonts:subset`: writes app/font-files/inter-maltese-wght.woff2, the few Latin Extended letters
 * Maltese needs (Ċ ċ Ġ ġ Ħ ħ Ż ż) cut from Inter's variable Latin Extended file
 * (@fontsource-variable/inter), every weight kept. Place names carry these letters on nearly every
 * page; the whole Latin Extended file is 86 KB, this cut about 3 KB. Run again after updating
 * @fontsource-variable/inter; the output is committed so builds need nothing but the file.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import { MALTESE_LETTERS } from '../lib/fonts.ts';

const root = path.resolve(import.meta.dirname, '..');
const source = path.join(root, 'node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2');
const target = path.join(root, 'app/font-files/inter-maltese-wght.woff2');

const font = await subsetFont(readFileSync(source), MALTESE_LETTERS, { targetFormat: 'woff2' });
writeFileSync(target, font);
console.log(`${path.relative(root, target)}: ${font.length} bytes (${MALTESE_LETTERS})`);
