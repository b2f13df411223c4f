/** The letters of the Maltese alphabet outside Latin-1, which Inter's Latin file lacks. */
export const MALTESE_LETTERS = 'ĊċĠġĦħŻż';

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
