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

/** The highest page number a query is read as. */
const MAX_PAGE = 10_000;

/** A page number from the query string: a whole number ≥ 1, else 1 (SPEC §4: 0 or less is ignored). */
export function parsePage(value: string | string[] | undefined, max = MAX_PAGE): number {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw || !/^\d{1,6}$/.test(raw)) return 1;
  const n = Number(raw);
  return n >= 1 && n <= max ? n : 1;
}

/**
 * The page number of a page made once on a route of its own (lib/cached-routes.ts, cachedPagedPath):
 * only as the middleware writes it (`parsePage`'s number), else null.
 */
export function parsePageSegment(raw: string): number | null {
  if (!/^[1-9]\d{0,4}$/.test(raw)) return null;
  const n = Number(raw);
  return n <= MAX_PAGE ? n : null;
}

/** The address of page `page` of a paged page at `path`: the first page has no query. */
export function pageAddress(path: string, page: number): string {
  return page > 1 ? `${path}?page=${page}` : path;
}
