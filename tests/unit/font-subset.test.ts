import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { charactersOf, LATIN_RANGE, MALTESE_LETTERS, unicodeRange, WEIGHTS } from '@/lib/font-subset';
import { cut, cuts } from '../../scripts/subset-fonts';

const root = path.resolve(import.meta.dirname, '../..');

describe('unicodeRange and charactersOf', () => {
  it('joins consecutive code points and keeps single ones apart', () => {
    expect(unicodeRange('ba')).toBe('U+0061-0062');
    expect(unicodeRange('a€c')).toBe('U+0061, U+0063, U+20AC');
    expect(unicodeRange('aa')).toBe('U+0061');
    expect(unicodeRange(MALTESE_LETTERS)).toBe('U+010A-010B, U+0120-0121, U+0126-0127, U+017B-017C');
  });

  it('reads a range back into its characters', () => {
    expect(charactersOf('U+0061-0063, U+20AC')).toBe('abc€');
    expect(charactersOf(unicodeRange(MALTESE_LETTERS))).toBe('ĊċĠġĦħŻż');
    expect(charactersOf(LATIN_RANGE)).toContain('é');
    expect(() => charactersOf('U+00ZZ')).toThrow(/unicode-range/);
  });
});

describe('the font cuts', () => {
  it('keep exactly the characters @fontsource-variable/inter declares for its Latin file', () => {
    const css = readFileSync(path.join(root, 'node_modules/@fontsource-variable/inter/wght.css'), 'utf8');
    const block = css.split('@font-face').find((b) => b.includes('inter-latin-wght-normal.woff2'));
    expect(block).toBeDefined();
    expect(/unicode-range:\s*([^;]+);/.exec(block!)?.[1]?.trim()).toBe(LATIN_RANGE);
  });

  it('are declared for the weights they keep and the Maltese letters', () => {
    const fonts = readFileSync(path.join(root, 'app/fonts.ts'), 'utf8');
    expect(fonts.match(/weight: '(\d+) (\d+)'/g)).toEqual([`weight: '${WEIGHTS.min} ${WEIGHTS.max}'`, `weight: '${WEIGHTS.min} ${WEIGHTS.max}'`]);
    expect(fonts).toContain(`value: '${unicodeRange(MALTESE_LETTERS)}'`);
  });

  it('cover every font weight the styles ask for', () => {
    const weights: number[] = [];
    const walk = (dir: string): void => {
      for (const e of readdirSync(path.join(root, dir), { withFileTypes: true })) {
        const rel = path.join(dir, e.name);
        if (e.isDirectory()) walk(rel);
        else if (e.name.endsWith('.css')) {
          for (const m of readFileSync(path.join(root, rel), 'utf8').matchAll(/font-weight:\s*([^;}]+)/g)) {
            const value = m[1]!.trim();
            expect(value, `${rel}: font-weight ${value}`).toMatch(/^\d+$/);
            weights.push(Number(value));
          }
        }
      }
    };
    walk('app');
    walk('components');
    expect(weights.length).toBeGreaterThan(0);
    expect(Math.min(...weights)).toBeGreaterThanOrEqual(WEIGHTS.min);
    expect(Math.max(...weights)).toBeLessThanOrEqual(WEIGHTS.max);
  });

  it.each(cuts)('$target is the committed cut of the installed Inter (npm run fonts:subset)', async ({ source, target, text }) => {
    const committed = readFileSync(path.join(root, target));
    expect(committed.equals(await cut(source, text))).toBe(true);
  });
});
