/**
 * Capital letters as stroke paths on a 10 × 14 grid, so agent initials render the same everywhere
 * without depending on the fonts installed on the machine.
 */
type Pt = readonly [number, number];

function arc(cx: number, cy: number, rx: number, ry: number, from: number, to: number, steps = 14): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i <= steps; i++) {
    const a = ((from + ((to - from) * i) / steps) * Math.PI) / 180;
    out.push([cx + rx * Math.cos(a), cy + ry * Math.sin(a)]);
  }
  return out;
}

const O = arc(5, 7, 5, 7, 0, 360, 28);

const GLYPHS: Record<string, readonly (readonly Pt[])[]> = {
  A: [[[0, 14], [5, 0], [10, 14]], [[1.9, 8.6], [8.1, 8.6]]],
  B: [[[0, 7], [0, 0], [6, 0], [8.8, 1.5], [8.8, 5.5], [6, 7], [0, 7], [0, 14], [6.5, 14], [9.6, 12.3], [9.6, 8.7], [6.5, 7]]],
  C: [arc(5.3, 7, 5, 7, 320, 40, 20).reverse()],
  D: [[[0, 0], [0, 14], [4.5, 14], [8.5, 11.5], [10, 7], [8.5, 2.5], [4.5, 0], [0, 0]]],
  E: [[[10, 0], [0, 0], [0, 14], [10, 14]], [[0, 7], [7.5, 7]]],
  F: [[[10, 0], [0, 0], [0, 14]], [[0, 7], [7.5, 7]]],
  G: [[...arc(5.3, 7, 5, 7, 320, 40, 20), [10, 8], [6, 8]]],
  H: [[[0, 0], [0, 14]], [[10, 0], [10, 14]], [[0, 7], [10, 7]]],
  I: [[[5, 0], [5, 14]], [[2, 0], [8, 0]], [[2, 14], [8, 14]]],
  J: [[[10, 0], [10, 10], [9, 12.8], [6.5, 14], [3.5, 14], [1, 12.8], [0, 10.5]]],
  K: [[[0, 0], [0, 14]], [[10, 0], [0, 9]], [[3.6, 5.8], [10, 14]]],
  L: [[[0, 0], [0, 14], [10, 14]]],
  M: [[[0, 14], [0, 0], [5, 9], [10, 0], [10, 14]]],
  N: [[[0, 14], [0, 0], [10, 14], [10, 0]]],
  O: [O],
  P: [[[0, 14], [0, 0], [6.5, 0], [9.5, 1.8], [9.5, 5.7], [6.5, 7.5], [0, 7.5]]],
  Q: [O, [[6, 10], [10, 14.5]]],
  R: [[[0, 14], [0, 0], [6.5, 0], [9.5, 1.8], [9.5, 5.7], [6.5, 7.5], [0, 7.5]], [[5, 7.5], [10, 14]]],
  S: [[[9.5, 2], [8, 0.4], [5, 0], [2, 0.4], [0.5, 2.2], [0.5, 4.8], [2.5, 6.3], [7.5, 7.7], [9.5, 9.2], [9.5, 12], [8, 13.6], [5, 14], [2, 13.6], [0.5, 12]]],
  T: [[[0, 0], [10, 0]], [[5, 0], [5, 14]]],
  U: [[[0, 0], [0, 10], [1, 12.8], [3.5, 14], [6.5, 14], [9, 12.8], [10, 10], [10, 0]]],
  V: [[[0, 0], [5, 14], [10, 0]]],
  W: [[[0, 0], [2.5, 14], [5, 5], [7.5, 14], [10, 0]]],
  X: [[[0, 0], [10, 14]], [[10, 0], [0, 14]]],
  Y: [[[0, 0], [5, 7], [10, 0]], [[5, 7], [5, 14]]],
  Z: [[[0, 0], [10, 0], [0, 14], [10, 14]]],
};

/** Initials of a name as plain capitals A–Z (accents dropped), at most two. */
export function initials(...names: string[]): string {
  return names
    .map((n) => n.normalize('NFD').replace(/[^A-Za-z]/g, '').charAt(0).toUpperCase())
    .filter((c) => c in GLYPHS)
    .slice(0, 2)
    .join('');
}

/** SVG path data for `text` with its top-left at (x, y), letters `size` high. */
export function textPath(text: string, x: number, y: number, size: number): { d: string; width: number } {
  const s = size / 14;
  const advance = 13 * s;
  const parts: string[] = [];
  [...text].forEach((ch, i) => {
    const glyph = GLYPHS[ch];
    if (!glyph) return;
    const ox = x + i * advance;
    for (const line of glyph) {
      parts.push(
        line.map(([gx, gy], j) => `${j === 0 ? 'M' : 'L'}${(ox + gx * s).toFixed(1)} ${(y + gy * s).toFixed(1)}`).join(' '),
      );
    }
  });
  return { d: parts.join(' '), width: text.length === 0 ? 0 : (text.length - 1) * advance + 10 * s };
}
