/**
 * `npm run bench:bundle`: what a first visit downloads, per page type, in Debian's Chromium against
 * the production build and the reference backend on loopback, with the empty-page baseline app in the
 * same run.
 *
 * - First-load JavaScript: every script the page requests until the network is idle, counted,
 *   gzip-compressed here (zlib's default level, as Next.js sends it), summed, and the difference to
 *   the baseline (the framework's own share), i.e. the site's own code; and the same scripts in
 *   brotli (quality 11), as a proxy or CDN that compresses them once sends them.
 * - What loads on demand: the map (listing's map view; the site runs with a placeholder Maps key and
 *   Map ID and every request off loopback is refused, so only our own code is counted), the shortlist's reader of
 *   the stored value (only once something is stored), the Contact Agent and
 *   Request a Viewing dialogs and the full-screen photo viewer on a detail page, and a client-side
 *   navigation from one page type to another (what merging chunks could cost); and what the forms
 *   add on the pages that hold them (their first load minus the company page's).
 * - Per page type (home, listing with 20 cards, landing page, detail, blog post, agent profile,
 *   company): the HTML document, raw and gzip, and of it the inline RSC payload (the
 *   `self.__next_f.push` scripts React hydrates from), beside the first-load scripts raw and gzip,
 *   and the RSC payload a client-side navigation to the page fetches.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright';
import { chromiumLaunch } from '../support/chromium.ts';
import { pageTypes, startStack } from './stack.ts';
import { giveUpAfter, printProvenance, printTable } from './report.ts';

giveUpAfter('bench:bundle', 15);

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const gz = (b: Buffer | string) => gzipSync(b).length;
const br = (b: Buffer) => brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

printProvenance('bench:bundle');
const stack = await startStack({ env: { GOOGLE_MAPS_API_KEY: 'bench-placeholder-key', GOOGLE_MAPS_MAP_ID: 'bench-placeholder-map-id' } });
const browser = await chromium.launch(chromiumLaunch);

interface Size {
  raw: number;
  gzip: number;
  brotli: number;
}

/** Records the size, gzip and brotli size of every script the page loads from the two local origins. */
function recordScripts(page: Page): Map<string, Size> {
  const seen = new Map<string, Size>();
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script' || seen.has(res.url())) return;
    seen.set(res.url(), { raw: 0, gzip: 0, brotli: 0 });
    try {
      const body = await res.body();
      seen.set(res.url(), { raw: body.length, gzip: gz(body), brotli: br(body) });
    } catch {
      seen.delete(res.url());
    }
  });
  return seen;
}
const total = (m: Map<string, Size>, kind: keyof Size = 'gzip') => [...m.values()].reduce((a, b) => a + b[kind], 0);

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // nothing leaves the machine: Maps, Turnstile and analytics requests are refused
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
  return context.newPage();
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
  await page.waitForTimeout(500);
}

/** First-load JS of a page, and the scripts it added after `then` (if given). */
async function measure(url: string, then?: (page: Page) => Promise<void>): Promise<{ files: number; first: number; firstRaw: number; firstBrotli: number; added: number }> {
  const page = await newPage();
  const scripts = recordScripts(page);
  await page.goto(url, { waitUntil: 'load' });
  await settle(page);
  const files = scripts.size;
  const first = total(scripts);
  const firstRaw = total(scripts, 'raw');
  const firstBrotli = total(scripts, 'brotli');
  let added = 0;
  if (then) {
    await then(page);
    await settle(page);
    added = total(scripts) - first;
  }
  await page.context().close();
  return { files, first, firstRaw, firstBrotli, added };
}

/** Four properties of a listing page, as /compare's ids ("12-6"). */
async function fourIds(): Promise<string[]> {
  const html = await (await fetch(stack.site + '/residentials')).text();
  return [...new Set([...html.matchAll(/href="\/[a-z0-9-]+-(\d+)-(6|7)"/g)].map((m) => `${m[1]}-${m[2]}`))].slice(0, 4);
}

