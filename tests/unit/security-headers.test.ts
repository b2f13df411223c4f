/**
 * The security headers (lib/security/headers.ts) and the page Content-Security-Policy
 * (lib/security/page-policy.ts, set by lib/security/csp.ts or stored with a cached page): what they
 * allow is exactly what the site uses, and every response under /api/ and /_next/ gets the static
 * policy, no page a second one.
 */
import { createHash } from 'node:crypto';
import { unstable_doesMiddlewareMatch, unstable_getResponseFromNextConfig } from 'next/experimental/testing/server';
import { NextRequest } from 'next/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consentBootScript } from '@/lib/consent';
import { cachedPagePolicy, contentSecurityPolicy, inlineScripts, scriptHash, type CspOptions } from '@/lib/security/page-policy';
import { NONCE_LENGTH, createNonce, nonceOfPolicy } from '@/lib/security/nonce';
import { FILE_PATH_CSP, NON_PAGE_CSP, VIDEO_FRAME_ORIGINS, headerRules, permissionsPolicy, securityHeaders } from '@/lib/security/headers';
import { config as middlewareConfig } from '@/middleware';
import { videoEmbed } from '@/lib/video-embed';

const none = { analytics: false, maps: false, mapsEmbed: false, turnstile: false };
const all = { analytics: true, maps: true, mapsEmbed: true, turnstile: true };

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((d) => {
      const [name = '', ...sources] = d.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}
/** Whether a source list lets the page load `url` (scheme sources, and https hosts with a leading wildcard). */
function allows(sources: string[], url: string): boolean {
  const u = new URL(url);
  return sources.some((s) => {
    if (/^[a-z]+:$/.test(s)) return u.protocol === s;
    const m = /^https:\/\/(\*\.)?([^/]+)$/.exec(s);
    if (!m || u.protocol !== 'https:') return false;
    return m[1] ? u.hostname.endsWith(`.${m[2]}`) : u.hostname === m[2];
  });
}
const policyOf = (o: Partial<CspOptions>) =>
  directives(contentSecurityPolicy({ scripts: { nonce: 'bm9uY2U=' }, scriptHashes: ['sha256-abc='], services: none, https: true, ...o }));

describe('contentSecurityPolicy', () => {
  it('locks down what no page needs', () => {
    const p = policyOf({});
    expect(p.get('object-src')).toEqual(["'none'"]);
    expect(p.get('base-uri')).toEqual(["'self'"]);
    expect(p.get('form-action')).toEqual(["'self'"]);
    expect(p.get('frame-ancestors')).toEqual(["'none'"]);
    expect(p.get('default-src')).toEqual(["'self'"]);
    expect(p.has('upgrade-insecure-requests')).toBe(true);
  });

  it('scripts: the nonce, strict-dynamic and the inline script hashes; no inline or eval', () => {
    const script = policyOf({}).get('script-src') ?? [];
    expect(script).toEqual(["'self'", "'nonce-bm9uY2U='", "'strict-dynamic'", "'sha256-abc='"]);
    expect(script).not.toContain("'unsafe-inline'");
    expect(script).not.toContain("'unsafe-eval'");
  });

  it('without third-party services configured, only the video players are allowed from elsewhere', () => {
    const p = policyOf({});
    const thirdParty = [...p.values()].flat().filter((s) => /^https:/.test(s));
    expect(new Set(thirdParty)).toEqual(new Set(['https://www.youtube-nocookie.com', 'https://player.vimeo.com']));
    expect(p.get('frame-src')).toEqual(['https://www.youtube-nocookie.com', 'https://player.vimeo.com']);
  });

  it('frames exactly the origins of the player addresses the site builds', () => {
    const origins = [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://vimeo.com/123456789',
      'https://player.vimeo.com/video/123456789',
    ].map((u) => new URL(videoEmbed(u)?.embedUrl ?? 'about:blank').origin);
    expect(new Set(origins)).toEqual(new Set(VIDEO_FRAME_ORIGINS));
  });

  it('each configured service adds its own origins, and only where it needs them', () => {
    const ga = policyOf({ services: { ...none, analytics: true } });
    expect(ga.get('script-src')).toContain('https://www.googletagmanager.com');
    expect(ga.get('connect-src')).toContain('https://*.google-analytics.com');
    expect(ga.get('frame-src')).not.toContain('https://challenges.cloudflare.com');

    const turnstile = policyOf({ services: { ...none, turnstile: true } });
    expect(turnstile.get('script-src')).toContain('https://challenges.cloudflare.com');
    expect(turnstile.get('frame-src')).toContain('https://challenges.cloudflare.com');
    expect(turnstile.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);

    const maps = policyOf({ services: { ...none, maps: true, mapsEmbed: true } });
    expect(maps.get('script-src')).toEqual(expect.arrayContaining(['https://maps.googleapis.com', "'unsafe-eval'", 'blob:']));
    expect(maps.get('img-src')).toContain('https://*.gstatic.com');
    expect(maps.get('font-src')).toContain('https://fonts.gstatic.com');
    expect(maps.get('worker-src')).toContain('blob:');

    // a key without a Map ID: only the office map's embed, no script of Google's and no eval
    const embed = policyOf({ services: { ...none, mapsEmbed: true } });
    expect(embed.get('frame-src')).toEqual([...VIDEO_FRAME_ORIGINS, 'https://www.google.com']);
    expect(embed.get('script-src')).toEqual(policyOf({}).get('script-src'));
    expect(embed.get('connect-src')).toEqual(["'self'"]);
    expect(embed.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  });

  it("interactive maps: what Google's guide lists for the Maps JavaScript API, the Places API (New) included", () => {
    const maps = policyOf({ services: { ...none, maps: true, mapsEmbed: true } });
    const loads: [string, string][] = [
      ['script-src', 'https://maps.googleapis.com/maps/api/js?key=k&libraries=places&callback=google.maps.__ib__'],
      // place suggestions and the chosen place's details (AutocompleteSuggestion, Place.fetchFields)
      ['connect-src', 'https://places.googleapis.com/$rpc/google.maps.places.v1.Places/AutocompletePlaces'],
      ['connect-src', 'https://places.googleapis.com/$rpc/google.maps.places.v1.Places/GetPlace'],
      ['connect-src', 'https://maps.googleapis.com/maps/api/mapsjs/mapConfigs:batchGet'],
      ['connect-src', 'https://www.google.com/maps/vt/pb=tile'],
      ['img-src', 'https://maps.gstatic.com/mapfiles/api-3/images/google_white5_hdpi.png'],
      ['img-src', 'https://lh3.googleusercontent.com/p/photo'],
      ['font-src', 'https://fonts.gstatic.com/s/roboto/v30/font.woff2'],
      ['style-src', 'https://fonts.googleapis.com/css?family=Google+Sans+Text'],
      ['frame-src', 'https://www.google.com/maps/embed/v1/place?key=k&q=Valletta'],
      ['worker-src', 'blob:https://www.example.mt/0f9e'],
    ];
    for (const [directive, url] of loads) {
      expect(allows(maps.get(directive) ?? [], url), `${directive} ${url}`).toBe(true);
      expect(allows(policyOf({}).get(directive) ?? [], url), `without maps: ${directive} ${url}`).toBe(false);
    }
    // none of them is a plain-http load
    expect(allows(maps.get('connect-src') ?? [], 'http://places.googleapis.com/$rpc/x')).toBe(false);
    expect(allows(maps.get('frame-src') ?? [], 'http://www.google.com/maps/embed')).toBe(false);
  });

  it('never allows a whole scheme or wildcard host for scripts, objects or frames', () => {
    const p = policyOf({ services: all });
    for (const d of ['script-src', 'object-src', 'frame-src', 'default-src']) {
      for (const s of p.get(d) ?? []) expect(s, `${d} ${s}`).not.toMatch(/^(\*|https?:|data:|https:\/\/\*)$/);
    }
  });

  it('a cached page: its inline scripts by hash, the own origin and the services by host; no nonce, no strict-dynamic', () => {
    const page = { scripts: { pageHashes: ['sha256-page=', 'sha256-abc='] } };
    expect(policyOf(page).get('script-src')).toEqual(["'self'", "'sha256-abc='", "'sha256-page='"]);
    const p = policyOf({ ...page, services: all });
    const script = p.get('script-src') ?? [];
    expect(script).not.toContain("'strict-dynamic'");
    expect(script).not.toContain("'unsafe-inline'");
    expect(script.some((s) => s.startsWith("'nonce-"))).toBe(false);
    // what the services' loaders add is allowed by host, since no 'strict-dynamic' carries it
    for (const url of [
      'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
      'https://www.googletagmanager.com/gtag/js?id=G-TEST123',
      'https://maps.googleapis.com/maps/api/js?key=k&libraries=places',
      'https://maps.googleapis.com/maps-api-v3/api/js/60/5/main.js',
      'https://maps.gstatic.com/mapfiles/api-3/js/main.js',
    ]) {
      expect(allows(script, url), url).toBe(true);
      expect(allows(policyOf(page).get('script-src') ?? [], url), `unconfigured: ${url}`).toBe(false);
    }
  });

  it('static mode allows inline scripts instead of a nonce; plain http drops the upgrade', () => {
    const p = policyOf({ scripts: 'inline', https: false });
    expect(p.get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(p.has('upgrade-insecure-requests')).toBe(false);
  });
});

describe('the inline scripts of a page', () => {
  const page = [
    '<!DOCTYPE html><html><head><script id="consent-boot">document.documentElement.dataset.a=1</script>',
    '<script src="/_next/static/chunks/a.js" async=""></script>',
    '<script type="application/ld+json">{"@type":"Organization"}</script></head><body>',
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
    '<script>self.__next_f.push([1,"a\\u003c/script\\u003e b"])</script>',
    '<script type="module">import("/x.js")</script><script type="text/plain">not run</script>',
    '<SCRIPT>upper()</SCRIPT ></body></html>',
  ].join('');

  it('are the exact texts of what a browser runs inline: no src, no data blocks', () => {
    expect(inlineScripts(page)).toEqual([
      'document.documentElement.dataset.a=1',
      '(self.__next_f=self.__next_f||[]).push([0])',
      'self.__next_f.push([1,"a\\u003c/script\\u003e b"])',
      'import("/x.js")',
      'upper()',
    ]);
    expect(inlineScripts('<p>no scripts</p>')).toEqual([]);
  });

  it("make the cached page's policy: one hash each, computed from the stored HTML", async () => {
    const policy = directives(await cachedPagePolicy(page));
    const script = policy.get('script-src') ?? [];
    for (const text of inlineScripts(page)) {
      expect(script).toContain(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
    }
    // and the consent boot script's, which every page has
    expect(script.filter((s) => s.startsWith("'sha256-"))).toHaveLength(6);
    expect(script).not.toContain("'strict-dynamic'");
  });
});

describe('nonces and hashes', () => {
  it('a nonce is 128 random bits, different every time', () => {
    const a = createNonce();
    expect(Buffer.from(a, 'base64')).toHaveLength(16);
    expect(a).toHaveLength(NONCE_LENGTH);
    expect(new Set(Array.from({ length: 50 }, createNonce)).size).toBe(50);
  });

  it('a script hash is the SHA-256 CSP source of the exact text', async () => {
    const text = consentBootScript('G-TEST123');
    expect(await scriptHash(text)).toBe(`sha256-${createHash('sha256').update(text).digest('base64')}`);
  });
});

describe('the middleware helper', () => {
  // each test reads the configuration it stubs: modules (and lib/env's parsed configuration) afresh
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllEnvs());

  it('puts one fresh policy on the request (for Next.js to find the nonce) and on the response', async () => {
    vi.stubEnv('GA_MEASUREMENT_ID', 'G-TEST123');
    vi.stubEnv('SITE_URL', 'https://www.example.mt');
    const { nextPage } = await import('@/lib/security/csp');
    const res = await nextPage(new NextRequest('https://www.example.mt/'));
    const policy = res.headers.get('content-security-policy') ?? '';
    expect(res.headers.get('x-middleware-request-content-security-policy')).toBe(policy);
    expect(nonceOfPolicy(policy)).toHaveLength(NONCE_LENGTH);
    const boot = `sha256-${createHash('sha256').update(consentBootScript('G-TEST123')).digest('base64')}`;
    expect(policy).toContain(`'${boot}'`);
    const again = (await nextPage(new NextRequest('https://www.example.mt/'))).headers.get('content-security-policy');
    expect(again).not.toBe(policy);
  });

  it('CSP_MODE=static sends the same policy every time, without a nonce', async () => {
    vi.stubEnv('CSP_MODE', 'static');
    const { nextPage } = await import('@/lib/security/csp');
    const a = (await nextPage(new NextRequest('http://localhost/'))).headers.get('content-security-policy');
    const b = (await nextPage(new NextRequest('http://localhost/'))).headers.get('content-security-policy');
    expect(a).toBe(b);
    expect(a).toContain("'unsafe-inline'");
    expect(a).not.toContain('nonce-');
    expect(nonceOfPolicy(a ?? '')).toBeUndefined();
  });

  it('a cached page gets no policy, and a policy a visitor sent is taken off the request', async () => {
    const { nextPage } = await import('@/lib/security/csp');
    const forged = new NextRequest('http://localhost/company', {
      headers: { 'content-security-policy': "script-src 'nonce-Zm9yZ2Vk'", 'content-security-policy-report-only': "script-src 'nonce-Zm9yZ2Vk'" },
    });
    const res = await nextPage(forged, { cached: true });
    expect(res.headers.get('content-security-policy')).toBeNull();
    expect(res.headers.get('x-middleware-request-content-security-policy')).toBeNull();
    expect(res.headers.get('x-middleware-request-content-security-policy-report-only')).toBeNull();
    expect(res.headers.get('x-middleware-override-headers')?.split(',')).not.toContain('content-security-policy');
    // a page rendered per request replaces it with its own
    const perRequest = await nextPage(forged);
    expect(perRequest.headers.get('x-middleware-request-content-security-policy')).not.toContain('Zm9yZ2Vk');
  });
});

describe('securityHeaders', () => {
  const headers = new Map(securityHeaders().map((h) => [h.key.toLowerCase(), h.value]));

  it('sends HSTS, nosniff, the referrer policy, a permissions policy and CORP', () => {
    expect(headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('permissions-policy')).toBe(permissionsPolicy());
    expect(headers.has('x-powered-by')).toBe(false);
  });

  it('switches off camera, microphone, location and payment; players keep playback features', () => {
    const p = permissionsPolicy();
    for (const f of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(p).toContain(`${f}=()`);
    expect(p).toMatch(/autoplay=\(self "https:\/\/www\.youtube-nocookie\.com"[^)]*"https:\/\/player\.vimeo\.com"\)/);
  });
});

describe('headerRules: the static policy of what is not a page', () => {
  // Next.js's documented testing helpers: whether the middleware runs for a path, and the response
  // headers() gives it
  const url = (path: string) => `https://www.example.mt${path}`;
  const middlewareRuns = (path: string) => unstable_doesMiddlewareMatch({ config: middlewareConfig, url: url(path) });
  const headersOf = async (path: string) =>
    (await unstable_getResponseFromNextConfig({ url: url(path), nextConfig: { headers: async () => headerRules() } })).headers;

  it('denies everything: no source, no frame ancestor, no base address, no form target', () => {
    expect(directives(NON_PAGE_CSP)).toEqual(
      new Map([
        ['default-src', ["'none'"]],
        ['frame-ancestors', ["'none'"]],
        ['base-uri', ["'none'"]],
        ['form-action', ["'none'"]],
      ]),
    );
  });

  it('keeps the security headers on every path', async () => {
    for (const path of ['/', '/residentials', '/api/revalidate', '/_next/static/chunks/a.js']) {
      const headers = await headersOf(path);
      for (const h of securityHeaders()) expect(headers.get(h.key), `${path} ${h.key}`).toBe(h.value);
    }
  });

  it.each([
    '/api/revalidate',
    '/api/nope',
    '/api/a/b',
    '/_next/static/chunks/app-123.js',
    '/_next/static/css/a.css',
    '/_next/static/media/font.woff2',
    '/_next/image',
    '/_next/nope',
  ])('%s, which the middleware never sees, gets the static policy once', async (path) => {
    expect(middlewareRuns(path)).toBe(false);
    expect((await headersOf(path)).get('content-security-policy')).toBe(NON_PAGE_CSP);
  });

  it.each(['/', '/residentials', '/property/for-sale/apartment/sliema/42/ref-7', '/api', '/_next', '/apiary', '/api-docs/x', '/_nextjs/x', '/404.html'])(
    'page %s gets only the middleware’s policy',
    async (path) => {
      expect(middlewareRuns(path)).toBe(true);
      expect((await headersOf(path)).get('content-security-policy')).toBeNull();
    },
  );

  it.each([
    '/agent/1.png',
    '/blog/post.jpg',
    '/x.JPEG.jpeg',
    '/images/property-placeholder.svg',
    '/icon.svg',
    '/apple-icon.png',
    '/favicon.ico',
    '/favicon.ico/x',
    '/robots.txt',
    '/robots.txt/nope',
    '/sitemap.xml',
    '/sitemaps/properties.xml',
    '/styles.css',
    '/deep/a/b/c.js',
    '/app.js.map',
    '/font.woff2',
    '/notes.txt',
  ])('%s, which looks like a file, gets the page-without-script policy once', async (path) => {
    expect(middlewareRuns(path)).toBe(false);
    expect((await headersOf(path)).get('content-security-policy')).toBe(FILE_PATH_CSP);
  });

  it('whatever the path, exactly one policy: the middleware’s or a static one', async () => {
    const segments = ['', 'api', '_next', 'agent', 'robots.txt', 'favicon.ico', 'sitemap', 'sitemap.xml', 'x.png', 'x.png.html', 'a.css', 'b.txt', 'images', 'static', 'x.xml', 'pngs'];
    for (const a of segments) {
      for (const b of segments) {
        const path = `/${[a, b].filter(Boolean).join('/')}`;
        const fromMiddleware = middlewareRuns(path);
        const fromConfig = (await headersOf(path)).get('content-security-policy');
        expect(fromMiddleware !== (fromConfig !== null), `${path}: middleware ${fromMiddleware}, static ${fromConfig}`).toBe(true);
      }
    }
  });

  it('a file-like path shows a page and runs nothing', () => {
    const p = directives(FILE_PATH_CSP);
    expect(p.get('default-src')).toEqual(["'none'"]);
    expect(p.has('script-src')).toBe(false);
    expect(p.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(p.get('img-src')).toEqual(["'self'", 'data:']);
    expect(p.get('frame-ancestors')).toEqual(["'none'"]);
    expect(p.get('base-uri')).toEqual(["'none'"]);
    expect(p.get('form-action')).toEqual(["'self'"]);
  });
});
