/**
 * Which requests may make the site read what a visitor chose (lib/security/list-requests.ts): page
 * fetches by their fetch metadata, the list routes' posts by type, origin and length, and their
 * bodies read no further than their cap.
 */
import { describe, expect, it } from 'vitest';
import { listRequestProblem, pageMayRead, pageNamesProperties, readJsonBody, readListRequest } from '@/lib/security/list-requests';

const h = (entries: Record<string, string>) => new Headers(entries);
const fetchMeta = (dest: string, mode: string, site: string) => h({ 'sec-fetch-dest': dest, 'sec-fetch-mode': mode, 'sec-fetch-site': site });

describe('pageNamesProperties', () => {
  it('is /shortlist and /compare with ids', () => {
    expect(pageNamesProperties('/shortlist', new URLSearchParams('ids=1-6'))).toBe(true);
    expect(pageNamesProperties('/compare', new URLSearchParams('ids='))).toBe(true);
    expect(pageNamesProperties('/shortlist', new URLSearchParams('ref=3'))).toBe(false);
    expect(pageNamesProperties('/residentials', new URLSearchParams('ids=1-6'))).toBe(false);
  });
});

describe('pageMayRead', () => {
  it('a visitor opening a link, from anywhere, may', () => {
    expect(pageMayRead(fetchMeta('document', 'navigate', 'cross-site'))).toBe(true);
    expect(pageMayRead(fetchMeta('document', 'navigate', 'none'))).toBe(true);
    expect(pageMayRead(h({ 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'cross-site' }))).toBe(true);
  });

  it("the site's own script may (Next.js's client navigation and prefetch)", () => {
    expect(pageMayRead(fetchMeta('empty', 'cors', 'same-origin'))).toBe(true);
    expect(pageMayRead(fetchMeta('empty', 'same-origin', 'same-origin'))).toBe(true);
  });

  it('an image, a frame, a script or another site’s fetch may not', () => {
    expect(pageMayRead(fetchMeta('image', 'no-cors', 'cross-site'))).toBe(false);
    expect(pageMayRead(fetchMeta('image', 'no-cors', 'same-origin'))).toBe(false);
    expect(pageMayRead(fetchMeta('iframe', 'navigate', 'cross-site'))).toBe(false);
    expect(pageMayRead(fetchMeta('script', 'no-cors', 'cross-site'))).toBe(false);
    expect(pageMayRead(fetchMeta('empty', 'cors', 'cross-site'))).toBe(false);
    expect(pageMayRead(fetchMeta('empty', 'no-cors', 'same-site'))).toBe(false);
    expect(pageMayRead(h({ 'sec-fetch-dest': 'image', 'sec-fetch-site': 'same-site' }))).toBe(false);
  });

  it('a client that says nothing of where it comes from may (not a browser another site can use)', () => {
    expect(pageMayRead(h({}))).toBe(true);
    // Node.js's fetch sends Sec-Fetch-Mode alone
    expect(pageMayRead(h({ 'sec-fetch-mode': 'cors' }))).toBe(true);
  });
});

describe('listRequestProblem', () => {
  const json = { 'content-type': 'application/json', host: 'site.example' };

  it('takes JSON from the site’s own pages, within the length', () => {
    expect(listRequestProblem(h({ ...json, 'sec-fetch-site': 'same-origin', origin: 'https://site.example', 'content-length': '100' }), 100)).toBeNull();
    expect(listRequestProblem(h({ ...json, 'content-type': 'application/json; charset=utf-8' }), 100)).toBeNull();
    // no fetch metadata and no Origin: not a browser
    expect(listRequestProblem(h(json), 100)).toBeNull();
  });

  it('refuses what another site can send without a preflight', () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      expect(listRequestProblem(h({ ...json, 'content-type': type }), 100)?.status).toBe(415);
    }
    expect(listRequestProblem(h({ host: 'site.example' }), 100)?.status).toBe(415);
  });

  it('refuses another site’s page, by its fetch metadata or else its Origin', () => {
    for (const site of ['cross-site', 'same-site', 'none']) {
      expect(listRequestProblem(h({ ...json, 'sec-fetch-site': site }), 100)?.status).toBe(403);
    }
    expect(listRequestProblem(h({ ...json, origin: 'https://elsewhere.example' }), 100)?.status).toBe(403);
    expect(listRequestProblem(h({ ...json, origin: 'null' }), 100)?.status).toBe(403);
    expect(listRequestProblem(h({ ...json, origin: 'https://site.example:8443' }), 100)?.status).toBe(403);
  });

  it('refuses a declared length above the cap, or one that is no number', () => {
    expect(listRequestProblem(h({ ...json, 'content-length': '101' }), 100)?.status).toBe(413);
    expect(listRequestProblem(h({ ...json, 'content-length': '1e3' }), 100)?.status).toBe(413);
    expect(listRequestProblem(h({ ...json, 'content-length': '-1' }), 100)?.status).toBe(413);
  });
});

/** A request whose body arrives in `parts` without a declared length, and how many parts were pulled. */
function streamed(parts: string[], headers: Record<string, string> = {}) {
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = parts[pulled];
      if (next === undefined) return controller.close();
      pulled += 1;
      controller.enqueue(new TextEncoder().encode(next));
    },
  }, { highWaterMark: 0 });
  const req = new Request('http://site.example/api/shortlist', { method: 'POST', headers, body, duplex: 'half' } as RequestInit);
  return { req, pulled: () => pulled };
}

describe('readJsonBody', () => {
  it('parses a body within the cap; anything not JSON is undefined', async () => {
    expect(await readJsonBody(streamed(['{"items":', '[]}']).req, 100)).toEqual({ value: { items: [] } });
    expect(await readJsonBody(streamed(['{"items":']).req, 100)).toEqual({ value: undefined });
    expect(await readJsonBody(new Request('http://site.example/', { method: 'POST' }), 100)).toEqual({ value: undefined });
  });

  it('stops reading as soon as the body passes the cap, whatever it declared', async () => {
    const parts = Array.from({ length: 100 }, () => 'x'.repeat(40));
    const { req, pulled } = streamed(parts);
    expect(await readJsonBody(req, 100)).toMatchObject({ status: 413 });
    expect(pulled()).toBeLessThan(6);
  });
});

describe('readListRequest', () => {
  it('answers a refused request with its status, before reading the body', async () => {
    const { req, pulled } = streamed(['{}'], { 'content-type': 'text/plain' });
    const read = await readListRequest(req, 100);
    expect('refused' in read && read.refused.status).toBe(415);
    expect(pulled()).toBe(0);
  });

  it('gives the JSON of an accepted one', async () => {
    const req = new Request('http://site.example/api/shortlist', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: '{"items":[]}',
    });
    expect(await readListRequest(req, 100)).toEqual({ body: { items: [] } });
  });
});
