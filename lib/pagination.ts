/** Which page links to show: first, last, and a window around the current page, with gaps. */
export type PageItem = { type: 'page'; page: number; current: boolean } | { type: 'gap'; key: string };

export function pageItems(current: number, pageCount: number, radius = 1): PageItem[] {
  if (pageCount <= 1) return [];
  const cur = Math.min(Math.max(1, Math.floor(current) || 1), pageCount);
  const wanted = new Set<number>([1, pageCount]);
  for (let p = cur - radius; p <= cur + radius; p++) if (p >= 1 && p <= pageCount) wanted.add(p);
  // avoid a gap that hides a single page
  const sorted = [...wanted].sort((a, b) => a - b);
  const items: PageItem[] = [];
  let prev = 0;
  for (const p of sorted) {
    if (p - prev === 2) items.push({ type: 'page', page: p - 1, current: p - 1 === cur });
    else if (p - prev > 2) items.push({ type: 'gap', key: `gap-${prev}` });
    items.push({ type: 'page', page: p, current: p === cur });
    prev = p;
  }
  return items;
}

/** A page number from the query string: a whole number ≥ 1, else 1 (SPEC §4: 0 or less is ignored). */
export function parsePage(value: string | string[] | undefined, max = 10_000): number {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw || !/^\d{1,6}$/.test(raw)) return 1;
  const n = Number(raw);
  return n >= 1 && n <= max ? n : 1;
}
