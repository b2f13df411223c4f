/**
 * Shortlists refreshed from the backend: the browser posts the ids it shows and gets each property's
 * card as the backend has it now, or whether it is gone, and the day in Malta. Nothing is stored. At most SHORTLIST_MAX ids,
 * posted as JSON by the site's own pages (lib/security/list-requests.ts), read six at a time within
 * the budgets of reads (429 past them; the page then shows the cards as they were):
 *
 * - the visitor's own list (lib/shortlist.ts): past the data cache, prices and availability now,
 *   within the budgets for own lists;
 * - a shared list's properties the page could not show from the data cache (`"list": "shared"`):
 *   within the lower budgets for links, kept in the data cache for the next visitor with the link
 *   (lib/linked-properties.ts).
 */
import { z } from 'zod';
import { getPropertiesByIds, type PropertyLookup } from '@/lib/api/properties';
import { readLinkedProperties } from '@/lib/linked-properties';
import { LIST_BODY_MAX } from '@/lib/list-reads';
import { readListRequest } from '@/lib/security/list-requests';
import { checkListReads, listReadsLeft, tooMany } from '@/lib/security/rate-limit';
import { maltaDay } from '@/lib/forms/malta-time';
import { SHORTLIST_MAX, toShortlistCard } from '@/lib/shortlist';

const body = z.object({
  items: z
    .array(z.object({ id: z.number().int().positive().max(2_147_483_647), lettingType: z.number().int().min(0).max(99) }))
    .max(SHORTLIST_MAX),
  list: z.enum(['own', 'shared']).default('own'),
});

const CONCURRENCY = 6;

async function lookUp(req: Request, { items, list }: z.infer<typeof body>): Promise<PropertyLookup[] | Response> {
  if (list === 'shared') {
    // with the budget spent, not even the data cache is asked
    const left = await listReadsLeft(req.headers, 'link');
    if (!left.allowed) return tooMany(left.retryAfterSeconds);
    const linked = await readLinkedProperties(items, req.headers, CONCURRENCY);
    return linked.retryAfterSeconds === undefined ? linked.items : tooMany(linked.retryAfterSeconds);
  }
  const verdict = await checkListReads(req.headers, 'own', items.length);
  if (!verdict.allowed) return tooMany(verdict.retryAfterSeconds);
  return getPropertiesByIds(items, { concurrency: CONCURRENCY, fresh: true, visitorChosen: true });
}

export async function POST(req: Request): Promise<Response> {
  const request = await readListRequest(req, LIST_BODY_MAX.shortlist);
  if ('refused' in request) return request.refused;
  const parsed = body.safeParse(request.body);
  if (!parsed.success) {
    return Response.json({ error: `Send {"items": [{"id", "lettingType"}]}, at most ${SHORTLIST_MAX}.` }, { status: 400 });
  }
  const found = await lookUp(req, parsed.data);
  if (found instanceof Response) return found;
  return Response.json(
    {
      items: found.map((f) => (f.status === 'found' ? { id: f.id, status: f.status, property: toShortlistCard(f.property) } : f)),
      // the day in Malta, against which the browser reads each property's availability (lib/shortlist-changes.ts, changesSinceSaved)
      today: maltaDay(new Date()),
    },
    { headers: { 'cache-control': 'no-store' } },
  );
}
