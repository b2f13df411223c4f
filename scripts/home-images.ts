/**
 * Draws the home page's pictures (hero, area tiles, property-type tiles) as SVG scenes of Maltese
 * harbours, towns and countryside, and writes them as optimised WebP files under public/images/home.
 * No downloads: run `node scripts/home-images.ts` after changing a scene.
 */
import sharp from 'sharp';
import { mkdir } from 'node:fs/promises';
// the demo data's seeded PRNG, so every run draws the same pictures
import { createRng } from '../backend/src/seed/prng.ts';

const OUT = new URL('../public/images/home/', import.meta.url);

interface Palette {
  skyTop: string;
  skyBottom: string;
  sun: string;
  seaTop: string;
  seaBottom: string;
  stone: string[];
  shade: string;
  hill: string;
}

const DAY: Palette = {
  skyTop: '#6fa8c9',
  skyBottom: '#f4e3c3',
  sun: '#fff4d6',
  seaTop: '#2f7fa3',
  seaBottom: '#0b4f6c',
  stone: ['#e8d6b2', '#dcc39a', '#efe2c6', '#d9bf91', '#e4cfa6', '#f1e6cf'],
  shade: '#b89a6a',
  hill: '#c9b184',
};
const GOLDEN: Palette = {
  skyTop: '#3f7ea6',
  skyBottom: '#f6c98f',
  sun: '#ffe2a8',
  seaTop: '#3a86a8',
  seaBottom: '#0d4a66',
  stone: ['#f0cf9c', '#e6bd84', '#f4dbb1', '#dcae72', '#ecc792', '#f7e3c0'],
  shade: '#b98a52',
  hill: '#caa56f',
};
const MORNING: Palette = {
  skyTop: '#8ec0db',
  skyBottom: '#f7efe0',
  sun: '#ffffff',
  seaTop: '#3b95b5',
  seaBottom: '#0f5877',
  stone: ['#efe3c8', '#e3d1ac', '#f5ecd9', '#dfc9a0', '#eadbbb', '#f8f1e3'],
  shade: '#bfa57a',
  hill: '#d3bf96',
};

const pick = <T,>(r: () => number, items: readonly T[]): T => items[Math.floor(r() * items.length)]!;

/** A row of limestone buildings with windows, Maltese balconies (gallariji) and flat roofs. */
function townRow(r: () => number, p: Palette, w: number, base: number, minH: number, maxH: number, scale = 1): string {
  let x = -20 * scale;
  let out = '';
  while (x < w) {
    const bw = (60 + r() * 90) * scale;
    const bh = minH + r() * (maxH - minH);
    const y = base - bh;
    const fill = pick(r, p.stone);
    out += `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${bw.toFixed(1)}" height="${(bh + 2).toFixed(1)}" fill="${fill}"/>`;
    out += `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${(6 * scale).toFixed(1)}" height="${bh.toFixed(1)}" fill="${p.shade}" opacity="0.35"/>`;
    out += `<rect x="${(x - 2 * scale).toFixed(1)}" y="${(y - 4 * scale).toFixed(1)}" width="${(bw + 4 * scale).toFixed(1)}" height="${(4 * scale).toFixed(1)}" fill="${p.shade}" opacity="0.6"/>`;
    const floors = Math.max(1, Math.floor(bh / (34 * scale)));
    const cols = Math.max(1, Math.floor(bw / (28 * scale)));
    const gap = bw / cols;
    for (let f = 0; f < floors; f++) {
      const wy = y + 10 * scale + f * 34 * scale;
      if (wy + 18 * scale > base - 6 * scale) break;
      const balcony = r() < 0.28;
      if (balcony) {
        const colour = pick(r, ['#2f6b4f', '#1f5a85', '#8c2f2f', '#3d6fa0', '#2c7a6b', '#f2efe8']);
        const bx = x + gap * Math.floor(r() * cols) + 3 * scale;
        out += `<rect x="${bx.toFixed(1)}" y="${(wy - 2 * scale).toFixed(1)}" width="${(gap - 6 * scale).toFixed(1)}" height="${(24 * scale).toFixed(1)}" rx="${(2 * scale).toFixed(1)}" fill="${colour}"/>`;
        out += `<rect x="${(bx + 3 * scale).toFixed(1)}" y="${(wy + 2 * scale).toFixed(1)}" width="${(gap - 12 * scale).toFixed(1)}" height="${(10 * scale).toFixed(1)}" fill="#cfe3ec" opacity="0.75"/>`;
      }
      for (let c = 0; c < cols; c++) {
        if (r() < 0.25) continue;
        const wx = x + c * gap + gap * 0.3;
        out += `<rect x="${wx.toFixed(1)}" y="${wy.toFixed(1)}" width="${(gap * 0.4).toFixed(1)}" height="${(16 * scale).toFixed(1)}" fill="#5b6f7c" opacity="0.55"/>`;
      }
    }
    x += bw - 1;
  }
  return out;
}

