import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createLateScriptsRewriter, lateScripts, LOADER } from '../../lib/server/late-scripts';

const NONCE = 'QCmH8LD35EQrjnBAQ7gyoQ==';

/** A page as Next.js writes it: preloads and scripts in the head, the bootstrap script in the body. */
const page = [
  '<!DOCTYPE html><html lang="en-MT"><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="image" imageSrcSet="/_next/image?url=a.jpg&amp;w=384&amp;q=75 384w" fetchPriority="high"/>',
  `<link rel="stylesheet" href="/_next/static/chunks/0sz084exzi5k8.css" nonce="${NONCE}" data-precedence="next"/>`,
  `<link rel="preload" as="script" fetchPriority="low" nonce="${NONCE}" href="/_next/static/chunks/184oqjj46maj4.js"/>`,
  `<script src="/_next/static/chunks/10dmy87c5rcto.js" async="" nonce="${NONCE}"></script>`,
  `<script src="/_next/static/chunks/turbopack-077hmtqrhcoji.js" async="" nonce="${NONCE}"></script>`,
  '<link rel="preload" as="script" href="https://maps.example/api.js"/>',
  '<script id="consent-boot">var c=null;</script>',
  `<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule="" nonce="${NONCE}"></script>`,
  '</head><body><main><h1>Sliema — “sea views”, €465.000</h1></main>',
  `<script src="/_next/static/chunks/184oqjj46maj4.js" nonce="${NONCE}" async=""></script>`,
  `<script nonce="${NONCE}">self.__next_f.push([1,"\\u003cscript src=\\"/_next/static/x.js\\"\\u003e"])</script>`,
  '</body></html>',
].join('');

const queued = (kind: string, src: string) => `<script nonce="${NONCE}">__lateScripts.push(["${kind}","${src}"])</script>`;

function rewriteInChunks(html: string, size: number): string {
  const bytes = Buffer.from(html);
  const rewriter = createLateScriptsRewriter();
  let out = '';
  for (let at = 0; at < bytes.length; at += size) out += rewriter.write(bytes.subarray(at, at + size).toString('latin1'));
  return Buffer.from(out + rewriter.end(), 'latin1').toString('utf8');
}

describe('createLateScriptsRewriter', () => {
  const whole = rewriteInChunks(page, Infinity);

  it("queues every framework script and script preload, in the page's order, behind one loader", () => {
    expect(whole).toBe(
      page
        .replace(
          `<link rel="preload" as="script" fetchPriority="low" nonce="${NONCE}" href="/_next/static/chunks/184oqjj46maj4.js"/>`,
          `<script nonce="${NONCE}">${LOADER}</script>${queued('preload', '/_next/static/chunks/184oqjj46maj4.js')}`,
        )
        .replace(`<script src="/_next/static/chunks/10dmy87c5rcto.js" async="" nonce="${NONCE}"></script>`, queued('script', '/_next/static/chunks/10dmy87c5rcto.js'))
        .replace(
          `<script src="/_next/static/chunks/turbopack-077hmtqrhcoji.js" async="" nonce="${NONCE}"></script>`,
          queued('script', '/_next/static/chunks/turbopack-077hmtqrhcoji.js'),
        )
        .replace(`<script src="/_next/static/chunks/184oqjj46maj4.js" nonce="${NONCE}" async=""></script>`, queued('script', '/_next/static/chunks/184oqjj46maj4.js')),
    );
    expect(whole.split(LOADER)).toHaveLength(2);
  });

  it("leaves the legacy browsers' script, other sites' scripts, inline scripts and the payload alone", () => {
    expect(whole).toContain(`<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule="" nonce="${NONCE}"></script>`);
    expect(whole).toContain('<link rel="preload" as="script" href="https://maps.example/api.js"/>');
    expect(whole).toContain('<script id="consent-boot">var c=null;</script>');
    expect(whole).toContain('\\u003cscript src=\\"/_next/static/x.js\\"\\u003e');
    expect(whole).not.toMatch(/<script src="\/_next\/static\/[^"]+" (?!noModule)/);
  });

  it('gives the same page whatever the chunks it arrives in, characters cut in two included', () => {
    for (const size of [1, 2, 3, 7, 16, 31, 64, 100, 257, 1000]) expect(rewriteInChunks(page, size), `chunks of ${size} bytes`).toBe(whole);
  });

  it('leaves a page without framework scripts as it is, and writes no loader into it', () => {
    const plain = '<!DOCTYPE html><html><head><script>1</script></head><body><p>a < b</p><link rel="preload" as="script" href="/x.js"/></body></html>';
    expect(rewriteInChunks(plain, 5)).toBe(plain);
  });

  it('queues scripts without a nonce for a page served without one', () => {
    const out = rewriteInChunks('<head><script src="/_next/static/chunks/a.js" async=""></script></head>', 4);
    expect(out).toBe(`<head><script>${LOADER}</script><script>__lateScripts.push(["script","/_next/static/chunks/a.js"])</script></head>`);
  });
});

describe('lateScripts', () => {
  /** A real server whose handler writes `body` in pieces, behind lateScripts. */
  async function serve(type: string, body: string, length = false): Promise<{ text: string; headers: Headers }> {
    const server = createServer((_req, res: ServerResponse) => {
      lateScripts(res);
      res.setHeader('content-type', type);
      if (length) res.setHeader('content-length', Buffer.byteLength(body));
      const bytes = Buffer.from(body);
      const third = Math.floor(bytes.length / 3);
      res.write(bytes.subarray(0, third));
      res.write(bytes.subarray(third, 2 * third).toString('latin1'), 'latin1');
      res.end(bytes.subarray(2 * third));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      return { text: await response.text(), headers: response.headers };
    } finally {
      server.close();
    }
  }

  it('rewrites an HTML page as it streams, and drops a length that no longer holds', async () => {
    const { text, headers } = await serve('text/html; charset=utf-8', page, true);
    expect(text).toBe(rewriteInChunks(page, Infinity));
    expect(headers.get('content-length')).toBeNull();
  });

  it('passes anything but HTML through untouched', async () => {
    const { text, headers } = await serve('text/x-component', page, true);
    expect(text).toBe(page);
    expect(headers.get('content-length')).toBe(String(Buffer.byteLength(page)));
  });
});
