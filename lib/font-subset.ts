/** The letters of the Maltese alphabet outside Latin-1, which Inter's Latin file lacks. */
export const MALTESE_LETTERS = 'ĊċĠġĦħŻż';

/**
 * What Inter's Latin file (@fontsource-variable/inter) is declared for: the characters the site's
 * Latin cut keeps (tests/unit/fonts.test.ts holds it to the package's own stylesheet).
 */
export const LATIN_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

/** The weights the site's styles use (400 to 800); the cuts keep only this part of Inter's weight axis. */
export const WEIGHTS = { min: 400, max: 800 } as const;

/** A CSS unicode-range covering exactly these characters, consecutive code points joined (U+010A-010B, …). */
export function unicodeRange(chars: string): string {
  const points = [...new Set([...chars].map((c) => c.codePointAt(0)!))].sort((a, b) => a - b);
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
  const ranges: string[] = [];
  for (let i = 0; i < points.length; i++) {
    const start = points[i]!;
    while (points[i + 1] === points[i]! + 1) i++;
    ranges.push(start === points[i] ? `U+${hex(start)}` : `U+${hex(start)}-${hex(points[i]!)}`);
  }
  return ranges.join(', ');
}

/** Every character of a CSS unicode-range (`U+0000-00FF,U+0131`), the inverse of unicodeRange. */
export function charactersOf(range: string): string {
  let out = '';
  for (const part of range.split(',')) {
    const m = /^\s*U\+([0-9A-F]{1,6})(?:-([0-9A-F]{1,6}))?\s*$/i.exec(part);
    if (!m) throw new Error(`not a unicode-range part: ${part}`);
    const start = parseInt(m[1]!, 16);
    const end = m[2] ? parseInt(m[2], 16) : start;
    for (let c = start; c <= end; c++) out += String.fromCodePoint(c);
  }
  return out;
}
