/**
 * The visitor's shortlist refreshed from the backend: the browser posts the ids it keeps (lib/shortlist.ts)
 * and gets each property's card as the backend has it now, or whether it is gone. Nothing is stored;
 * at most SHORTLIST_MAX ids, read with the detail call six at a time, past the data cache, within
 * the client's budget of list reads (429 past it; the page then shows the cards as saved).
 */
import { z } from 'zod';
import { getPropertiesByIds } from '@/lib/api/properties';
import { checkListReads, tooMany } from '@/lib/security/rate-limit';
import { SHORTLIST_MAX, toShortlistCard } from '@/lib/shortlist';

const body = z.object({
  items: z
    .array(z.object({ id: z.number().int().positive().max(2_147_483_647), lettingType: z.number().int().min(0).max(99) }))
    .max(SHORTLIST_MAX),
});

export async function POST(req: Request): Promise<Response> {
  const parsed = body.safeParse(await req.json().catch(() => null));
  if (!parsed.success) {
    return Response.json({ error: `Send {"items": [{"id", "lettingType"}]}, at most ${SHORTLIST_MAX}.` }, { status: 400 });
  }
  const verdict = await checkListReads(req.headers, parsed.data.items.length);
  if (!verdict.allowed) return tooMany(verdict.retryAfterSeconds);
  const found = await getPropertiesByIds(parsed.data.items, { concurrency: 6, fresh: true });
  return Response.json(
    {
      items: found.map((f) => (f.status === 'found' ? { id: f.id, status: f.status, property: toShortlistCard(f.property) } : f)),
    },
    { headers: { 'cache-control': 'no-store' } },
  );
}