/** A parish church: a dome with a lantern and two bell towers. */
function church(p: Palette, cx: number, base: number, s: number): string {
  const stone = p.stone[0]!;
  return `<g>
    <rect x="${cx - 70 * s}" y="${base - 120 * s}" width="${140 * s}" height="${120 * s}" fill="${stone}"/>
    <rect x="${cx - 95 * s}" y="${base - 170 * s}" width="${34 * s}" height="${170 * s}" fill="${p.stone[1]}"/>
    <rect x="${cx + 61 * s}" y="${base - 170 * s}" width="${34 * s}" height="${170 * s}" fill="${p.stone[1]}"/>
    <path d="M${cx - 95 * s} ${base - 170 * s} q${17 * s} ${-34 * s} ${34 * s} 0Z M${cx + 61 * s} ${base - 170 * s} q${17 * s} ${-34 * s} ${34 * s} 0Z" fill="${p.shade}"/>
    <rect x="${cx - 86 * s}" y="${base - 150 * s}" width="${16 * s}" height="${24 * s}" rx="${8 * s}" fill="#4f5f6b" opacity="0.7"/>
    <rect x="${cx + 70 * s}" y="${base - 150 * s}" width="${16 * s}" height="${24 * s}" rx="${8 * s}" fill="#4f5f6b" opacity="0.7"/>
    <rect x="${cx - 42 * s}" y="${base - 160 * s}" width="${84 * s}" height="${44 * s}" fill="${p.stone[2]}"/>
    <path d="M${cx - 48 * s} ${base - 158 * s} A${48 * s} ${56 * s} 0 0 1 ${cx + 48 * s} ${base - 158 * s}Z" fill="#8a9aa3"/>
    <path d="M${cx - 48 * s} ${base - 158 * s} A${48 * s} ${56 * s} 0 0 1 ${cx - 6 * s} ${base - 213 * s} L${cx - 6 * s} ${base - 158 * s}Z" fill="#a9b7bf"/>
    <rect x="${cx - 9 * s}" y="${base - 236 * s}" width="${18 * s}" height="${26 * s}" fill="${p.stone[2]}"/>
    <path d="M${cx - 11 * s} ${base - 236 * s} L${cx} ${base - 252 * s} L${cx + 11 * s} ${base - 236 * s}Z" fill="#8a9aa3"/>
    <rect x="${cx - 1.5 * s}" y="${base - 266 * s}" width="${3 * s}" height="${16 * s}" fill="#6c7a83"/>
    <rect x="${cx - 22 * s}" y="${base - 70 * s}" width="${44 * s}" height="${70 * s}" rx="${22 * s}" fill="#5b4a3a" opacity="0.75"/>
  </g>`;
}

