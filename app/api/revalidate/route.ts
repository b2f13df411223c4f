/**
 * On-demand refresh of cached public reads: the backend (or an operator) posts the cache tags that
 * changed, e.g. `{"tags":["properties","property-42"]}`, with the secret in `x-revalidate-secret`.
 * Stale content keeps being served while the fresh data loads. Off when REVALIDATE_SECRET is unset.
 */
import { timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import { env } from '@/lib/env';

const body = z.object({ tags: z.array(z.string().regex(/^[a-z0-9-]{1,80}$/)).min(1).max(50) });

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function POST(req: Request): Promise<Response> {
  const secret = env().REVALIDATE_SECRET;
  if (!secret) return Response.json({ error: 'On-demand revalidation is not configured.' }, { status: 404 });
  if (!sameSecret(req.headers.get('x-revalidate-secret') ?? '', secret)) {
    return Response.json({ error: 'Wrong or missing secret.' }, { status: 401 });
  }
  const parsed = body.safeParse(await req.json().catch(() => null));
  if (!parsed.success) {
    return Response.json({ error: 'Send {"tags": ["…"]} with lower-case tags.' }, { status: 400 });
  }
  for (const tag of parsed.data.tags) revalidateTag(tag, 'max');
  return Response.json({ revalidated: parsed.data.tags });
}
