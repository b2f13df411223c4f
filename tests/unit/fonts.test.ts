import { readFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import { describe, expect, it } from 'vitest';
import { MALTESE_LETTERS, unicodeRange } from '@/lib/fonts';

const root = path.resolve(import.meta.dirname, '../..');

describe('unicodeRange', () => {
  it('joins consecutive code points and keeps single ones apart', () => {
    expect(unicodeRange('ba')).toBe('U+0061-0062');
    expect(unicodeRange('a€c')).toBe('U+0061, U+0063, U+20AC');
    expect(unicodeRange('aa')).toBe('U+0061');
    expect(unicodeRange(MALTESE_LETTERS)).toBe('U+010A-010B, U+0120-0121, U+0126-0127, U+017B-017C');
  });
});

describe('the Maltese letters font', () => {
  it('is declared for exactly the Maltese letters', () => {
    const fonts = readFileSync(path.join(root, 'app/fonts.ts'), 'utf8');
    expect(fonts).toContain(`value: '${unicodeRange(MALTESE_LETTERS)}'`);
  });

  it('is the committed cut of the installed Inter (npm run fonts:subset), so it has every letter', async () => {
    const source = readFileSync(path.join(root, 'node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2'));
    const committed = readFileSync(path.join(root, 'app/font-files/inter-maltese-wght.woff2'));
    const fresh = await subsetFont(source, MALTESE_LETTERS, { targetFormat: 'woff2' });
    expect(committed.equals(fresh)).toBe(true);
  });
});