/** A bastion wall along the water, like Valletta's. */
function bastion(p: Palette, w: number, top: number, base: number): string {
  return `<path d="M0 ${top + 20} L${w * 0.18} ${top} L${w * 0.42} ${top + 6} L${w * 0.5} ${top - 6} L${w * 0.75} ${top + 4} L${w} ${top - 4} L${w} ${base} L0 ${base}Z" fill="${p.stone[3]}"/>
    <path d="M0 ${top + 20} L${w * 0.18} ${top} L${w * 0.42} ${top + 6} L${w * 0.5} ${top - 6} L${w * 0.75} ${top + 4} L${w} ${top - 4} L${w} ${top + 10} L${w * 0.75} ${top + 18} L${w * 0.5} ${top + 8} L${w * 0.42} ${top + 20} L${w * 0.18} ${top + 14} L0 ${top + 34}Z" fill="${p.shade}" opacity="0.45"/>`;
}

/** A luzzu: the painted Maltese fishing boat, with the eye of Osiris on the bow. */
function luzzu(cx: number, y: number, s: number, hull: string): string {
  return `<g>
    <path d="M${cx - 60 * s} ${y} Q${cx} ${y + 26 * s} ${cx + 60 * s} ${y} L${cx + 72 * s} ${y - 22 * s} L${cx + 56 * s} ${y - 8 * s} L${cx - 56 * s} ${y - 8 * s} L${cx - 72 * s} ${y - 22 * s}Z" fill="${hull}"/>
    <path d="M${cx - 56 * s} ${y - 8 * s} L${cx + 56 * s} ${y - 8 * s} L${cx + 54 * s} ${y - 3 * s} L${cx - 54 * s} ${y - 3 * s}Z" fill="#f3c23c"/>
    <path d="M${cx - 58 * s} ${y - 1 * s} Q${cx} ${y + 18 * s} ${cx + 58 * s} ${y - 1 * s}" stroke="#2b6e3f" stroke-width="${3 * s}" fill="none"/>
    <circle cx="${cx + 46 * s}" cy="${y - 2 * s}" r="${3.2 * s}" fill="#fff"/><circle cx="${cx + 46 * s}" cy="${y - 2 * s}" r="${1.6 * s}" fill="#1b2530"/>
    <rect x="${cx - 14 * s}" y="${y - 26 * s}" width="${28 * s}" height="${18 * s}" rx="${3 * s}" fill="#f2efe8"/>
  </g>`;
}

function sky(p: Palette, w: number, h: number, sunX: number, sunY: number, sunR: number): string {
  return `<defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyTop}"/><stop offset="1" stop-color="${p.skyBottom}"/></linearGradient>
      <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.seaTop}"/><stop offset="1" stop-color="${p.seaBottom}"/></linearGradient>
      <radialGradient id="sun" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${p.sun}" stop-opacity="0.95"/><stop offset="1" stop-color="${p.sun}" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="${w}" height="${h}" fill="url(#sky)"/>
    <circle cx="${sunX}" cy="${sunY}" r="${sunR * 3}" fill="url(#sun)"/>
    <circle cx="${sunX}" cy="${sunY}" r="${sunR}" fill="${p.sun}"/>`;
}

function sea(r: () => number, w: number, h: number, top: number): string {
  let out = `<rect y="${top}" width="${w}" height="${h - top}" fill="url(#sea)"/>`;
  for (let i = 0; i < Math.round(w / 14); i++) {
    const y = top + 8 + r() * (h - top - 10);
    const x = r() * w;
    const len = 20 + r() * 70;
    out += `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${len.toFixed(1)}" height="2" rx="1" fill="#ffffff" opacity="${(0.12 + r() * 0.2).toFixed(2)}"/>`;
  }
  return out;
}

