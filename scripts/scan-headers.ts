/**
 * `npm run scan:headers`: Mozilla's HTTP Observatory scanner (@mdn/mdn-http-observatory, run
 * locally) against the production build, printing the grade and each test's result.
 *
 * The site runs as in production: the reference backend, the site's server (server.ts), every
 * third-party service configured (Analytics, Maps, Turnstile, with placeholder keys: nothing is
 * fetched from them), and in front of it a local stand-in for the TLS edge (a self-signed
 * certificate for localhost, and http redirecting to https), because HSTS and redirection are only
 * judged over TLS.
 * `--site http://127.0.0.1:3600` scans an already running site instead. Exits non-zero below A+.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, request as httpRequest } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { parseArgs } from 'node:util';
import { startBackend, startSite, stopAll, type Backend, type Site } from './support/servers.ts';

const observatory = path.resolve(import.meta.dirname, '../node_modules/@mdn/mdn-http-observatory');

const { values } = parseArgs({ options: { site: { type: 'string' }, json: { type: 'boolean', default: false } } });

// Installed with --ignore-scripts, the scanner lacks the HSTS preload list its postinstall would
// download; an empty list is what it needs offline (nothing on loopback is preloaded anyway).
const preload = path.join(observatory, 'conf/hsts-preload.json');
if (!existsSync(preload)) writeFileSync(preload, '{}\n');

// A throwaway certificate for localhost, trusted by this process only.
const dir = mkdtempSync(path.join(tmpdir(), 'scan-headers-'));
execFileSync('openssl', [
  'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost',
  '-addext', 'subjectAltName=DNS:localhost', '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem'),
], { stdio: 'ignore' });
const key = readFileSync(path.join(dir, 'key.pem'));
const cert = readFileSync(path.join(dir, 'cert.pem'));
tls.setDefaultCACertificates([...tls.getCACertificates('default'), cert.toString()]);

// The TLS edge: https on one port, a redirect to it on another.
let upstream = new URL('http://127.0.0.1');
const edge = createHttpsServer({ key, cert }, (req, res) => {
  const forwarded = httpRequest(
    {
      host: upstream.hostname,
      port: upstream.port,
      method: req.method,
      path: req.url,
      headers: { ...req.headers, 'x-forwarded-proto': 'https', 'x-forwarded-host': req.headers.host ?? '' },
    },
    (r) => {
      res.writeHead(r.statusCode ?? 502, r.headers);
      r.pipe(res);
    },
  );
  forwarded.on('error', () => {
    res.writeHead(502);
    res.end();
  });
  req.pipe(forwarded);
});
await new Promise<void>((r) => edge.listen(0, '127.0.0.1', r));
const httpsPort = (edge.address() as AddressInfo).port;
const redirect = createHttpServer((req, res) => {
  res.writeHead(301, { location: `https://localhost:${httpsPort}${req.url ?? '/'}` });
  res.end();
});
await new Promise<void>((r) => redirect.listen(0, '127.0.0.1', r));
const httpPort = (redirect.address() as AddressInfo).port;

let backend: Backend | undefined;
let site: Site | undefined;
try {
  if (values.site) {
    upstream = new URL(values.site);
  } else {
    backend = await startBackend();
    site = await startSite({
      distDir: process.env.NEXT_DIST_DIR ?? '.next',
      apiBaseUrl: backend.url,
      env: {
        SITE_URL: `https://localhost:${httpsPort}`,
        GA_MEASUREMENT_ID: 'G-SCAN000000',
        GOOGLE_MAPS_API_KEY: 'scan-placeholder-key',
        GOOGLE_MAPS_MAP_ID: 'scan-placeholder-map-id',
        TURNSTILE_SITE_KEY: 'scan-placeholder-key',
      },
    });
    upstream = new URL(site.url);
  }

  const { retrieve } = (await import(path.join(observatory, 'src/retriever/retriever.js'))) as {
    retrieve: (host: string, o: { httpPort: number; httpsPort: number }) => Promise<{ responses: { auto?: { status: number; headers: Record<string, string> } } }>;
  };
  const { ALL_TESTS } = (await import(path.join(observatory, 'src/constants.js'))) as {
    ALL_TESTS: ((r: unknown) => { result: string; pass: boolean; expectation: string })[];
  };
  const grader = (await import(path.join(observatory, 'src/grader/grader.js'))) as {
    getGradeForScore: (s: number) => { grade: string; score: number };
    getScoreModifier: (r: string) => number;
  };
  const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = (await import(path.join(observatory, 'src/grader/charts.js'))) as {
    MINIMUM_SCORE_FOR_EXTRA_CREDIT: number;
  };

  // The scanner's own scan(), with the ports of the local edge (its CLI knows only 80 and 443).
  const requests = await retrieve('localhost', { httpPort, httpsPort });
  const auto = requests.responses.auto;
  if (!auto) throw new Error('the site did not answer');
  const tests = ALL_TESTS.map((test) => {
    const out = test(requests);
    return { name: (out.constructor as { name: string }).name, ...out, modifier: grader.getScoreModifier(out.result) };
  });
  const penalties = tests.reduce((s, t) => s + Math.min(0, t.modifier), 0);
  const bonus = tests.reduce((s, t) => s + Math.max(0, t.modifier), 0);
  const uncurved = 100 + penalties;
  const { grade, score } = grader.getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? uncurved + bonus : uncurved);

  if (values.json) {
    console.log(JSON.stringify({ grade, score, status: auto.status, tests, headers: auto.headers }, null, 2));
  } else {
    console.log(`HTTP Observatory (local scan of https://localhost:${httpsPort}/, HTTP ${auto.status})`);
    console.log(`Grade ${grade}, score ${score} (${tests.filter((t) => t.pass).length}/${tests.length} tests passed)\n`);
    const width = Math.max(...tests.map((t) => t.name.length));
    for (const t of tests) {
      const mod = t.modifier > 0 ? `+${t.modifier}` : String(t.modifier);
      console.log(`${t.pass ? 'pass' : 'FAIL'}  ${t.name.padEnd(width)}  ${mod.padStart(3)}  ${t.result}`);
    }
  }
  process.exitCode = grade === 'A+' ? 0 : 1;
} finally {
  await site?.stop();
  backend?.stop();
  stopAll();
  edge.close();
  redirect.close();
}
