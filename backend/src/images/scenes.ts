/**
 * Deterministic SVG pictures for the demo data: Mediterranean scenes for property photos (limestone
 * façades with Maltese closed balconies, sea views from terraces, interiors, countryside, fishing
 * harbours, offices, garages, restaurant terraces), agent portraits and blog headers. The same seed
 * always draws the same picture. Drawn on a 1200-unit-wide canvas whose height follows the ratio.
 */
import { createRng, type Rng } from '../seed/prng.ts';
import type { Scene } from '../seed/catalog.ts';
import { textPath } from './glyphs.ts';

const W = 1200;

const SKIES: readonly (readonly [string, string])[] = [
  ['#2f7fcf', '#bfe2f6'],
  ['#4d9de0', '#e6f3fa'],
  ['#2a68b0', '#a6d5f2'],
  ['#5ba3d9', '#f3ead2'],
  ['#e99a57', '#fde3b8'],
  ['#6a6ea8', '#f6b59a'],
  ['#3b8fd0', '#d9eef8'],
];
const SEAS: readonly (readonly [string, string])[] = [
  ['#134f7d', '#2f9cc4'],
  ['#0f4470', '#2e86b5'],
  ['#14627a', '#41b0bd'],
  ['#1d5a8f', '#4aa9d6'],
];
const STONES = ['#e8cf9e', '#dcbc83', '#efdcb2', '#d6b079', '#e3c48e', '#f0e0bd', '#d9bf8f', '#e6c994'];
const WOODS = ['#2f6b3f', '#3d7f4d', '#2b5a84', '#8e2f2f', '#b7892f', '#2c6e6a', '#6b4a2f', '#1f4f6e', '#7a2940'];
const FABRICS = ['#3d5a80', '#98c1d9', '#e07a5f', '#81b29a', '#f2cc8f', '#6d597a', '#b56576', '#52796f', '#c9ada7'];

const f1 = (n: number) => n.toFixed(1);