try {
  const types = await pageTypes(stack.site);
  const path = (name: string) => types.find((t) => t.name === name)!.path;
  const pages: { name: string; url: string }[] = [
    { name: 'baseline (empty page)', url: stack.baseline + '/' },
    ...types.map((t) => ({ name: t.name, url: stack.site + t.path })),
    ...[
      ['blog list', '/blog'],
      ['agents', '/agents'],
      ['company', '/company'],
      ['thank-you', '/thankyou'],
      ['404', '/no-such-page-here'],
      ['contact (form)', '/contact'],
      ['careers (form)', '/career'],
      ['my-properties (form, map)', '/my-properties'],
      // the visitor's shortlist (empty: nothing stored in a fresh browser) and four properties compared
      ['shortlist', '/shortlist'],
      ['compare (4 properties)', `/compare?ids=${(await fourIds()).join(',')}`],
      // the same page types in Italian (docs/decisions/languages.md): what a second language costs a page
      ['home (Italian)', '/it'],
      ['listing (Italian)', '/it/residentials'],
      ['landing (Italian)', '/it/attici-in-vendita-a-malta'],
      ['detail (Italian)', `/it${path('detail')}`],
      ['contact (form, Italian)', '/it/contact'],
      ['my-properties (form, map, Italian)', '/it/my-properties'],
    ].map(([name, p]) => ({ name: name!, url: stack.site + p })),
  ];
  for (const p of pages) await fetch(p.url).then((r) => r.text()); // warm caches

  const first = new Map<string, number>();
  const firstRaw = new Map<string, number>();
  const firstBrotli = new Map<string, number>();
  const files = new Map<string, number>();
  for (const p of pages) {
    const m = await measure(p.url);
    first.set(p.name, m.first);
    firstRaw.set(p.name, m.firstRaw);
    firstBrotli.set(p.name, m.firstBrotli);
    files.set(p.name, m.files);
  }
  const base = first.get(pages[0]!.name)!;
  const company = first.get('company')!;
  printTable(
    'First-load JavaScript, gzip KB (site pages against the empty App Router page of the same Next.js)',
    ['page', 'scripts', 'first-load JS', 'above baseline', 'above company page', 'the same in brotli 11'],
    pages.map((p) => {
      const v = first.get(p.name)!;
      const isBaseline = p.name.startsWith('baseline');
      return [p.name, files.get(p.name)!, kb(v), isBaseline ? '–' : kb(v - base), isBaseline ? '–' : kb(v - company), kb(firstBrotli.get(p.name)!)];
    }),
  );

  const onDemand: [string, string, (page: Page) => Promise<void>][] = [
    ['map view (listing → Map)', path('listing'), async (page) => {
      await page.getByRole('navigation', { name: 'View' }).getByRole('link', { name: 'Map' }).click();
      await page.waitForURL(/view=map/);
    }],
    // the dialog shows at once and its form a few frames later (docs/decisions/tap-response.md):
    // measured once the form's send button is there
    ['Contact Agent dialog (detail)', path('detail'), async (page) => {
      await page.getByRole('button', { name: 'Contact Agent', exact: true }).first().click();
      await page.getByRole('dialog').getByRole('button', { name: 'Send Request' }).waitFor();
    }],
    ['Request a Viewing dialog (detail)', path('detail'), async (page) => {
      await page.getByRole('button', { name: 'Request a Viewing' }).first().click();
      await page.getByRole('dialog').getByRole('button', { name: 'Send Request' }).waitFor();
    }],
    // a visitor with something stored: the reader of the stored value (zod) loads with the next page
    ['shortlist reader (listing: a heart pressed, then a reload)', path('listing'), async (page) => {
      await page.getByRole('button', { name: /^Save .* to shortlist$/ }).first().click();
      await page.waitForFunction(() => localStorage.getItem('shortlist') !== null);
      await page.reload({ waitUntil: 'load' });
      await page.getByRole('button', { name: /^Save .* to shortlist$/, pressed: true }).first().waitFor();
    }],
    ['photo viewer (detail)', path('detail'), async (page) => {
      await page.getByRole('button', { name: /^Open photo 1 of/ }).press('Enter');
      await page.getByRole('dialog').waitFor();
    }],
    ...(
      [
        ['listing', path('detail')],
        ['home', '/residentials'],
        ['listing', '/contact'],
      ] as const
    ).map(([from, to]): [string, string, (page: Page) => Promise<void>] => [
      `client-side navigation: ${from} → ${to === path('detail') ? 'detail' : to}`,
      path(from),
      async (page) => {
        await page.locator(`a[href="${to}"]`).first().click();
        await page.waitForURL((u) => u.pathname === to);
      },
    ]),
  ];
  const rows: string[][] = [];
  for (const [name, p, act] of onDemand) rows.push([name, kb((await measure(stack.site + p, act)).added)]);
  printTable('Loaded on demand, gzip KB (scripts added after the interaction)', ['what', 'JS added'], rows);

  // each page type's document: what the server renders in place of scripts, and the payload React hydrates from
  const htmlRows: string[][] = [];
  for (const p of pages.filter((p) => !p.name.startsWith('baseline') && (types.some((t) => t.name === p.name) || p.name === 'company'))) {
    const html = await (await fetch(p.url)).text();
    const inline = [...html.matchAll(/<script[^>]*>(self\.__next_f\.push[\s\S]*?)<\/script>/g)].map((m) => m[1]).join('');
    const rsc = await (await fetch(p.url, { headers: { RSC: '1' } })).text();
    const what =
      p.name === 'listing' ? `listing, ${(html.match(/<article/g) ?? []).length} cards` : p.name === 'detail' ? `detail, ${(html.match(/aria-label="Open photo /g) ?? []).length} photos` : p.name;
    htmlRows.push([
      what,
      kb(Buffer.byteLength(html)),
      kb(gz(html)),
      kb(Buffer.byteLength(inline)),
      kb(gz(inline)),
      kb(firstRaw.get(p.name)!),
      kb(first.get(p.name)!),
      kb(Buffer.byteLength(rsc)),
      kb(gz(rsc)),
    ]);
  }
  printTable(
    'The document of each page type beside its first-load scripts, KB (the HTML includes its inline RSC payload)',
    ['page', 'HTML', 'HTML gzip', 'of which inline RSC payload', 'inline RSC gzip', 'first-load JS', 'first-load JS gzip', 'RSC of a client-side navigation', 'its gzip'],
    htmlRows,
  );
} finally {
  await browser.close();
  stack.stop();
}
process.exit(0);
