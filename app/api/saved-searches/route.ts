/**
 * The visitor's saved searches counted now: the browser posts the saved addresses (lib/shortlist.ts)
 * and gets, for each, how many properties it matches and the newest ids (for "new since your last
 * visit"), with the search call the listing itself makes (a landing page's preset read with the
 * category call). Nothing is stored; at most SAVED_SEARCH_MAX addresses, four at a time, past the data
 * cache, within the client's budget of list reads (429 past it).
 */
import pLimit from 'p-limit';
import { z } from 'zod';
import { getCategoryBySlug } from '@/lib/api/categories';
import { searchProperties } from '@/lib/api/properties';
import { parseCatchAll } from '@/lib/catch-all';
import { categoryFilters } from '@/lib/filter-url';
import { resolveListing, type ListingSource } from '@/lib/listing-state';
import { checkListReads, tooMany } from '@/lib/security/rate-limit';
import { SAVED_SEARCH_MAX, SAVED_SEARCH_URL_MAX, savedSearchUrl } from '@/lib/shortlist';

const body = z.object({ urls: z.array(z.string().max(SAVED_SEARCH_URL_MAX)).max(SAVED_SEARCH_MAX) });

type Count = { url: string; status: 'ok'; total: number; ids: number[] } | { url: string; status: 'invalid' | 'unavailable' };

/** The listing an address is: a sale listing, a landing page (looked up), or null. */
async function sourceOf(path: string): Promise<ListingSource | null> {
  if (path === '/residentials') return { kind: 'sale', lettingType: 6 };
  if (path === '/commercials') return { kind: 'sale', lettingType: 7 };
  const route = parseCatchAll(path.split('/'));
  if (route.kind !== 'category') return null;
  const category = await getCategoryBySlug(route.slug);
  return category ? { kind: 'landing', path: `/${route.slug}`, preset: categoryFilters(category.criteria) } : null;
}

async function count(saved: string): Promise<Count> {
  const url = savedSearchUrl(saved);
  if (!url) return { url: saved, status: 'invalid' };
  const address = new URL(url, 'http://site.invalid');
  try {
    const source = await sourceOf(address.pathname);
    if (!source) return { url: saved, status: 'invalid' };
    const { filters } = resolveListing(source, address.searchParams);
    // newest first, whatever the saved sort: the first page then holds what is new
    const page = await searchProperties({ ...filters, sort: 'newest' }, 1, { fresh: true });
    return { url: saved, status: 'ok', total: page.total, ids: page.items.map((p) => p.id) };
  } catch {
    return { url: saved, status: 'unavailable' };
  }
}

export async function POST(req: Request): Promise<Response> {
  const parsed = body.safeParse(await req.json().catch(() => null));
  if (!parsed.success) {
    return Response.json({ error: `Send {"urls": ["/residentials?…"]}, at most ${SAVED_SEARCH_MAX}.` }, { status: 400 });
  }
  const verdict = await checkListReads(req.headers, parsed.data.urls.length);
  if (!verdict.allowed) return tooMany(verdict.retryAfterSeconds);
  const limit = pLimit(4);
  const results = await Promise.all(parsed.data.urls.map((u) => limit(() => count(u))));
  return Response.json({ results }, { headers: { 'cache-control': 'no-store' } });
}
