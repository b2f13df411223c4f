/**
 * Which requests may make the site read the backend for what a visitor chose (lists of ids in an
 * address, the list routes' bodies), judged from the request alone before anything is read.
 *
 * Another site can make its visitors' browsers send a request here: an <img> or <iframe> with a
 * shared list's address, a form or a fetch without a preflight (a text/plain body). Browsers say
 * what a request is for in its fetch metadata (Sec-Fetch-Dest, -Mode, -Site) and where it comes from
 * (Origin), and no page can forge those. A client that sends no Sec-Fetch-Site (which every
 * browser that sends fetch metadata does) is not a browser another site is using, or one too old to
 * say: one address, within its own budget.
 */

import { IDS_PARAM } from '../list-links';

type HeaderReader = Pick<Headers, 'get'>;

/** Whether a page address reads properties its query names: /shortlist?ids=…, /compare?ids=…. */
export function pageNamesProperties(pathname: string, query: URLSearchParams): boolean {
  return (pathname === '/shortlist' || pathname === '/compare') && query.has(IDS_PARAM);
}

/**
 * Whether a GET of a page that reads properties named in its address (/shortlist?ids=…,
 * /compare?ids=…) may read the backend: a top-level navigation (a visitor opening a link), or the
 * site's own script asking for it (Next.js's client navigation and prefetch: same-origin fetches).
 * Not an image, a frame, a script or a fetch from another site.
 */
export function pageMayRead(headers: HeaderReader): boolean {
  const site = headers.get('sec-fetch-site');
  if (site === null) return true;
  const dest = headers.get('sec-fetch-dest');
  if (headers.get('sec-fetch-mode') === 'navigate') return dest === null || dest === 'document';
  return site === 'same-origin' && (dest === null || dest === 'empty');
}

/** The answer to a page fetch that may not read: nothing, at once, and never kept by a cache. */
export const noPageReads = (): Response => new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });

export interface ListRequestProblem {
  status: 403 | 413 | 415;
  message: string;
}

/**
 * What is wrong with a POST to a list route, from its headers: a body other than JSON (a form or a
 * text/plain fetch that another site can send without a preflight), a request another site's page
 * sent (Sec-Fetch-Site, else an Origin other than the Host it was sent to), or a declared length
 * above `maxBytes`. null when it may be read.
 */
export function listRequestProblem(headers: HeaderReader, maxBytes: number): ListRequestProblem | null {
  const type = headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') return { status: 415, message: 'Send the list as application/json.' };
  const site = headers.get('sec-fetch-site');
  if (site !== null && site !== 'same-origin') return { status: 403, message: 'Lists are refreshed from this site’s own pages only.' };
  const origin = headers.get('origin');
  if (origin !== null && hostOf(origin) !== headers.get('host')) {
    return { status: 403, message: 'Lists are refreshed from this site’s own pages only.' };
  }
  const declared = headers.get('content-length');
  if (declared !== null && !(/^\d{1,12}$/.test(declared) && Number(declared) <= maxBytes)) return tooLarge(maxBytes);
  return null;
}

const tooLarge = (maxBytes: number): ListRequestProblem => ({ status: 413, message: `The list is too long: at most ${maxBytes} bytes.` });

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null; // "null" (a sandboxed frame, a file) or junk
  }
}

/**
 * A list route's body as JSON (undefined when it is not JSON), read only as far as `maxBytes`: a
 * longer body, whatever length it declared, is refused as soon as that much has arrived, and the
 * rest is never read.
 */
export async function readJsonBody(req: Request, maxBytes: number): Promise<{ value: unknown } | ListRequestProblem> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (req.body) {
    const reader = req.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined);
        return tooLarge(maxBytes);
      }
      chunks.push(value);
    }
  }
  const bytes = new Uint8Array(size);
  chunks.reduce((at, chunk) => (bytes.set(chunk, at), at + chunk.byteLength), 0);
  try {
    return { value: JSON.parse(new TextDecoder().decode(bytes)) as unknown };
  } catch {
    return { value: undefined };
  }
}

/**
 * A list route's request checked and its body read within `maxBytes` (the two above, in that
 * order): the JSON, or the error answer to send.
 */
export async function readListRequest(req: Request, maxBytes: number): Promise<{ body: unknown } | { refused: Response }> {
  const problem = listRequestProblem(req.headers, maxBytes);
  const read = problem ?? (await readJsonBody(req, maxBytes));
  if ('status' in read) {
    return { refused: Response.json({ error: read.message }, { status: read.status, headers: { 'cache-control': 'no-store' } }) };
  }
  return { body: read.value };
}