class Canvas {
  readonly parts: string[] = [];
  readonly defs: string[] = [];
  private ids = 0;
  readonly h: number;
  constructor(h: number) {
    this.h = h;
  }
  id(prefix: string) {
    return `${prefix}${this.ids++}`;
  }
  add(s: string) {
    this.parts.push(s);
  }
  linear(stops: readonly (readonly [number, string, number?])[], vertical = true) {
    const id = this.id('g');
    const [x2, y2] = vertical ? ['0', '1'] : ['1', '0'];
    this.defs.push(
      `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops
        .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
        .join('')}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  radial(stops: readonly (readonly [number, string, number?])[]) {
    const id = this.id('r');
    this.defs.push(
      `<radialGradient id="${id}">${stops
        .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
        .join('')}</radialGradient>`,
    );
    return `url(#${id})`;
  }
  rect(x: number, y: number, w: number, h: number, fill: string, extra = '') {
    this.add(`<rect x="${f1(x)}" y="${f1(y)}" width="${f1(Math.max(0, w))}" height="${f1(Math.max(0, h))}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`);
  }
  path(d: string, fill: string, extra = '') {
    this.add(`<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`);
  }
  ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') {
    this.add(`<ellipse cx="${f1(cx)}" cy="${f1(cy)}" rx="${f1(rx)}" ry="${f1(ry)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`);
  }
  line(x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra = '') {
    this.add(`<line x1="${f1(x1)}" y1="${f1(y1)}" x2="${f1(x2)}" y2="${f1(y2)}" stroke="${stroke}" stroke-width="${width}"${extra ? ` ${extra}` : ''}/>`);
  }
  svg(width: number, height: number) {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${f1(this.h)}" preserveAspectRatio="xMidYMid slice"><defs>${this.defs.join('')}</defs>${this.parts.join('')}</svg>`;
  }
}

function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const ch = (v: number) => Math.max(0, Math.min(255, Math.round(amount < 0 ? v * (1 + amount) : v + (255 - v) * amount)));
  const r = ch((n >> 16) & 255);
  const g = ch((n >> 8) & 255);
  const b = ch(n & 255);
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, '0')}`;
}

/* ---------- shared pieces ---------- */

function sky(c: Canvas, r: Rng, bottom: number) {
  const [top, low] = r.pick(SKIES);
  c.rect(0, 0, W, bottom + 2, c.linear([[0, top], [1, low]]));
  if (r.chance(0.75)) {
    const sx = r.float(150, 1050);
    const sy = r.float(bottom * 0.15, bottom * 0.55);
    c.ellipse(sx, sy, 260, 260, c.radial([[0, '#fff8e1', 0.9], [0.2, '#fff3c4', 0.55], [1, '#fff3c4', 0]]));
    c.ellipse(sx, sy, 38, 38, '#fffbea', 'opacity="0.95"');
  }
  const clouds = r.int(1, 5);
  for (let i = 0; i < clouds; i++) {
    const cx = r.float(0, W);
    const cy = r.float(bottom * 0.08, bottom * 0.5);
    const s = r.float(0.6, 1.5);
    const o = r.float(0.5, 0.85);
    for (let k = 0; k < 5; k++) {
      c.ellipse(cx + (k - 2) * 38 * s + r.float(-10, 10), cy + r.float(-12, 6) * s, r.float(40, 70) * s, r.float(16, 28) * s, '#ffffff', `opacity="${f1(o * 0.7)}"`);
    }
  }
}

function sea(c: Canvas, r: Rng, top: number, bottom: number) {
  const [deep, light] = r.pick(SEAS);
  c.rect(0, top, W, bottom - top, c.linear([[0, light], [0.35, deep], [1, shade(deep, -0.25)]]));
  const lines = Math.round((bottom - top) / 5);
  for (let i = 0; i < lines; i++) {
    const y = top + r.next() ** 1.6 * (bottom - top);
    const len = 10 + ((y - top) / (bottom - top)) * 70 * r.next();
    const x = r.float(-20, W);
    c.line(x, y, x + len, y, '#ffffff', 1 + ((y - top) / (bottom - top)) * 2.2, `opacity="${f1(r.float(0.12, 0.4))}"`);
  }
}

/** A low coastline with a Valletta-like skyline: flat-roofed blocks, a dome and a spire. */
function skyline(c: Canvas, r: Rng, base: number, x0: number, x1: number, color: string) {
  const parts: string[] = [`M${f1(x0)} ${f1(base)}`];
  let x = x0;
  while (x < x1) {
    const w = r.float(14, 46);
    const h = r.float(10, 42);
    parts.push(`L${f1(x)} ${f1(base - h)} L${f1(Math.min(x1, x + w))} ${f1(base - h)}`);
    x += w;
  }
  parts.push(`L${f1(x1)} ${f1(base)} Z`);
  c.path(parts.join(' '), color);
  const dx = r.float(x0 + (x1 - x0) * 0.25, x0 + (x1 - x0) * 0.75);
  const dr = r.float(26, 40);
  c.rect(dx - dr * 0.8, base - 60, dr * 1.6, 22, color);
  c.path(`M${f1(dx - dr)} ${f1(base - 58)} A ${f1(dr)} ${f1(dr * 1.05)} 0 0 1 ${f1(dx + dr)} ${f1(base - 58)} Z`, color);
  c.rect(dx - 4, base - 58 - dr * 1.05 - 16, 8, 18, color);
  const sx = dx + r.pick([-1, 1]) * r.float(70, 140);
  c.path(`M${f1(sx - 9)} ${f1(base - 40)} L${f1(sx - 9)} ${f1(base - 95)} L${f1(sx)} ${f1(base - 140)} L${f1(sx + 9)} ${f1(base - 95)} L${f1(sx + 9)} ${f1(base - 40)} Z`, color);
}

function plant(c: Canvas, r: Rng, x: number, base: number, scale: number) {
  c.path(`M${f1(x - 18 * scale)} ${f1(base - 36 * scale)} L${f1(x + 18 * scale)} ${f1(base - 36 * scale)} L${f1(x + 13 * scale)} ${f1(base)} L${f1(x - 13 * scale)} ${f1(base)} Z`, '#b5603a');
  const greens = ['#3f7d3a', '#5c9a47', '#2f6a33', '#6aa84f'];
  for (let i = 0; i < 9; i++) {
    c.ellipse(x + r.float(-26, 26) * scale, base - 36 * scale - r.float(8, 60) * scale, r.float(9, 18) * scale, r.float(14, 26) * scale, r.pick(greens));
  }
  if (r.chance(0.5)) {
    for (let i = 0; i < 10; i++) {
      c.ellipse(x + r.float(-24, 24) * scale, base - 36 * scale - r.float(12, 62) * scale, 5 * scale, 5 * scale, r.pick(['#c2185b', '#d81b60', '#ad1457', '#f06292']));
    }
  }
}

function bougainvillea(c: Canvas, r: Rng, x: number, y: number, w: number, h: number) {
  for (let i = 0; i < 60; i++) c.ellipse(x + r.next() * w, y + r.next() * h, r.float(6, 16), r.float(5, 12), r.pick(['#3f7d3a', '#4e8c40', '#2f6a33']));
  for (let i = 0; i < 90; i++) c.ellipse(x + r.next() * w, y + r.next() * h, r.float(3, 8), r.float(3, 7), r.pick(['#c2185b', '#d81b60', '#e91e63', '#ad1457']), 'opacity="0.92"');
}

function window_(c: Canvas, r: Rng, x: number, y: number, w: number, h: number, stone: string, shutter: string | undefined) {
  c.rect(x - 7, y - 9, w + 14, h + 16, shade(stone, 0.22));
  c.rect(x - 10, y - 14, w + 20, 8, shade(stone, 0.3));
  c.rect(x, y, w, h, c.linear([[0, '#9fc3da'], [0.45, '#4e6f88'], [1, '#2a3d4f']]));
  c.line(x + w / 2, y, x + w / 2, y + h, '#f3efe6', 3);
  c.line(x, y + h * 0.38, x + w, y + h * 0.38, '#f3efe6', 3);
  if (shutter) {
    c.rect(x - 7 - w * 0.45, y - 4, w * 0.45, h + 6, shutter);
    c.rect(x + w + 7, y - 4, w * 0.45, h + 6, shutter);
    for (let k = 1; k < 7; k++) {
      c.line(x - 7 - w * 0.45, y - 4 + ((h + 6) * k) / 7, x - 7, y - 4 + ((h + 6) * k) / 7, shade(shutter, -0.3), 1.5);
      c.line(x + w + 7, y - 4 + ((h + 6) * k) / 7, x + w + 7 + w * 0.45, y - 4 + ((h + 6) * k) / 7, shade(shutter, -0.3), 1.5);
    }
  }
  void r;
}

/** The Maltese closed wooden balcony: a glazed, painted timber box on a stone corbel. */
function gallarija(c: Canvas, r: Rng, x: number, y: number, w: number, h: number, colour: string, stone: string) {
  c.path(`M${f1(x + 6)} ${f1(y + h)} L${f1(x + w - 6)} ${f1(y + h)} L${f1(x + w - 22)} ${f1(y + h + 30)} L${f1(x + 22)} ${f1(y + h + 30)} Z`, shade(stone, -0.12));
  c.rect(x + 10, y + h + 30, w - 20, 5, shade(stone, -0.25), 'opacity="0.5"');
  c.rect(x - 6, y - 10, w + 12, 12, shade(colour, -0.2));
  c.rect(x, y, w, h, colour);
  const panes = Math.max(3, Math.round(w / 42));
  const pw = (w - 12) / panes;
  for (let i = 0; i < panes; i++) {
    const px = x + 6 + i * pw;
    c.rect(px + 4, y + 8, pw - 8, h * 0.56, c.linear([[0, '#cfe4ee'], [1, '#5f7f95']]));
    c.line(px + 4, y + 8 + h * 0.2, px + pw - 4, y + 8 + h * 0.2, colour, 2.5);
    c.rect(px + 6, y + h * 0.7, pw - 12, h * 0.24, shade(colour, -0.15));
  }
  c.rect(x, y + h - 6, w, 6, shade(colour, -0.3));
  c.rect(x + w - 8, y, 8, h, '#000000', 'opacity="0.12"');
  void r;
}

function door(c: Canvas, x: number, base: number, w: number, h: number, colour: string, stone: string) {
  const arch = w / 2;
  c.path(`M${f1(x - 10)} ${f1(base)} L${f1(x - 10)} ${f1(base - h + arch)} A ${f1(arch + 10)} ${f1(arch + 10)} 0 0 1 ${f1(x + w + 10)} ${f1(base - h + arch)} L${f1(x + w + 10)} ${f1(base)} Z`, shade(stone, 0.25));
  c.path(`M${f1(x)} ${f1(base)} L${f1(x)} ${f1(base - h + arch)} A ${f1(arch)} ${f1(arch)} 0 0 1 ${f1(x + w)} ${f1(base - h + arch)} L${f1(x + w)} ${f1(base)} Z`, colour);
  c.rect(x + 8, base - h + arch + 12, w / 2 - 12, h - arch - 24, shade(colour, -0.18));
  c.rect(x + w / 2 + 4, base - h + arch + 12, w / 2 - 12, h - arch - 24, shade(colour, -0.18));
  c.ellipse(x + w / 2, base - h * 0.5, 5, 5, '#c9a227');
  c.path(`M${f1(x + 4)} ${f1(base - h + arch)} A ${f1(arch - 4)} ${f1(arch - 4)} 0 0 1 ${f1(x + w - 4)} ${f1(base - h + arch)} Z`, '#3b4d5c', 'opacity="0.8"');
}

function stoneTexture(c: Canvas, r: Rng, x: number, y: number, w: number, h: number, stone: string) {
  const course = 24;
  for (let yy = y + course; yy < y + h; yy += course) {
    c.line(x, yy, x + w, yy, shade(stone, -0.18), 1, 'opacity="0.35"');
    const offset = (Math.round((yy - y) / course) % 2) * 30;
    for (let xx = x + offset + r.float(30, 60); xx < x + w; xx += r.float(50, 80)) {
      c.line(xx, yy - course, xx, yy, shade(stone, -0.18), 1, 'opacity="0.22"');
    }
  }
}

/* ---------- scenes ---------- */

function facade(c: Canvas, r: Rng, x: number, w: number, top: number, base: number, modern: boolean) {
  const stone = r.pick(STONES);
  const wood = r.pick(WOODS);
  c.rect(x, top, w, base - top, stone);
  c.rect(x, top, w, base - top, c.linear([[0, '#ffffff', 0.18], [1, '#000000', 0.08]]));
  stoneTexture(c, r, x, top, w, base - top, stone);
  c.rect(x - 4, top - 14, w + 8, 16, shade(stone, 0.2));
  c.rect(x - 4, top + 2, w + 8, 4, shade(stone, -0.3), 'opacity="0.4"');
  const floorH = r.float(125, 160);
  const floors = Math.max(1, Math.floor((base - top - 30) / floorH));
  const cols = Math.max(1, Math.round(w / 150));
  const colW = w / cols;
  for (let f = 0; f < floors; f++) {
    const fy = base - (f + 1) * floorH;
    if (f > 0) {
      c.rect(x - 3, fy + floorH - 6, w + 6, 9, shade(stone, 0.18));
      c.rect(x - 3, fy + floorH + 3, w + 6, 3, shade(stone, -0.3), 'opacity="0.35"');
    }
    for (let k = 0; k < cols; k++) {
      const cx = x + colW * k + colW / 2;
      if (f === 0) {
        if (k === Math.floor(cols / 2)) door(c, cx - 30, base, 60, Math.min(floorH - 15, 118), wood, stone);
        else window_(c, r, cx - 26, fy + 40, 52, 70, stone, r.chance(0.6) ? wood : undefined);
        continue;
      }
      if (!modern && f === 1 && r.chance(0.75)) {
        gallarija(c, r, cx - Math.min(colW * 0.4, 75), fy + 20, Math.min(colW * 0.8, 150), floorH - 62, wood, stone);
      } else if (modern && r.chance(0.8)) {
        const bw = Math.min(colW * 0.85, 130);
        window_(c, r, cx - bw / 2 + 8, fy + 18, bw - 16, floorH - 58, stone, undefined);
        c.rect(cx - bw / 2 - 8, fy + floorH - 42, bw + 16, 8, shade(stone, 0.25));
        c.rect(cx - bw / 2 - 6, fy + floorH - 78, bw + 12, 36, '#bcd6e3', 'opacity="0.45"');
        c.line(cx - bw / 2 - 6, fy + floorH - 78, cx + bw / 2 + 6, fy + floorH - 78, '#6c7a84', 3);
      } else {
        window_(c, r, cx - 24, fy + 28, 48, floorH - 72, stone, r.chance(0.65) ? wood : undefined);
      }
    }
  }
  if (r.chance(0.4)) {
    const lx = x + r.float(20, w - 20);
    c.line(lx, base - floorH + 20, lx, base - floorH - 8, '#2b2b2b', 4);
    c.path(`M${f1(lx - 10)} ${f1(base - floorH + 20)} L${f1(lx + 10)} ${f1(base - floorH + 20)} L${f1(lx + 7)} ${f1(base - floorH + 46)} L${f1(lx - 7)} ${f1(base - floorH + 46)} Z`, '#2b2b2b');
    c.rect(lx - 5, base - floorH + 24, 10, 18, '#ffe9a8', 'opacity="0.85"');
  }
  c.rect(x + w - 10, top, 10, base - top, '#000000', 'opacity="0.1"');
}

function streetScene(c: Canvas, r: Rng, modern: boolean) {
  const H = c.h;
  const ground = H * 0.87;
  const horizon = H * 0.56;
  sky(c, r, horizon);
  sea(c, r, horizon, ground);
  skyline(c, r, horizon + 2, r.float(-50, 200), r.float(650, 1000), '#9fb0bd');
  let x = -r.float(0, 60);
  while (x < W) {
    const w = r.float(190, 340);
    const gap = r.chance(0.18) && x > 100 && x < W - 300;
    if (!gap) facade(c, r, x, w, r.float(H * 0.1, H * 0.42), ground, modern || r.chance(0.25));
    x += w + (gap ? r.float(120, 220) : 0);
  }
  c.rect(0, ground, W, H - ground, '#bdb5a8');
  c.rect(0, ground, W, 12, '#d8d1c4');
  c.rect(0, ground + 36, W, 6, '#8f877b', 'opacity="0.6"');
  c.rect(0, ground + 42, W, H - ground - 42, '#6f6a63');
  for (let i = 0; i < r.int(1, 3); i++) plant(c, r, r.float(60, W - 60), ground + 8, r.float(0.9, 1.3));
  c.rect(0, 0, W, H, c.radial([[0.6, '#000000', 0], [1, '#000000', 0.22]]));
}

function terraceScene(c: Canvas, r: Rng) {
  const H = c.h;
  const horizon = H * 0.47;
  const rail = H * 0.7;
  sky(c, r, horizon);
  sea(c, r, horizon, H);
  const left = r.chance(0.5);
  skyline(c, r, horizon + 2, left ? -20 : W * 0.45, left ? W * 0.55 : W + 20, '#a8b7c2');
  for (let i = 0; i < r.int(1, 4); i++) {
    const bx = r.float(80, W - 80);
    const by = r.float(horizon + 25, rail - 20);
    const s = 0.5 + (by - horizon) / (rail - horizon);
    c.path(`M${f1(bx - 22 * s)} ${f1(by)} L${f1(bx + 22 * s)} ${f1(by)} L${f1(bx + 15 * s)} ${f1(by + 7 * s)} L${f1(bx - 15 * s)} ${f1(by + 7 * s)} Z`, '#ffffff');
    if (r.chance(0.6)) c.path(`M${f1(bx)} ${f1(by - 2)} L${f1(bx)} ${f1(by - 40 * s)} L${f1(bx + 20 * s)} ${f1(by - 4)} Z`, '#fdfdf8');
  }
  const stone = r.pick(STONES);
  c.rect(0, rail + 70, W, H - rail - 70, c.linear([[0, shade(stone, -0.05)], [1, shade(stone, -0.22)]]));
  for (let i = 1; i < 6; i++) c.line(0, rail + 70 + i * ((H - rail - 70) / 6) * (i / 3), W, rail + 70 + i * ((H - rail - 70) / 6) * (i / 3), shade(stone, -0.3), 1.5, 'opacity="0.4"');
  for (let i = -6; i <= 6; i++) c.line(W / 2 + i * 40, rail + 70, W / 2 + i * 260, H, shade(stone, -0.3), 1.5, 'opacity="0.35"');
  c.rect(0, rail, W, 16, shade(stone, 0.15));
  c.rect(0, rail + 16, W, 4, shade(stone, -0.3), 'opacity="0.5"');
  for (let bx = 10; bx < W; bx += 44) {
    c.path(`M${bx + 6} ${f1(rail + 20)} L${bx + 18} ${f1(rail + 20)} C${bx + 30} ${f1(rail + 34)} ${bx + 26} ${f1(rail + 52)} ${bx + 18} ${f1(rail + 62)} L${bx + 6} ${f1(rail + 62)} C${bx - 2} ${f1(rail + 52)} ${bx - 6} ${f1(rail + 34)} ${bx + 6} ${f1(rail + 20)} Z`, shade(stone, 0.05));
    c.rect(bx + 16, rail + 20, 4, 42, '#000000', 'opacity="0.08"');
  }
  c.rect(0, rail + 60, W, 12, shade(stone, 0.1));
  if (r.chance(0.6)) {
    const px = r.chance(0.5) ? r.float(120, 330) : r.float(870, 1080);
    const colour = r.pick(FABRICS);
    c.line(px, rail - 180, px, H - 20, '#5a4632', 6);
    c.path(`M${f1(px - 190)} ${f1(rail - 130)} Q ${f1(px)} ${f1(rail - 250)} ${f1(px + 190)} ${f1(rail - 130)} Z`, colour);
    c.path(`M${f1(px - 190)} ${f1(rail - 130)} Q ${f1(px - 95)} ${f1(rail - 120)} ${f1(px)} ${f1(rail - 130)} Q ${f1(px + 95)} ${f1(rail - 120)} ${f1(px + 190)} ${f1(rail - 130)}`, 'none', `stroke="${shade(colour, -0.3)}" stroke-width="4"`);
  }
  if (r.chance(0.7)) bougainvillea(c, r, r.chance(0.5) ? -40 : W - 220, rail - 120, 260, 220);
  plant(c, r, r.float(80, W - 80), H - 14, r.float(1.2, 1.7));
}

function floorTiles(c: Canvas, r: Rng, top: number, bottom: number) {
  const a = r.pick(['#d9cbb3', '#c9b79c', '#e3d7c3', '#b98b5e', '#a8764d']);
  const b = r.pick(['#8c6f56', '#7b8f99', '#a35d48', '#556b7a', '#c9a57a']);
  const patterned = r.chance(0.5);
  const rows = 7;
  const cols = 12;
  const vx = W / 2;
  const proj = (u: number, v: number): [number, number] => {
    const t = v ** 1.6;
    const y = top + (bottom - top) * t;
    const spread = 0.9 + 1.6 * t;
    return [vx + (u - 0.5) * W * spread, y];
  };
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < cols; i++) {
      const [x0, y0] = proj(i / cols, j / rows);
      const [x1] = proj((i + 1) / cols, j / rows);
      const [x2, y2] = proj((i + 1) / cols, (j + 1) / rows);
      const [x3] = proj(i / cols, (j + 1) / rows);
      const fill = patterned ? ((i + j) % 2 === 0 ? a : shade(a, -0.08)) : shade(a, r.float(-0.06, 0.04));
      c.path(`M${f1(x0)} ${f1(y0)} L${f1(x1)} ${f1(y0)} L${f1(x2)} ${f1(y2)} L${f1(x3)} ${f1(y2)} Z`, fill, `stroke="${shade(a, -0.25)}" stroke-width="1"`);
      if (patterned) {
        const mx = (x0 + x1 + x2 + x3) / 4;
        const my = (y0 + y2) / 2;
        const rw = (x1 - x0 + (x2 - x3)) / 8;
        const rh = (y2 - y0) / 4;
        c.path(`M${f1(mx)} ${f1(my - rh)} L${f1(mx + rw)} ${f1(my)} L${f1(mx)} ${f1(my + rh)} L${f1(mx - rw)} ${f1(my)} Z`, b, 'opacity="0.8"');
      }
    }
  }
}

function interiorScene(c: Canvas, r: Rng, rustic: boolean) {
  const H = c.h;
  const floorTop = H * 0.66;
  const wall = rustic ? r.pick(STONES) : r.pick(['#f4efe6', '#efe7da', '#f6f1ea', '#e9eef0', '#f3ead9']);
  c.rect(0, 0, W, floorTop + 2, wall);
  if (rustic) {
    stoneTexture(c, r, 0, 0, W, floorTop, wall);
    for (let i = 0; i < 5; i++) c.rect(0, 10 + i * 2, W, 2, '#000000', 'opacity="0.02"');
    for (let bx = 40; bx < W; bx += 170) c.rect(bx, 0, 34, 46, '#6b4a2f');
    c.rect(0, 40, W, 10, '#5a3d26');
  }
  const winX = r.float(W * 0.3, W * 0.55);
  const winW = r.float(300, 420);
  const winTop = H * 0.14;
  const winBottom = floorTop - 10;
  if (rustic) {
    const arch = winW / 2;
    c.path(`M${f1(winX - 16)} ${f1(winBottom)} L${f1(winX - 16)} ${f1(winTop + arch)} A ${f1(arch + 16)} ${f1(arch + 16)} 0 0 1 ${f1(winX + winW + 16)} ${f1(winTop + arch)} L${f1(winX + winW + 16)} ${f1(winBottom)} Z`, shade(wall, 0.25));
  } else {
    c.rect(winX - 14, winTop - 14, winW + 28, winBottom - winTop + 14, '#ffffff');
  }
  const clip = c.id('c');
  const arch = winW / 2;
  c.defs.push(
    rustic
      ? `<clipPath id="${clip}"><path d="M${f1(winX)} ${f1(winBottom)} L${f1(winX)} ${f1(winTop + arch)} A ${f1(arch)} ${f1(arch)} 0 0 1 ${f1(winX + winW)} ${f1(winTop + arch)} L${f1(winX + winW)} ${f1(winBottom)} Z"/></clipPath>`
      : `<clipPath id="${clip}"><rect x="${f1(winX)}" y="${f1(winTop)}" width="${f1(winW)}" height="${f1(winBottom - winTop)}"/></clipPath>`,
  );
  c.add(`<g clip-path="url(#${clip})">`);
  const hz = winTop + (winBottom - winTop) * 0.55;
  sky(c, r, hz);
  if (rustic && r.chance(0.6)) {
    c.rect(0, hz, W, winBottom - hz, c.linear([[0, '#a9b665'], [1, '#7f9450']]));
    for (let i = 0; i < 4; i++) c.line(0, hz + 12 + i * 18, W, hz + 8 + i * 20, '#d9c9a3', 2, 'stroke-dasharray="6 4"');
  } else {
    sea(c, r, hz, winBottom);
  }
  c.add('</g>');
  if (!rustic) {
    c.line(winX + winW / 2, winTop, winX + winW / 2, winBottom, '#ffffff', 8);
    c.line(winX, winTop + (winBottom - winTop) * 0.3, winX + winW, winTop + (winBottom - winTop) * 0.3, '#ffffff', 6);
  }
  const curtain = r.pick(FABRICS);
  if (r.chance(0.7)) {
    c.path(`M${f1(winX - 60)} ${f1(winTop - 30)} L${f1(winX + 10)} ${f1(winTop - 30)} Q ${f1(winX - 10)} ${f1(floorTop * 0.7)} ${f1(winX + 5)} ${f1(floorTop)} L${f1(winX - 70)} ${f1(floorTop)} Z`, curtain, 'opacity="0.85"');
    c.path(`M${f1(winX + winW + 60)} ${f1(winTop - 30)} L${f1(winX + winW - 10)} ${f1(winTop - 30)} Q ${f1(winX + winW + 10)} ${f1(floorTop * 0.7)} ${f1(winX + winW - 5)} ${f1(floorTop)} L${f1(winX + winW + 70)} ${f1(floorTop)} Z`, curtain, 'opacity="0.85"');
  }
  const artX = winX > W * 0.42 ? r.float(70, winX - 260) : r.float(winX + winW + 60, W - 220);
  if (artX > 20 && artX < W - 200) {
    c.rect(artX, H * 0.2, 170, 120, '#3a3a3a');
    c.rect(artX + 8, H * 0.2 + 8, 154, 104, c.linear([[0, r.pick(FABRICS)], [1, r.pick(FABRICS)]], false));
  }
  c.rect(0, floorTop - 14, W, 14, shade(wall, -0.1));
  floorTiles(c, r, floorTop, H);
  const rug = r.pick(FABRICS);
  c.path(`M${W * 0.22} ${f1(H * 0.8)} L${W * 0.78} ${f1(H * 0.8)} L${W * 0.88} ${f1(H * 0.97)} L${W * 0.12} ${f1(H * 0.97)} Z`, rug, 'opacity="0.85"');
  const sofa = r.pick(FABRICS);
  const sx = r.float(120, 420);
  const sy = H * 0.62;
  c.ellipse(sx + 230, sy + 170, 300, 22, '#000000', 'opacity="0.15"');
  c.rect(sx, sy, 460, 110, shade(sofa, -0.1), 'rx="26"');
  c.rect(sx - 20, sy + 60, 500, 100, sofa, 'rx="22"');
  c.rect(sx - 40, sy + 40, 70, 120, shade(sofa, -0.15), 'rx="22"');
  c.rect(sx + 430, sy + 40, 70, 120, shade(sofa, -0.15), 'rx="22"');
  for (let i = 0; i < 3; i++) c.rect(sx + 30 + i * 135, sy + 18, 120, 70, shade(sofa, 0.12), 'rx="18"');
  c.rect(sx + 70, sy + 28, 80, 55, r.pick(FABRICS), 'rx="14"');
  const tx = sx + 170;
  c.rect(tx, H * 0.86, 180, 16, '#5b4636', 'rx="6"');
  c.rect(tx + 14, H * 0.86 + 16, 10, 40, '#4a382b');
  c.rect(tx + 156, H * 0.86 + 16, 10, 40, '#4a382b');
  c.ellipse(tx + 60, H * 0.86 - 8, 22, 9, '#f5f5f5');
  if (r.chance(0.6)) {
    const lx = r.float(W * 0.7, W - 120);
    c.line(lx, 0, lx, H * 0.2, '#333333', 2);
    c.path(`M${f1(lx - 50)} ${f1(H * 0.26)} L${f1(lx + 50)} ${f1(H * 0.26)} L${f1(lx + 22)} ${f1(H * 0.2)} L${f1(lx - 22)} ${f1(H * 0.2)} Z`, r.pick(['#2f2f2f', '#c9a227', '#ffffff']));
    c.ellipse(lx, H * 0.27, 60, 14, '#fff3c4', 'opacity="0.6"');
  }
  plant(c, r, r.chance(0.5) ? r.float(60, 140) : r.float(W - 160, W - 60), H * 0.9, r.float(1.3, 1.9));
  c.rect(0, 0, W, H, c.radial([[0.55, '#000000', 0], [1, '#000000', 0.25]]));
}

function countryScene(c: Canvas, r: Rng) {
  const H = c.h;
  const horizon = H * 0.42;
  sky(c, r, horizon + 40);
  const fields = ['#a9b665', '#c8b26a', '#8fa05a', '#b9a35e', '#9aab5f', '#cdbb7a'];
  let y = horizon;
  for (let i = 0; i < 6; i++) {
    const next = y + r.float(28, 70) * (1 + i * 0.3);
    const d = `M0 ${f1(y + r.float(-8, 8))} Q ${f1(W * 0.3)} ${f1(y - r.float(0, 30))} ${f1(W * 0.6)} ${f1(y + r.float(-10, 10))} T ${W} ${f1(y + r.float(-8, 8))} L${W} ${f1(H)} L0 ${f1(H)} Z`;
    c.path(d, r.pick(fields));
    c.path(`M0 ${f1(y + 2)} Q ${f1(W * 0.3)} ${f1(y - 14)} ${f1(W * 0.6)} ${f1(y + 2)} T ${W} ${f1(y + 2)}`, 'none', 'stroke="#e4d7b5" stroke-width="4" stroke-dasharray="7 5" opacity="0.8"');
    y = next;
  }
  const stone = r.pick(STONES);
  const fx = r.float(120, 520);
  const fw = r.float(480, 620);
  const top = H * 0.3;
  const base = H * 0.76;
  c.rect(fx, top, fw, base - top, stone);
  stoneTexture(c, r, fx, top, fw, base - top, stone);
  c.rect(fx + fw * 0.55, top - 80, fw * 0.45, 82, shade(stone, 0.05));
  stoneTexture(c, r, fx + fw * 0.55, top - 80, fw * 0.45, 82, stone);
  c.rect(fx - 6, top - 8, fw + 12, 10, shade(stone, 0.2));
  const wood = r.pick(WOODS);
  door(c, fx + fw * 0.18, base, 110, 190, wood, stone);
  window_(c, r, fx + fw * 0.58, top + 60, 60, 78, stone, wood);
  window_(c, r, fx + fw * 0.8, top + 60, 60, 78, stone, wood);
  window_(c, r, fx + fw * 0.7, top - 60, 46, 50, stone, wood);
  const pool = r.chance(0.75);
  if (pool) {
    c.path(`M${f1(fx - 60)} ${f1(base + 30)} L${f1(fx + fw + 80)} ${f1(base + 30)} L${f1(fx + fw + 160)} ${f1(H - 30)} L${f1(fx - 140)} ${f1(H - 30)} Z`, '#e8dcc3');
    c.path(`M${f1(fx)} ${f1(base + 55)} L${f1(fx + fw)} ${f1(base + 55)} L${f1(fx + fw + 60)} ${f1(H - 60)} L${f1(fx - 60)} ${f1(H - 60)} Z`, c.linear([[0, '#7fd3e6'], [1, '#2aa3c7']]));
    for (let i = 0; i < 14; i++) {
      const wx = r.float(fx, fx + fw);
      const wy = r.float(base + 65, H - 70);
      c.path(`M${f1(wx)} ${f1(wy)} q 12 -6 24 0 t 24 0`, 'none', 'stroke="#e9fbff" stroke-width="2" opacity="0.7"');
    }
  }
  const tx = fx + fw + r.float(90, 260);
  if (tx < W - 60) {
    c.rect(tx - 10, H * 0.45, 20, 120, '#5a4430');
    for (let i = 0; i < 14; i++) c.ellipse(tx + r.float(-90, 90), H * 0.42 + r.float(-60, 30), r.float(40, 70), r.float(30, 50), r.pick(['#3f6b35', '#4b7a3c', '#355e2e']));
  }
  for (let i = 0; i < 3; i++) {
    // Prickly pears at the edges, clear of the house and the pool.
    const px = i % 2 === 0 ? r.float(30, Math.max(40, fx - 160)) : r.float(Math.min(W - 40, fx + fw + 180), W - 30);
    const py = H - r.float(10, 40);
    for (let k = 0; k < 5; k++) c.ellipse(px + r.float(-30, 30), py - r.float(10, 70), r.float(14, 20), r.float(22, 30), '#6f9a4a', `transform="rotate(${r.int(-40, 40)} ${f1(px)} ${f1(py)})"`);
  }
}

function luzzu(c: Canvas, r: Rng, x: number, y: number, s: number) {
  const colours = ['#1f5fa8', '#f2c230', '#c0392b', '#2e8b57', '#ffffff'];
  const hull = r.pick(['#1f5fa8', '#2e8b57', '#f2c230']);
  c.path(`M${f1(x - 90 * s)} ${f1(y - 30 * s)} Q ${f1(x - 100 * s)} ${f1(y - 60 * s)} ${f1(x - 80 * s)} ${f1(y - 62 * s)} L${f1(x + 60 * s)} ${f1(y - 40 * s)} Q ${f1(x + 100 * s)} ${f1(y - 55 * s)} ${f1(x + 100 * s)} ${f1(y - 70 * s)} L${f1(x + 92 * s)} ${f1(y - 20 * s)} Q ${f1(x)} ${f1(y + 6 * s)} ${f1(x - 90 * s)} ${f1(y - 30 * s)} Z`, hull);
  c.path(`M${f1(x - 86 * s)} ${f1(y - 42 * s)} L${f1(x + 90 * s)} ${f1(y - 38 * s)}`, 'none', `stroke="${r.pick(colours)}" stroke-width="${f1(6 * s)}"`);
  c.path(`M${f1(x - 84 * s)} ${f1(y - 32 * s)} L${f1(x + 88 * s)} ${f1(y - 28 * s)}`, 'none', `stroke="${r.pick(colours)}" stroke-width="${f1(4 * s)}"`);
  c.ellipse(x + 70 * s, y - 48 * s, 7 * s, 4.5 * s, '#ffffff');
  c.ellipse(x + 70 * s, y - 48 * s, 3 * s, 3 * s, '#222222');
  c.ellipse(x, y - 6 * s, 110 * s, 8 * s, '#0b3a5a', 'opacity="0.3"');
}

function harbourScene(c: Canvas, r: Rng) {
  const H = c.h;
  const quay = H * 0.56;
  sky(c, r, quay);
  const stone = r.pick(STONES);
  const dx = r.float(300, 900);
  c.rect(dx - 60, quay - 260, 120, 200, shade(stone, -0.05));
  c.path(`M${f1(dx - 70)} ${f1(quay - 258)} A 70 78 0 0 1 ${f1(dx + 70)} ${f1(quay - 258)} Z`, shade(stone, -0.12));
  c.rect(dx - 6, quay - 354, 12, 20, shade(stone, -0.12));
  for (const off of [-150, 150]) {
    c.rect(dx + off - 28, quay - 290, 56, 230, shade(stone, 0.05));
    c.path(`M${f1(dx + off - 30)} ${f1(quay - 290)} L${f1(dx + off)} ${f1(quay - 340)} L${f1(dx + off + 30)} ${f1(quay - 290)} Z`, shade(stone, -0.1));
    c.rect(dx + off - 12, quay - 270, 24, 34, '#3b4d5c');
  }
  let x = -r.float(0, 40);
  while (x < W) {
    const w = r.float(110, 190);
    const top = quay - r.float(110, 190);
    const s = r.pick(STONES);
    c.rect(x, top, w, quay - top, s);
    stoneTexture(c, r, x, top, w, quay - top, s);
    c.rect(x - 2, top - 8, w + 4, 9, shade(s, 0.2));
    const wood = r.pick(WOODS);
    if (r.chance(0.6)) gallarija(c, r, x + w * 0.2, top + 22, w * 0.6, 58, wood, s);
    else window_(c, r, x + w * 0.5 - 18, top + 26, 36, 50, s, wood);
    c.rect(x + w * 0.5 - 20, quay - 62, 40, 62, wood);
    c.rect(x + w - 6, top, 6, quay - top, '#000000', 'opacity="0.1"');
    x += w;
  }
  c.rect(0, quay, W, 26, shade(stone, 0.1));
  c.rect(0, quay + 26, W, 8, shade(stone, -0.3));
  sea(c, r, quay + 34, H);
  const boats = r.int(2, 4);
  for (let i = 0; i < boats; i++) luzzu(c, r, r.float(100, W - 100), quay + 90 + i * ((H - quay - 100) / boats), 0.8 + i * 0.35);
}

function officeScene(c: Canvas, r: Rng) {
  const H = c.h;
  const floorTop = H * 0.68;
  c.rect(0, 0, W, floorTop, '#eef1f3');
  c.rect(0, 0, W, 40, '#dfe4e8');
  for (let lx = 100; lx < W; lx += 250) c.rect(lx, 16, 140, 10, '#fffbe8');
  const wy = H * 0.1;
  const wb = floorTop - 20;
  const clip = c.id('c');
  c.defs.push(`<clipPath id="${clip}"><rect x="40" y="${f1(wy)}" width="${W - 80}" height="${f1(wb - wy)}"/></clipPath>`);
  c.add(`<g clip-path="url(#${clip})">`);
  const hz = wy + (wb - wy) * 0.62;
  sky(c, r, hz);
  sea(c, r, hz, wb);
  skyline(c, r, hz + 2, 0, W, '#9aabb8');
  c.add('</g>');
  for (let mx = 40; mx <= W - 40; mx += (W - 80) / 5) c.line(mx, wy, mx, wb, '#37474f', 8);
  c.rect(0, floorTop - 8, W, 8, '#b0bec5');
  c.rect(0, floorTop, W, H - floorTop, c.linear([[0, '#9e9e9e'], [1, '#6d6d6d']]));
  for (let i = 1; i < 8; i++) c.line(0, floorTop + i * i * 4, W, floorTop + i * i * 4, '#8a8a8a', 1, 'opacity="0.5"');
  const desks = r.int(2, 3);
  for (let i = 0; i < desks; i++) {
    const dx = 120 + i * (W - 240) / desks + r.float(0, 60);
    const dy = floorTop + 40 + r.float(0, 40);
    c.rect(dx, dy, 300, 18, '#f5f5f5');
    c.rect(dx + 10, dy + 18, 10, 90, '#90a4ae');
    c.rect(dx + 280, dy + 18, 10, 90, '#90a4ae');
    c.rect(dx + 90, dy - 90, 130, 80, '#263238', 'rx="4"');
    c.rect(dx + 96, dy - 84, 118, 66, c.linear([[0, '#4f83cc'], [1, '#90caf9']]));
    c.rect(dx + 148, dy - 10, 14, 12, '#263238');
    c.ellipse(dx + 150, dy + 120, 55, 14, '#000000', 'opacity="0.2"');
    c.rect(dx + 110, dy + 30, 80, 70, r.pick(['#37474f', '#455a64', '#3e2723']), 'rx="14"');
  }
  plant(c, r, W - 90, H - 20, 1.6);
  plant(c, r, 80, H - 20, 1.4);
}

function garageScene(c: Canvas, r: Rng) {
  const H = c.h;
  const ground = H * 0.86;
  sky(c, r, H * 0.4);
  const stone = r.pick(STONES);
  c.rect(0, H * 0.16, W, ground - H * 0.16, stone);
  stoneTexture(c, r, 0, H * 0.16, W, ground - H * 0.16, stone);
  c.rect(0, H * 0.16 - 12, W, 14, shade(stone, 0.2));
  const doors = r.int(1, 2);
  for (let i = 0; i < doors; i++) {
    const dw = doors === 1 ? 520 : 400;
    const dx = doors === 1 ? (W - dw) / 2 : 120 + i * 560;
    const dh = H * 0.45;
    c.rect(dx - 16, ground - dh - 16, dw + 32, dh + 16, shade(stone, 0.22));
    c.rect(dx, ground - dh, dw, dh, c.linear([[0, '#c7ccd1'], [1, '#8d949b']]));
    for (let s = 1; s < 16; s++) c.line(dx, ground - dh + (dh * s) / 16, dx + dw, ground - dh + (dh * s) / 16, '#6f767d', 2, 'opacity="0.6"');
    c.rect(dx + dw / 2 - 30, ground - 40, 60, 10, '#505860');
  }
  window_(c, r, W - 170, H * 0.24, 70, 80, stone, r.pick(WOODS));
  c.rect(0, ground, W, H - ground, '#8d8579');
  c.rect(0, ground, W, 10, '#bdb5a8');
  c.rect(0, 0, W, H, c.radial([[0.6, '#000000', 0], [1, '#000000', 0.2]]));
}

function venueScene(c: Canvas, r: Rng) {
  const H = c.h;
  const ground = H * 0.66;
  sky(c, r, H * 0.5);
  const stone = r.pick(STONES);
  const top = H * 0.08;
  c.rect(0, top, W, ground - top, stone);
  stoneTexture(c, r, 0, top, W, ground - top, stone);
  const wood = r.pick(WOODS);
  for (let i = 0; i < 3; i++) {
    const ax = 80 + i * 380;
    c.rect(ax, ground - 230, 260, 230, '#2a2f33');
    c.rect(ax + 10, ground - 220, 240, 210, c.linear([[0, '#ffd98a', 0.9], [1, '#b06a2c', 0.9]]));
    c.line(ax + 130, ground - 220, ax + 130, ground - 10, wood, 6);
  }
  const awning = r.pick(['#8e2f2f', '#2b5a84', '#2f6b3f', '#b7892f']);
  c.path(`M0 ${f1(ground - 280)} L${W} ${f1(ground - 280)} L${W} ${f1(ground - 210)} L0 ${f1(ground - 210)} Z`, awning);
  for (let sx = 0; sx < W; sx += 60) c.rect(sx, ground - 280, 30, 70, '#ffffff', 'opacity="0.75"');
  for (let sx = 0; sx < W; sx += 60) c.path(`M${sx} ${f1(ground - 210)} q 15 18 30 0 q 15 18 30 0`, awning);
  c.rect(0, ground, W, H - ground, c.linear([[0, '#cdbfa8'], [1, '#a3967f']]));
  for (let k = 0; k < 30; k++) {
    const lx = (k / 29) * W;
    const ly = ground - 330 + Math.sin((k / 29) * Math.PI * 3) * 14;
    c.ellipse(lx, ly, 16, 16, '#fff3c4', 'opacity="0.35"');
    c.ellipse(lx, ly, 5, 5, '#fffbe8');
  }
  const tables = r.int(3, 5);
  for (let i = 0; i < tables; i++) {
    const tx = 120 + (i * (W - 240)) / (tables - 1);
    const ty = ground + 70 + (i % 2) * 60;
    const sc = 1 + (i % 2) * 0.2;
    c.ellipse(tx, ty + 90 * sc, 80 * sc, 12, '#000000', 'opacity="0.18"');
    c.rect(tx - 4, ty, 8, 90 * sc, '#3a3a3a');
    c.ellipse(tx, ty, 70 * sc, 16 * sc, '#ffffff');
    c.rect(tx - 70 * sc, ty, 140 * sc, 26 * sc, '#f4f4f4');
    for (const side of [-1, 1]) {
      const cx = tx + side * 95 * sc;
      c.rect(cx - 22 * sc, ty + 10, 44 * sc, 10, wood);
      c.rect(cx - 22 * sc, ty - 40, 8, 50, wood);
      c.rect(cx - 20 * sc, ty + 20, 6, 70 * sc, wood);
      c.rect(cx + 14 * sc, ty + 20, 6, 70 * sc, wood);
    }
    c.ellipse(tx - 20, ty - 8, 10, 4, '#c0392b');
    c.rect(tx + 10, ty - 30, 8, 24, '#2e7d32', 'opacity="0.85"');
  }
  plant(c, r, 40, H - 10, 1.5);
  plant(c, r, W - 40, H - 10, 1.5);
}

/** A property photo (or a blog header) as SVG, `width` × `height` pixels. */
export function sceneSvg(scene: Scene, seed: string, width: number, height: number): string {
  const r = createRng(seed);
  const c = new Canvas((W * height) / width);
  switch (scene) {
    case 'street':
      streetScene(c, r, r.chance(0.4));
      break;
    case 'terrace':
      terraceScene(c, r);
      break;
    case 'interior':
      interiorScene(c, r, r.chance(0.2));
      break;
    case 'country':
      if (r.chance(0.25)) interiorScene(c, r, true);
      else countryScene(c, r);
      break;
    case 'harbour':
      harbourScene(c, r);
      break;
    case 'office':
      officeScene(c, r);
      break;
    case 'garage':
      garageScene(c, r);
      break;
    case 'venue':
      venueScene(c, r);
      break;
  }
  return c.svg(width, height);
}

const SKIN = ['#f1d3b3', '#e7bf98', '#d9a77c', '#c58c63', '#a86f4c', '#f5dcc4'];
const HAIR = ['#2b1d14', '#4a3020', '#6b4a2f', '#1c1c1c', '#8a6a45', '#3b2a1e'];
const BACKDROPS: readonly (readonly [string, string])[] = [
  ['#cfe6f3', '#8fc1de'],
  ['#f7e1c3', '#e7b87c'],
  ['#dcefe2', '#93c9a4'],
  ['#ece3f3', '#b9a3d1'],
  ['#f9dcd3', '#e59f8c'],
  ['#e3ecef', '#9fb7c2'],
];

/** A friendly illustrated portrait with the agent's initials, `size` × `size` pixels. */
export function portraitSvg(seed: string, initials: string, size: number, hairStyle?: 'long' | 'short'): string {
  const r = createRng(seed);
  const c = new Canvas(W);
  const [light, dark] = r.pick(BACKDROPS);
  c.rect(0, 0, W, W, c.linear([[0, light], [1, dark]]));
  c.ellipse(600, 560, 520, 520, '#ffffff', 'opacity="0.25"');
  const skin = r.pick(SKIN);
  const hair = r.pick(HAIR);
  const jacket = r.pick(['#263a5a', '#37474f', '#5d4037', '#1f4f6e', '#4a4a4a', '#6d2e46']);
  const coin = r.chance(0.5);
  const longHair = hairStyle ? hairStyle === 'long' : coin;
  if (longHair) c.path('M360 470 Q 350 250 600 230 Q 850 250 840 470 L 860 760 Q 600 820 340 760 Z', hair);
  c.path('M170 1200 Q 180 900 420 850 L 780 850 Q 1020 900 1030 1200 Z', jacket);
  c.path('M520 850 L 600 1010 L 680 850 Z', '#f5f5f5');
  c.path('M560 860 L600 940 L640 860 Z', r.pick(['#b71c1c', '#1565c0', '#2e7d32', '#f5f5f5']));
  c.rect(540, 700, 120, 170, shade(skin, -0.08), 'rx="40"');
  c.ellipse(600, 520, 200, 235, skin);
  c.ellipse(405, 540, 28, 46, shade(skin, -0.06));
  c.ellipse(795, 540, 28, 46, shade(skin, -0.06));
  if (longHair) c.path('M400 470 Q 420 290 600 280 Q 780 290 800 470 Q 720 360 600 370 Q 480 360 400 470 Z', hair);
  else c.path('M400 480 Q 390 290 600 275 Q 810 290 800 480 Q 770 380 700 370 Q 600 350 470 380 Q 420 400 400 480 Z', hair);
  c.ellipse(530, 530, 16, 19, '#2b2b2b');
  c.ellipse(670, 530, 16, 19, '#2b2b2b');
  c.ellipse(535, 524, 5, 5, '#ffffff');
  c.ellipse(675, 524, 5, 5, '#ffffff');
  c.path('M505 490 Q 530 475 555 488', 'none', `stroke="${shade(hair, 0.1)}" stroke-width="9" stroke-linecap="round"`);
  c.path('M645 488 Q 670 475 695 490', 'none', `stroke="${shade(hair, 0.1)}" stroke-width="9" stroke-linecap="round"`);
  c.path('M600 560 Q 590 600 610 610', 'none', `stroke="${shade(skin, -0.25)}" stroke-width="7" stroke-linecap="round"`);
  c.path('M530 650 Q 600 705 670 650', 'none', `stroke="#9c4a3c" stroke-width="12" stroke-linecap="round"`);
  c.ellipse(480, 620, 34, 20, '#e57373', 'opacity="0.25"');
  c.ellipse(720, 620, 34, 20, '#e57373', 'opacity="0.25"');
  if (initials) {
    const badge = 165;
    c.ellipse(W - 200, W - 200, badge, badge, '#ffffff', 'opacity="0.95"');
    c.ellipse(W - 200, W - 200, badge - 14, badge - 14, shade(dark, -0.25));
    const letter = 120;
    const { d, width } = textPath(initials, 0, 0, letter);
    c.path(d, 'none', `transform="translate(${f1(W - 200 - width / 2)} ${f1(W - 200 - letter / 2)})" stroke="#ffffff" stroke-width="17" stroke-linecap="round" stroke-linejoin="round"`);
  }
  return c.svg(size, size);
}
