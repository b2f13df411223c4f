/**
 * The production build behind the shipped nginx rules (deploy/nginx/http.conf and site.conf,
 * included unchanged by scripts/support/nginx.ts): the site's headers arrive whole, every page has a
 * nonce of its own, the framework's files and the optimised images are cached (the images under the
 * arguments the optimizer reads), request bodies are limited per path, uploads per network, images
 * per client (an IPv6 client by its /48, however its address is written), and the visitor cannot
 * choose the address the site and the backend see. Then the shipped deploy/nginx.conf itself, on
 * loopback ports with a throwaway certificate: a Host that is not the site's gets nothing.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type RequestListener } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { expect, test } from './fixtures';
import { e2eEnv } from '../../playwright.config';
import { nonceOfPolicy } from '../../lib/security/nonce';
import { startNginx, type Nginx } from '../../scripts/support/nginx';
import { freePort } from '../../scripts/support/net';
import { sendContactForm } from '../support/forms';

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A request as sent, and the answer's bytes as they came over the wire (not decompressed). */
function raw(url: string, opts: { method?: string; headers?: Record<string, string | number>; body?: Buffer; localAddress?: string } = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: opts.method ?? 'GET', headers: opts.headers, localAddress: opts.localAddress }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    // nginx may answer (413) and close before the whole body is sent
    req.on('error', (e: NodeJS.ErrnoException) => (e.code === 'EPIPE' || e.code === 'ECONNRESET' ? undefined : reject(e)));
    req.end(opts.body);
  });
}

const html = (r: Raw) => (r.headers['content-encoding'] === 'gzip' ? gunzipSync(r.body) : r.body).toString('utf8');

/** Headers that belong to one response or one hop, not to what the site says about its pages. */
const PER_RESPONSE = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-security-policy', 'server', 'x-cache-status', 'vary', 'content-encoding']);

let nginx: Nginx;
test.beforeAll(async () => {
  nginx = await startNginx(e2eEnv.SITE_URL);
});
test.afterAll(async () => {
  await nginx?.stop();
});

test('a page made once arrives through nginx with every header the site sends, its policy of hashes the same each time', async () => {
  const direct = await raw(`${e2eEnv.SITE_URL}/company`, { headers: { 'accept-encoding': 'gzip' } });
  const proxied = await raw(`${nginx.url}/company`, { headers: { 'accept-encoding': 'gzip' } });
  expect(proxied.status).toBe(200);
  expect(proxied.headers['content-encoding']).toBe('gzip');
  // the site's cache answers it (lib/cached-routes.ts); nginx keeps no page
  const same = (r: Raw) => Object.fromEntries(Object.entries(r.headers).filter(([name]) => !PER_RESPONSE.has(name) && name !== 'x-nextjs-cache'));
  expect(same(proxied)).toEqual(same(direct));
  expect(proxied.headers['content-security-policy']).toBe(direct.headers['content-security-policy']);
  expect(String(proxied.headers['content-security-policy'])).toContain("'sha256-");
  expect(proxied.headers['x-cache-status'] ?? '').not.toBe('HIT');
});

test('a page rendered per request arrives through nginx with every header the site sends, compressed, with a nonce of its own', async () => {
  const direct = await raw(`${e2eEnv.SITE_URL}/shortlist`, { headers: { 'accept-encoding': 'gzip' } });
  const first = await raw(`${nginx.url}/shortlist`, { headers: { 'accept-encoding': 'gzip' } });
  const second = await raw(`${nginx.url}/shortlist`, { headers: { 'accept-encoding': 'gzip' } });
  expect(first.status).toBe(200);
  expect(first.headers['content-encoding']).toBe('gzip');
  expect(html(first)).toContain('</html>');
  // the same headers, each response's nonce aside (the font preload's Link header names it too)
  const same = (r: Raw) => {
    const nonce = nonceOfPolicy(String(r.headers['content-security-policy'])) ?? '';
    return Object.fromEntries(
      Object.entries(r.headers)
        .filter(([name]) => !PER_RESPONSE.has(name))
        .map(([name, value]) => [name, String(value).replaceAll(nonce, 'NONCE')]),
    );
  };
  expect(same(first)).toEqual(same(direct));
  expect(first.headers['x-content-type-options']).toBe('nosniff');
  expect(first.headers['strict-transport-security']).toBeDefined();

  // such a page is never cached: each response its own nonce, in its policy and on every script
  const nonces = [first, second].map((r) => nonceOfPolicy(String(r.headers['content-security-policy'])));
  expect(nonces[0]).toBeTruthy();
  expect(nonces[1]).toBeTruthy();
  expect(nonces[0]).not.toBe(nonces[1]);
  for (const [i, r] of [first, second].entries()) {
    const attributes = [...html(r).matchAll(/\snonce="([^"]+)"/g)].map((m) => m[1]);
    expect(attributes.length).toBeGreaterThan(0);
    expect(new Set(attributes)).toEqual(new Set([nonces[i]]));
    expect(r.headers['x-cache-status'] ?? '').not.toBe('HIT');
  }
});