function svg(w: number, h: number, body: string): Buffer {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`);
}

/** The harbour: bastions, town rising behind, a domed church, boats on the water. */
function harbour(w: number, h: number, p: Palette, seed: number, opts: { churchX: number; boats: number }): Buffer {
  const r = createRng(seed).next;
  const water = h * 0.66;
  let body = sky(p, w, h, w * 0.82, h * 0.2, Math.min(w, h) * 0.05);
  body += `<path d="M0 ${h * 0.5} Q${w * 0.3} ${h * 0.42} ${w * 0.6} ${h * 0.47} T${w} ${h * 0.44} L${w} ${water} L0 ${water}Z" fill="${p.hill}" opacity="0.55"/>`;
  body += townRow(r, p, w, h * 0.56, h * 0.05, h * 0.12, h / 900);
  body += church(p, w * opts.churchX, h * 0.55, h / 900);
  body += townRow(r, p, w, h * 0.62, h * 0.04, h * 0.1, h / 760);
  body += bastion(p, w, h * 0.6, water + 2);
  body += sea(r, w, h, water);
  for (let i = 0; i < opts.boats; i++) {
    const s = (h / 900) * (0.8 + r() * 0.6);
    body += luzzu(w * (0.12 + r() * 0.76), water + (h - water) * (0.3 + r() * 0.5), s, pick(r, ['#1f5a85', '#2c7a6b', '#b3261e', '#3d6fa0']));
  }
  return svg(w, h, body);
}

/** A seafront promenade town (Sliema, Gzira, Bugibba, St Julian's): taller blocks along a bay. */
function seafront(w: number, h: number, p: Palette, seed: number, tall: number, bay: boolean): Buffer {
  const r = createRng(seed).next;
  const water = h * 0.7;
  let body = sky(p, w, h, w * (0.15 + r() * 0.7), h * 0.18, Math.min(w, h) * 0.06);
  body += townRow(r, p, w, h * 0.6, h * 0.12 * tall, h * 0.3 * tall, h / 600);
  body += townRow(r, p, w, h * 0.67, h * 0.08, h * 0.16, h / 520);
  body += `<rect y="${h * 0.665}" width="${w}" height="${h * 0.04}" fill="${p.stone[4]}"/>`;
  if (bay) body += `<path d="M0 ${water} Q${w * 0.5} ${water + h * 0.12} ${w} ${water}Z" fill="${p.stone[5]}" opacity="0.9"/>`;
  body += sea(r, w, h, water + (bay ? h * 0.05 : 0));
  if (r() < 0.8) body += luzzu(w * (0.2 + r() * 0.6), h * 0.88, h / 620, pick(r, ['#1f5a85', '#2c7a6b', '#b3261e']));
  return svg(w, h, body);
}

type Kind =
  | 'villa'
  | 'townhouse'
  | 'penthouse'
  | 'maisonette'
  | 'apartment'
  | 'farmhouse'
  | 'terraced'
  | 'character'
  | 'seafront'
  | 'bar'
  | 'office'
  | 'bungalow'
  | 'hotel'
  | 'restaurant';

/** One building in front of a simple landscape, for the property-type tiles. */
function building(kind: Kind, seed: number): Buffer {
  const w = 640;
  const h = 480;
  const r = createRng(seed).next;
  const p = pick(r, [DAY, MORNING, GOLDEN]);
  const ground = h * 0.8;
  let body = sky(p, w, h, w * 0.8, h * 0.2, 26);
  const coast = kind === 'seafront' || kind === 'hotel' || kind === 'villa';
  body += `<path d="M0 ${h * 0.62} Q${w * 0.35} ${h * 0.52} ${w * 0.7} ${h * 0.6} T${w} ${h * 0.56} L${w} ${ground} L0 ${ground}Z" fill="${p.hill}" opacity="0.5"/>`;
  if (kind !== 'farmhouse' && kind !== 'bungalow' && kind !== 'villa') body += townRow(r, p, w, ground - 10, 50, 110, 0.8);
  if (coast) body += sea(r, w, h, ground);
  else body += `<rect y="${ground}" width="${w}" height="${h - ground}" fill="${p.stone[4]}"/><rect y="${ground}" width="${w}" height="6" fill="${p.shade}" opacity="0.5"/>`;

  const stone = p.stone[0]!;
  const dark = '#4f5f6b';
  const win = (x: number, y: number, ww = 26, wh = 34) => `<rect x="${x}" y="${y}" width="${ww}" height="${wh}" rx="2" fill="${dark}" opacity="0.7"/>`;
  const door = (x: number, y: number, colour = '#2f6b4f') => `<rect x="${x}" y="${y}" width="34" height="58" rx="17" fill="${colour}"/>`;
  const balcony = (x: number, y: number, ww: number, colour: string) =>
    `<rect x="${x}" y="${y}" width="${ww}" height="40" rx="3" fill="${colour}"/><rect x="${x + 5}" y="${y + 5}" width="${ww - 10}" height="16" fill="#cfe3ec" opacity="0.8"/>`;
  const pool = (x: number, y: number, ww: number) => `<rect x="${x}" y="${y}" width="${ww}" height="16" rx="4" fill="#5fb4d3"/><rect x="${x + 6}" y="${y + 4}" width="${ww * 0.4}" height="2" fill="#fff" opacity="0.7"/>`;
  const cx = w / 2;
  switch (kind) {
    case 'villa':
      body += `<rect x="${cx - 170}" y="${ground - 150}" width="340" height="150" fill="${stone}"/><rect x="${cx - 200}" y="${ground - 156}" width="400" height="10" fill="${p.shade}"/>
        <rect x="${cx - 90}" y="${ground - 230}" width="200" height="80" fill="${p.stone[2]}"/><rect x="${cx - 110}" y="${ground - 236}" width="240" height="8" fill="${p.shade}"/>
        ${win(cx - 60, ground - 212, 140, 44)}${win(cx - 140, ground - 120, 70, 60)}${win(cx + 70, ground - 120, 70, 60)}${door(cx - 17, ground - 58)}
        ${pool(cx - 260, ground - 14, 170)}<circle cx="${cx + 230}" cy="${ground - 70}" r="44" fill="#6f8f4e"/><rect x="${cx + 226}" y="${ground - 30}" width="8" height="30" fill="#6b4f35"/>`;
      break;
    case 'penthouse':
      body += `<rect x="${cx - 110}" y="${ground - 300}" width="220" height="300" fill="${stone}"/>
        <rect x="${cx - 70}" y="${ground - 350}" width="170" height="50" fill="${p.stone[2]}"/><rect x="${cx - 130}" y="${ground - 304}" width="260" height="6" fill="${p.shade}"/>
        ${win(cx - 50, ground - 340, 120, 32)}<rect x="${cx - 125}" y="${ground - 312}" width="250" height="10" fill="#cfe3ec" opacity="0.6"/>
        <path d="M${cx + 100} ${ground - 330} l24 -30 l24 30" stroke="#2f6b4f" stroke-width="8" fill="none"/>
        ${[0, 1, 2, 3, 4].map((f) => [0, 1, 2, 3].map((c) => win(cx - 92 + c * 50, ground - 280 + f * 54)).join('')).join('')}`;
      break;
    case 'apartment':
      body += `<rect x="${cx - 150}" y="${ground - 260}" width="300" height="260" fill="${stone}"/><rect x="${cx - 156}" y="${ground - 266}" width="312" height="8" fill="${p.shade}"/>
        ${[0, 1, 2, 3].map((f) => balcony(cx - 130, ground - 240 + f * 58, 110, '#1f5a85') + balcony(cx + 20, ground - 240 + f * 58, 110, '#1f5a85')).join('')}`;
      break;
    case 'maisonette':
      body += `<rect x="${cx - 120}" y="${ground - 180}" width="240" height="180" fill="${stone}"/><rect x="${cx - 126}" y="${ground - 186}" width="252" height="8" fill="${p.shade}"/>
        ${balcony(cx - 60, ground - 165, 120, '#2f6b4f')}${door(cx - 80, ground - 58, '#2f6b4f')}${door(cx + 46, ground - 58, '#8c2f2f')}${win(cx - 12, ground - 90)}`;
      break;
    case 'townhouse':
    case 'character':
      body += `<rect x="${cx - 110}" y="${ground - 230}" width="220" height="230" fill="${stone}"/><rect x="${cx - 116}" y="${ground - 236}" width="232" height="8" fill="${p.shade}"/>
        <rect x="${cx - 104}" y="${ground - 230}" width="6" height="230" fill="${p.shade}" opacity="0.4"/><rect x="${cx + 98}" y="${ground - 230}" width="6" height="230" fill="${p.shade}" opacity="0.4"/>
        ${balcony(cx - 70, ground - 200, 140, kind === 'character' ? '#8c2f2f' : '#2f6b4f')}${win(cx - 70, ground - 120)}${win(cx + 44, ground - 120)}
        <path d="M${cx - 24} ${ground} v-60 a24 24 0 0 1 48 0 v60Z" fill="${kind === 'character' ? '#6b4f35' : '#2f6b4f'}"/>
        ${kind === 'character' ? `<circle cx="${cx}" cy="${ground - 150}" r="10" fill="${p.shade}"/><rect x="${cx - 90}" y="${ground - 16}" width="180" height="4" fill="${p.shade}"/>` : ''}`;
      break;
    case 'terraced':
      for (let i = 0; i < 4; i++) {
        const x = cx - 250 + i * 125;
        const colour = pick(r, ['#2f6b4f', '#1f5a85', '#8c2f2f', '#2c7a6b']);
        body += `<rect x="${x}" y="${ground - 170}" width="124" height="170" fill="${p.stone[i % p.stone.length]}"/><rect x="${x}" y="${ground - 176}" width="124" height="8" fill="${p.shade}"/>
          ${balcony(x + 22, ground - 158, 80, colour)}${door(x + 45, ground - 58, colour)}`;
      }
      break;
    case 'farmhouse':
      body += `<rect x="${cx - 190}" y="${ground - 150}" width="300" height="150" fill="${p.stone[3]}"/><rect x="${cx + 110}" y="${ground - 110}" width="110" height="110" fill="${p.stone[1]}"/>
        <path d="M${cx - 40} ${ground} v-80 a36 36 0 0 1 72 0 v80Z" fill="#6b4f35"/>${win(cx - 150, ground - 120, 30, 30)}${win(cx + 60, ground - 120, 30, 30)}
        <rect x="0" y="${ground - 26}" width="${w}" height="26" fill="${p.shade}" opacity="0.55"/>
        ${[0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => `<rect x="${i * 74}" y="${ground - 26}" width="70" height="12" rx="5" fill="${p.stone[3]}"/>`).join('')}
        <circle cx="${cx + 260}" cy="${ground - 90}" r="50" fill="#6f8f4e"/><rect x="${cx + 255}" y="${ground - 44}" width="10" height="44" fill="#6b4f35"/>`;
      break;
    case 'bungalow':
      body += `<rect x="${cx - 200}" y="${ground - 120}" width="400" height="120" fill="${stone}"/><rect x="${cx - 220}" y="${ground - 128}" width="440" height="10" fill="${p.shade}"/>
        ${win(cx - 160, ground - 96, 80, 52)}${win(cx + 80, ground - 96, 80, 52)}${door(cx - 17, ground - 58)}
        ${pool(cx - 300, ground - 10, 120)}<circle cx="${cx + 270}" cy="${ground - 70}" r="40" fill="#6f8f4e"/>`;
      break;
    case 'seafront':
      body += `<rect x="${cx - 150}" y="${ground - 240}" width="300" height="240" fill="${stone}"/><rect x="${cx - 156}" y="${ground - 246}" width="312" height="8" fill="${p.shade}"/>
        ${[0, 1, 2, 3].map((f) => `<rect x="${cx - 140}" y="${ground - 222 + f * 56}" width="280" height="44" fill="#cfe3ec" opacity="0.75"/><rect x="${cx - 146}" y="${ground - 182 + f * 56}" width="292" height="6" fill="#f2efe8"/>`).join('')}
        ${luzzu(cx + 200, h - 30, 0.9, '#1f5a85')}`;
      break;
    case 'hotel':
      body += `<rect x="${cx - 180}" y="${ground - 320}" width="360" height="320" fill="${stone}"/><rect x="${cx - 186}" y="${ground - 326}" width="372" height="8" fill="${p.shade}"/>
        ${[0, 1, 2, 3, 4, 5].map((f) => [0, 1, 2, 3, 4, 5].map((c) => win(cx - 160 + c * 56, ground - 300 + f * 46, 36, 28)).join('')).join('')}
        <rect x="${cx - 70}" y="${ground - 40}" width="140" height="40" fill="#1f5a85"/><rect x="${cx - 90}" y="${ground - 48}" width="180" height="10" fill="#0b4f6c"/>`;
      break;
    case 'office':
      body += `<rect x="${cx - 130}" y="${ground - 300}" width="260" height="300" fill="#9fb6c4"/>
        ${[0, 1, 2, 3, 4, 5, 6, 7, 8].map((f) => `<rect x="${cx - 124}" y="${ground - 294 + f * 32}" width="248" height="24" fill="#cfe3ec" opacity="0.85"/>`).join('')}
        <rect x="${cx - 130}" y="${ground - 306}" width="260" height="8" fill="#5b6f7c"/><rect x="${cx - 40}" y="${ground - 40}" width="80" height="40" fill="#5b6f7c"/>`;
      break;
    case 'bar':
    case 'restaurant':
      body += `<rect x="${cx - 170}" y="${ground - 170}" width="340" height="170" fill="${stone}"/><rect x="${cx - 176}" y="${ground - 176}" width="352" height="8" fill="${p.shade}"/>
        <path d="M${cx - 170} ${ground - 110} h340 l-20 34 h-300Z" fill="${kind === 'bar' ? '#1f5a85' : '#8c2f2f'}"/>
        ${[0, 1, 2, 3, 4, 5].map((i) => `<path d="M${cx - 170 + i * 56.6} ${ground - 76} h28 l-14 12Z" fill="#f2efe8"/>`).join('')}
        ${win(cx - 150, ground - 62, 90, 52)}${door(cx - 17, ground - 58, '#6b4f35')}${win(cx + 60, ground - 62, 90, 52)}
        ${[0, 1, 2].map((i) => `<circle cx="${cx - 250 + i * 30}" cy="${ground - 20}" r="12" fill="#f2efe8"/><rect x="${cx - 252 + i * 30}" y="${ground - 18}" width="4" height="18" fill="#5b6f7c"/>`).join('')}
        <path d="M${cx + 200} ${ground - 70} l50 -20 l50 20Z" fill="#f2efe8"/><rect x="${cx + 248}" y="${ground - 70}" width="4" height="70" fill="#5b6f7c"/>`;
      break;
  }
  return svg(w, h, body);
}

async function write(name: string, image: Buffer, width: number, quality: number) {
  const file = new URL(name, OUT);
  const info = await sharp(image).resize({ width }).webp({ quality, effort: 6 }).toFile(file.pathname);
  console.log(`${name}: ${info.width}x${info.height}, ${(info.size / 1024).toFixed(1)} KiB`);
}

await mkdir(OUT, { recursive: true });

// The hero: a wide harbour for desktop, a lighter tall crop for phones.
await write('hero-desktop.webp', harbour(2400, 1100, GOLDEN, 7, { churchX: 0.36, boats: 4 }), 2400, 72);
await write('hero-mobile.webp', harbour(780, 1000, GOLDEN, 7, { churchX: 0.5, boats: 2 }), 780, 62);

// The four area tiles of "Property For Sale in Malta".
await write('area-sliema.webp', seafront(800, 600, DAY, 11, 1.2, false), 800, 70);
await write('area-st-julians.webp', seafront(800, 600, GOLDEN, 23, 1, true), 800, 70);
await write('area-bugibba.webp', seafront(800, 600, MORNING, 31, 0.8, true), 800, 70);
await write('area-gzira.webp', harbour(800, 600, DAY, 43, { churchX: 0.7, boats: 3 }), 800, 70);

// The property-type tiles of "Most Popular Property Types".
const kinds: Kind[] = ['villa', 'townhouse', 'penthouse', 'maisonette', 'apartment', 'farmhouse', 'terraced', 'character', 'seafront', 'bar', 'office', 'bungalow', 'hotel', 'restaurant'];
for (const [i, kind] of kinds.entries()) await write(`type-${kind}.webp`, building(kind, 100 + i * 7), 640, 68);
