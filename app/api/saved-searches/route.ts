/**
 * The visitor's saved searches counted now: the browser posts the saved addresses (lib/shortlist.ts)
 * and gets, for each, how many properties it matches and the newest ids (for "new since your last
 * visit"), with the search call the listing itself makes (a landing page's preset read with the
 * category call first). Nothing is stored. At most SAVED_SEARCH_MAX addresses, posted as JSON by the
 * site's own pages (lib/security/list-requests.ts), four at a time, past the data cache, within the
 * budgets for own lists, charged what they cost (lib/list-reads.ts; 429 past them).
 */
import pLimit from 'p-limit';
import { z } from 'zod';
import { getCategoryBySlug } from '@/lib/api/categories';
import { VISITOR_SHAPED, searchProperties } from '@/lib/api/properties';
import { categoryFilters } from '@/lib/filter-url-decode';
import { LIST_BODY_MAX, savedSearchReads, savedSearchTarget, type SavedListing } from '@/lib/list-reads';
import { resolveListing, type ListingSource } from '@/lib/listing-state';
import { readListRequest } from '@/lib/security/list-requests';
import { checkListReads, tooMany } from '@/lib/security/rate-limit';
import { SAVED_SEARCH_MAX, SAVED_SEARCH_URL_MAX } from '@/lib/saved-searches';

const body = z.object({ urls: z.array(z.string().max(SAVED_SEARCH_URL_MAX)).max(SAVED_SEARCH_MAX) });

type Count = { url: string; status: 'ok'; total: number; ids: number[] } | { url: string; status: 'invalid' | 'unavailable' };

/** The listing to search: a sale listing, or a landing page's (its category looked up), or null when there is none. */
async function sourceOf(listing: SavedListing): Promise<ListingSource | null> {
  if (listing.kind === 'sale') return listing;
  const category = await getCategoryBySlug(listing.slug, { shared: false });
  return category ? { kind: 'landing', path: `/${listing.slug}`, preset: categoryFilters(category.criteria) } : null;
}

async function count(saved: string): Promise<Count> {
  const target = savedSearchTarget(saved);
  if (!target) return { url: saved, status: 'invalid' };
  try {
    const source = await sourceOf(target.listing);
    if (!source) return { url: saved, status: 'invalid' };
    const { filters } = resolveListing(source, target.query);
    // newest first, whatever the saved sort: the first page then holds what is new
    const page = await searchProperties({ ...filters, sort: 'newest' }, 1, VISITOR_SHAPED);
    return { url: saved, status: 'ok', total: page.total, ids: page.items.map((p) => p.id) };
  } catch {
    return { url: saved, status: 'unavailable' };
  }
}

export async function POST(req: Request): Promise<Response> {
  const request = await readListRequest(req, LIST_BODY_MAX.savedSearches);
  if ('refused' in request) return request.refused;
  const parsed = body.safeParse(request.body);
  if (!parsed.success) {
    return Response.json({ error: `Send {"urls": ["/residentials?…"]}, at most ${SAVED_SEARCH_MAX}.` }, { status: 400 });
  }
  const reads = parsed.data.urls.reduce((sum, url) => sum + savedSearchReads(url), 0);
  const verdict = await checkListReads(req.headers, 'own', reads);
  if (!verdict.allowed) return tooMany(verdict.retryAfterSeconds);
  const limit = pLimit(4);
  const results = await Promise.all(parsed.data.urls.map((u) => limit(() => count(u))));
  return Response.json({ results }, { headers: { 'cache-control': 'no-store' } });
}