test('the framework’s files come from nginx’s cache, compressed and kept for a year', async () => {
  const page = html(await raw(`${nginx.url}/residentials`, { headers: { 'accept-encoding': 'gzip' } }));
  const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(page)?.[1];
  expect(script, 'a framework script on the page').toBeTruthy();
  const once = await raw(nginx.url + script, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  const again = await raw(nginx.url + script, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  for (const r of [once, again]) {
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBe('gzip');
    expect(r.headers['cache-control']).toContain('max-age=31536000');
    expect(r.headers['cache-control']).toContain('immutable');
  }
  expect(again.headers['x-cache-status']).toBe('HIT');
  expect(gunzipSync(again.body)).toEqual(gunzipSync(once.body));
  // a client that takes no gzip gets the plain file
  const plain = await raw(nginx.url + script);
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body).toEqual(gunzipSync(once.body));
});

test('an optimised image is kept as the site’s Cache-Control says, one copy per format', async () => {
  const page = html(await raw(`${nginx.url}/residentials`, { headers: { 'accept-encoding': 'gzip' } }));
  const image = /\/_next\/image\?[^"\s,]+/.exec(page)?.[0].replaceAll('&amp;', '&');
  expect(image, 'an optimised image on the listing').toBeTruthy();
  const direct = await raw(`${e2eEnv.SITE_URL}${image}`, { headers: { accept: 'image/webp,*/*' } });
  for (const [accept, type] of [
    ['image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8', 'image/webp'],
    ['image/png,image/*;q=0.8,*/*;q=0.5', 'image/jpeg'],
  ] as const) {
    const first = await raw(`${nginx.url}${image}`, { headers: { accept } });
    const again = await raw(`${nginx.url}${image}`, { headers: { accept } });
    for (const r of [first, again]) {
      expect(r.status).toBe(200);
      expect(r.headers['content-type']).toBe(type);
      expect(r.headers['cache-control']).toBe(direct.headers['cache-control']);
    }
    expect(again.headers['x-cache-status']).toBe('HIT');
  }
  // arguments the optimizer does not read, or the same three in another order, find the same copy
  const { searchParams } = new URL(image ?? '', nginx.url);
  const reordered = `/_next/image?q=${searchParams.get('q')}&w=${searchParams.get('w')}&url=${encodeURIComponent(searchParams.get('url') ?? '')}`;
  for (const other of [`${image}&x=1`, `/_next/image?cb=2&${image?.split('?')[1]}&utm_source=x`, reordered]) {
    const res = await raw(`${nginx.url}${other}`, { headers: { accept: 'image/webp,*/*' } });
    expect(res.status, other).toBe(200);
    expect(res.headers['x-cache-status'], other).toBe('HIT');
  }
});

test('request bodies are limited by purpose: 1 MB for actions and forms, more for the two uploads', async () => {
  const MB = 1024 * 1024;
  const post = (path: string, bytes: number) =>
    raw(`${nginx.url}${path}`, {
      method: 'POST',
      headers: { 'next-action': 'f'.repeat(42), 'content-type': 'text/plain;charset=UTF-8', 'content-length': Math.round(bytes) },
      body: Buffer.alloc(Math.round(bytes), 'a'),
    });
  // refused by nginx from the Content-Length, before the site reads a byte
  for (const [path, bytes] of [['/', 1.5 * MB], ['/contact', 5 * MB], ['/my-properties', 23 * MB], ['/career', 7 * MB]] as const) {
    expect((await post(path, bytes)).status, `${path}, ${bytes / MB} MB`).toBe(413);
  }
  // the owner's photos (up to 20 MB) and a CV (up to 5 MB) reach the site, which judges them itself
  for (const [path, bytes] of [['/my-properties', 21 * MB], ['/career', 5.5 * MB]] as const) {
    expect((await post(path, bytes)).status, `${path}, ${bytes / MB} MB`).not.toBe(413);
  }
});

/**
 * nginx with the shipped rules in front of a stand-in for the site that answers with `handle`, on
 * loopback; `stop` ends both.
 */
async function nginxBeforeStandIn(handle: RequestListener): Promise<{ nginx: Nginx; stop: () => Promise<void> }> {
  const stand = createServer(handle);
  await new Promise<void>((r) => stand.listen(0, '127.0.0.1', r));
  const nginx = await startNginx(`http://127.0.0.1:${(stand.address() as AddressInfo).port}`);
  return {
    nginx,
    stop: async () => {
      await nginx.stop();
      await new Promise((r) => stand.close(r));
    },
  };
}

test.describe('the visitor’s address', () => {
  let echoNginx: Nginx;
  let stop: (() => Promise<void>) | undefined;
  const seen: IncomingHttpHeaders[] = [];

  test.beforeAll(async () => {
    // a stand-in for the site that keeps what nginx tells it
    ({ nginx: echoNginx, stop } = await nginxBeforeStandIn((req, res) => {
      seen.push(req.headers);
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    }));
  });
  test.afterAll(() => stop?.());

  test('the site is told the address and host nginx saw, never ones the request claimed', async () => {
    const res = await raw(`${echoNginx.url}/anything`, {
      headers: { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    });
    expect(res.status).toBe(200);
    const headers = seen.at(-1);
    expect(headers?.['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers?.['x-forwarded-host']).toBe(new URL(echoNginx.url).host);
    expect(headers?.host).toBe(new URL(echoNginx.url).host);
    expect(headers?.['x-forwarded-proto']).toBe('http');
  });
});

test.describe('optimised images per client', () => {
  let imageNginx: Nginx;
  let stop: (() => Promise<void>) | undefined;
  const asked: { url?: string; accept?: string }[] = [];
  const IMAGE = '/_next/image?url=%2Fimages%2Fhome%2Fhero-mobile.webp&w=640&q=75';

  test.beforeAll(async () => {
    // a stand-in for the site's optimizer that answers at once and keeps what it was asked
    ({ nginx: imageNginx, stop } = await nginxBeforeStandIn((req, res) => {
      asked.push({ url: req.url, accept: req.headers.accept });
      res.writeHead(200, { 'content-type': 'image/webp', 'cache-control': 'public, max-age=600', vary: 'Accept' }).end('image');
    }));
  });
  test.afterAll(() => stop?.());

  test('the site is asked with what the optimizer reads and nothing else: three arguments, and whether WebP is accepted', async () => {
    const ask = (query: string, accept: string) => raw(`${imageNginx.url}/_next/image?${query}`, { headers: { accept }, localAddress: '127.0.0.2' });
    expect((await ask(`x=1&url=%2Fimages%2Fhome%2Fhero-mobile.webp&w=828&junk=${'z'.repeat(200)}&q=75&w=1`, 'image/avif,image/webp;q=0.9,*/*;q=0.8')).status).toBe(200);
    expect(asked.at(-1)).toEqual({ url: '/_next/image?url=%2Fimages%2Fhome%2Fhero-mobile.webp&w=828&q=75', accept: 'image/webp' });
    expect((await ask('url=%2Fimages%2Fhome%2Fhero-mobile.webp&w=828&q=75', 'image/png,image/*;q=0.8,*/*;q=0.5')).status).toBe(200);
    expect(asked.at(-1)).toEqual({ url: '/_next/image?url=%2Fimages%2Fhome%2Fhero-mobile.webp&w=828&q=75', accept: undefined });
  });

  test('sixty at once from one client, past them 429; another client is answered meanwhile', async () => {
    const ask = async (from: string) => (await raw(`${imageNginx.url}${IMAGE}`, { localAddress: from })).status;
    const statuses: number[] = [];
    while (!statuses.includes(429) && statuses.length < 500) {
      statuses.push(...(await Promise.all(Array.from({ length: 10 }, () => ask('127.0.0.3')))));
    }
    expect(statuses).toContain(429);
    // the whole burst (one, and sixty more) passed: a visitor opening pages never meets the limit
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(61);
    expect(new Set(statuses)).toEqual(new Set([200, 429]));
    expect(await ask('127.0.0.4')).toBe(200);
  });
});

test.describe('who a client is, for the limits', () => {
  let keyNginx: Nginx;

  test.beforeAll(async () => {
    // the shipped http-level rules, with the client's address taken from a header (as behind a
    // balancer, deploy/nginx/site.conf) and its key as the answer
    keyNginx = await startNginx(e2eEnv.SITE_URL, 'set_real_ip_from 127.0.0.1; real_ip_header X-Client; location / { return 200 $site_visitor_network; }');
  });
  test.afterAll(async () => {
    await keyNginx?.stop();
  });

  test('an IPv6 address counts with its /48 however its text is written, an IPv4 address alone', async () => {
    const key = async (address: string) => (await raw(`${keyNginx.url}/`, { headers: { 'x-client': address } })).body.toString('hex');
    const networks = [
      // 2001:db8:0::/48: its third group zero, with or without "::"
      ['2001:db8::1', '2001:db8:0:1::1', '2001:db8:0:0:1::1', '2001:0DB8:0000:0000:0000:0000:0000:0002', '2001:db8:0:ffff:ffff:ffff:ffff:ffff', '2001:db8::'],
      ['2001:db8:1::1', '2001:db8:1:0:0:0:0:1', '2001:db8:1:ab::', '2001:db8:1:ffff:ffff:ffff:ffff:ffff'],
      ['2001::1', '2001:0:0:5::1', '2001:0:0:1:2:3:4:5'],
      ['2001:0:1::1', '2001:0:1:0:0:0:0:1'],
      ['192.0.2.1'],
      ['192.0.2.2'],
      ['198.51.100.1'],
    ];
    const keys = await Promise.all(networks.map((addresses) => Promise.all(addresses.map(key))));
    for (const [i, addresses] of networks.entries()) {
      expect(new Set(keys[i]), addresses.join(', ')).toEqual(new Set([keys[i]?.[0]]));
      expect(keys[i]?.[0]).toBeTruthy();
    }
    expect(new Set(keys.map((k) => k[0])).size).toBe(networks.length);
  });
});

test.describe('uploads per network', () => {
  let uploadNginx: Nginx;
  let stop: (() => Promise<void>) | undefined;

  test.beforeAll(async () => {
    // a stand-in for the site that answers at once
    ({ nginx: uploadNginx, stop } = await nginxBeforeStandIn((req, res) => {
      req.resume();
      req.on('end', () => res.writeHead(200, { 'content-type': 'text/plain' }).end('ok'));
    }));
  });
  test.afterAll(() => stop?.());

  /**
   * Starts an upload that declares 2 MB and sends 1 KB of it; resolves once nginx is reading it: it
   * asks first (Expect: 100-continue), and nginx says to go on once the request has passed its limits.
   */
  function slowUpload(pathname: string): Promise<Socket> {
    const { port } = new URL(uploadNginx.url);
    const socket = connect(Number(port), '127.0.0.1');
    socket.on('error', () => undefined);
    socket.write(
      `POST ${pathname} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/octet-stream\r\nContent-Length: ${2 * 1024 * 1024}\r\nExpect: 100-continue\r\n\r\n`,
    );
    return new Promise((resolve, reject) => {
      socket.once('data', (chunk: Buffer) => {
        const status = chunk.toString('latin1').split('\r\n')[0];
        if (!status?.startsWith('HTTP/1.1 100 ')) return reject(new Error(`${pathname}: nginx answered ${status} instead of reading the upload`));
        socket.write(Buffer.alloc(1024));
        resolve(socket);
      });
    });
  }

  test('two at once from one network: a third is answered 429 before its body is read, page views never count', async () => {
    const held = await Promise.all([slowUpload('/my-properties'), slowUpload('/career')]);
    try {
      const third = await raw(`${uploadNginx.url}/my-properties`, { method: 'POST', headers: { 'content-length': 1024 * 1024 }, body: Buffer.alloc(1024 * 1024) });
      expect(third.status).toBe(429);
      // reading the upload pages is not uploading
      for (let i = 0; i < 20; i++) expect((await raw(`${uploadNginx.url}/my-properties`)).status).toBe(200);
    } finally {
      for (const socket of held) socket.destroy();
    }
    // once they are gone, an upload goes through
    await expect.poll(async () => (await raw(`${uploadNginx.url}/career`, { method: 'POST', headers: { 'content-length': 10 }, body: Buffer.alloc(10) })).status).toBe(200);
  });

  test('ten a minute from one network, five at once after a pause: past them 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      statuses.push((await raw(`${uploadNginx.url}/career`, { method: 'POST', headers: { 'content-length': 10 }, body: Buffer.alloc(10) })).status);
    }
    // the test before spent some of the burst: at most six pass, and the rest are refused
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(6);
    expect(statuses.slice(-4)).toEqual([429, 429, 429, 429]);
  });
});

test.describe('the shipped deploy/nginx.conf', () => {
  const root = path.resolve(import.meta.dirname, '../..');
  let work = '';
  let nginx: ReturnType<typeof spawn> | undefined;
  let http = 0;
  let https = 0;

  test.beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'deploy-nginx-'));
    http = await freePort();
    https = await freePort();
    const site = new URL(e2eEnv.SITE_URL);
    const certificate = spawnSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=www.example.com', '-keyout', `${work}/key.pem`, '-out', `${work}/cert.pem`]);
    if (certificate.status !== 0) throw new Error(`openssl: ${certificate.stderr.toString()}`);
    // the shipped file, with this machine's paths and ports: nothing else changed
    const shipped = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8');
    const replacements: [RegExp, string][] = [
      [/include nginx\//g, `include ${root}/deploy/nginx/`],
      [/\/var\/log\/nginx\//g, `${work}/`],
      [/\/var\/cache\/nginx\/site/g, `${work}/cache`],
      [/\/etc\/ssl\/site\/fullchain\.pem/g, `${work}/cert.pem`],
      [/\/etc\/ssl\/site\/privkey\.pem/g, `${work}/key.pem`],
      [/server 127\.0\.0\.1:3000;\s*server 127\.0\.0\.1:3001;/, `server ${site.host};`],
      [/ *listen \[::\]:\d+[^;]*;\n/g, ''],
      [/listen 80/g, `listen 127.0.0.1:${http}`],
      [/listen 443/g, `listen 127.0.0.1:${https}`],
    ];
    let config = replacements.reduce((text, [from, to]) => text.replace(from, to), shipped);
    const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `    ${t}_temp_path ${work}/${t};`).join('\n');
    config = `${process.getuid?.() === 0 ? 'user root;\n' : ''}pid ${work}/nginx.pid;\n${config.replace(/http \{\n/, `http {\n${temp}\n`)}`;
    writeFileSync(path.join(work, 'nginx.conf'), config);
    const check = spawnSync('/usr/sbin/nginx', ['-t', '-p', work, '-c', path.join(work, 'nginx.conf')]);
    expect(check.status, check.stderr.toString()).toBe(0);
    nginx = spawn('/usr/sbin/nginx', ['-p', work, '-c', path.join(work, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'ignore' });
    await expect.poll(async () => (await withHost('www.example.com')).status, { timeout: 15_000 }).toBe(301);
  });
  test.afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((r) => nginx?.once('exit', r));
      nginx.kill('SIGTERM');
      await exited;
    }
    if (work) rmSync(work, { recursive: true, force: true });
  });

  /** An http request with the given Host: its status and Location, or the error that ended it. */
  const withHost = (host: string) =>
    new Promise<{ status?: number; location?: string; error?: string }>((resolve) => {
      const req = httpRequest({ host: '127.0.0.1', port: http, path: '/contact?x=1', headers: { host } }, (res) => {
        res.resume();
        resolve({ status: res.statusCode, location: res.headers.location });
      });
      req.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
      req.end();
    });

  /** An https request with the given name (SNI and Host): its status, or the error that ended it. */
  const overTls = (name: string) =>
    new Promise<{ status?: number; error?: string }>((resolve) => {
      const req = httpsRequest({ host: '127.0.0.1', port: https, servername: name, path: '/robots.txt', headers: { host: name }, rejectUnauthorized: false }, (res) => {
        res.resume();
        resolve({ status: res.statusCode });
      });
      req.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
      req.end();
    });

  test('only the site’s name is answered: over http a redirect to https on that name, anything else is closed unanswered', async () => {
    expect(await withHost('www.example.com')).toEqual({ status: 301, location: 'https://www.example.com/contact?x=1' });
    for (const host of ['evil.example', `127.0.0.1:${http}`, 'www.example.com.evil.example']) {
      expect(await withHost(host), host).toEqual({ error: 'ECONNRESET' });
    }
  });

  test('over TLS the site is served for its name, and the handshake is refused for any other', async () => {
    expect(await overTls('www.example.com')).toEqual({ status: 200 });
    const other = await overTls('evil.example');
    expect(other.status).toBeUndefined();
    expect(other.error).toBeTruthy();
  });
});

test('a form sent from a browser through nginx arrives, with the address nginx saw, and the page has no console error', async ({ browser, request }) => {
  const context = await browser.newContext({ baseURL: nginx.url, extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.66' } });
  await context.addInitScript(() => localStorage.setItem('cookie-consent', 'rejected'));
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto('/contact');
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  const row = await sendContactForm(page, request, 'Through The Proxy');
  // nginx saw the browser on loopback and said so, whatever the request claimed
  expect(row.remote_ip).toBe('127.0.0.1');
  expect(errors).toEqual([]);
  await context.close();
});
