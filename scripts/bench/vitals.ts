/**
 * `npm run bench:vitals`: Core Web Vitals measured with Google's web-vitals library in Debian's
 * Chromium driven by Playwright, on a mid-range phone's budget set through the DevTools protocol:
 * CPU ×4, 150 ms round trip, 1.6 Mbps down / 750 kbps up. Against the production build and the
 * reference backend on loopback, with the empty-page baseline app in the same run.
 *
 * - LCP and CLS of each page type on a first visit (cookie banner showing), 412 × 823 phone screen,
 *   and when the page became interactive: React has taken over its main landmark (or its body), so
 *   a tap is handled (the site loads its scripts once the largest paint is on screen,
 *   lib/server/late-scripts.ts).
 * - INP of the interactions that matter, at 1280 px: a filter change on a listing (availability,
 *   video and bedroom controls), paging the home carousel, and the detail page's photos (next photo
 *   in the slider, opening the full-screen viewer, next photo there, closing it).
 *
 *   --runs 3     runs per measurement (median printed)
 *   --minutes 20 stop (with an error) if the whole run takes longer
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from 'playwright';
import { chromiumArgs, chromiumPath, median, pageTypes, printTable, root, startStack, warm } from './stack.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, minutes: { type: 'string', default: '20' } } });
const runs = Number(values.runs);
setTimeout(() => {
  console.error(`bench:vitals: gave up after ${values.minutes} minutes`);
  process.exit(1);
}, Number(values.minutes) * 60_000).unref();

const webVitals = readFileSync(path.join(root, 'node_modules/web-vitals/dist/web-vitals.attribution.iife.js'), 'utf8');
// every report kept on window.__vitals; INP with its lowest threshold so fast interactions are counted too
const collector = `${webVitals}
window.__vitals = { LCP: [], CLS: [], INP: [] };
const keep = (m) => window.__vitals[m.name].push({ value: m.value, target: m.attribution && (m.attribution.target || m.attribution.largestShiftTarget || m.attribution.interactionTarget) || '' });
webVitals.onLCP(keep, { reportAllChanges: true });
webVitals.onCLS(keep, { reportAllChanges: true });
webVitals.onINP(keep, { reportAllChanges: true, durationThreshold: 0 });
(function hydrated() {
  const root = document.querySelector('main') || document.body;
  if (root && Object.keys(root).some((k) => k.startsWith('__reactFiber'))) window.__interactive = performance.now();
  else setTimeout(hydrated, 10);
})();`;

interface Reading {
  value: number;
  target: string;
}

async function throttledPage(browser: Browser, viewport: { width: number; height: number }, mobile: boolean, consent: boolean): Promise<Page> {
  const context = await browser.newContext({ viewport, isMobile: mobile, hasTouch: mobile, deviceScaleFactor: mobile ? 1.75 : 1 });
  await context.addInitScript(collector);
  // a returning visitor has made the cookie choice; a first visit sees the banner
  if (consent) await context.addInitScript(() => localStorage.setItem('cookie-consent', 'rejected'));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return page;
}

async function last(page: Page, name: 'LCP' | 'CLS' | 'INP'): Promise<Reading> {
  const all = await page.evaluate((n) => (window as unknown as { __vitals: Record<string, Reading[]> }).__vitals[n] ?? [], name);
  return all.at(-1) ?? { value: 0, target: '' };
}

async function loadAndSettle(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
  await page.waitForTimeout(1000);
}

const interactions: { name: string; page: string; act(page: Page): Promise<void> }[] = [
  {
    name: 'filter change (listing)',
    page: 'listing',
    async act(page) {
      const form = page.getByRole('form', { name: 'Filter properties' });
      await form.getByLabel('Available Now').check();
      await page.waitForTimeout(1500);
      await form.getByLabel('Ads with Video').check();
      await page.waitForTimeout(1500);
      await form.getByRole('checkbox', { name: '2 bedrooms', exact: true }).check();
      await page.waitForTimeout(1500);
    },
  },
  {
    name: 'carousel (home)',
    page: 'home',
    async act(page) {
      const carousel = page.locator('[aria-roledescription="carousel"]').first();
      await carousel.scrollIntoViewIfNeeded();
      // forward until its last page (three steps at most), then back
      for (const name of ['Next', 'Next', 'Next', 'Previous']) {
        const arrow = carousel.getByRole('button', { name });
        if (await arrow.isDisabled()) continue;
        await arrow.click();
        await page.waitForTimeout(800);
      }
    },
  },
  {
    name: 'gallery (detail)',
    page: 'detail',
    async act(page) {
      const gallery = page.locator('[aria-roledescription="carousel"]').first();
      await gallery.getByRole('button', { name: 'Next' }).click();
      await page.waitForTimeout(800);
      await page.getByRole('button', { name: /^Open photo 2 of/ }).press('Enter');
      const viewer = page.getByRole('dialog');
      await viewer.getByRole('button', { name: 'Next photo' }).click();
      await page.waitForTimeout(800);
      await page.keyboard.press('Escape');
      await page.waitForTimeout(800);
    },
  },
];

const stack = await startStack();
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const types = await pageTypes(stack.site);
  const pages = [{ name: 'baseline (empty page)', url: stack.baseline + '/' }, ...types.map((p) => ({ name: p.name, url: stack.site + p.path }))];
  for (const p of pages) await warm(p.url);

  const loads = new Map<string, { lcp: Reading; cls: Reading; interactive: number }[]>();
  for (let run = 1; run <= runs; run++) {
    for (const p of pages) {
      const page = await throttledPage(browser, { width: 412, height: 823 }, true, false);
      await loadAndSettle(page, p.url);
      const interactive = await page.evaluate(() => (window as unknown as { __interactive?: number }).__interactive ?? Number.NaN);
      const r = { lcp: await last(page, 'LCP'), cls: await last(page, 'CLS'), interactive };
      await page.context().close();
      loads.set(p.name, [...(loads.get(p.name) ?? []), r]);
      console.error(`run ${run} ${p.name}: LCP ${Math.round(r.lcp.value)} ms (${r.lcp.target}), interactive ${Math.round(interactive)} ms, CLS ${r.cls.value.toFixed(3)} ${r.cls.target}`);
    }
  }

  const inps = new Map<string, Reading[]>();
  for (let run = 1; run <= runs; run++) {
    for (const it of interactions) {
      const target = types.find((t) => t.name === it.page)!;
      const page = await throttledPage(browser, { width: 1280, height: 800 }, false, true);
      await loadAndSettle(page, stack.site + target.path);
      await it.act(page);
      const inp = await last(page, 'INP');
      await page.context().close();
      inps.set(it.name, [...(inps.get(it.name) ?? []), inp]);
      console.error(`run ${run} ${it.name}: INP ${inp.value} ms (${inp.target})`);
    }
  }

  const pick = <T>(list: T[], value: (t: T) => number) => {
    const m = median(list.map(value));
    return list.find((t) => value(t) === m) ?? list[0]!;
  };
  printTable(
    `Web vitals, first visit on a 412 px phone screen, CPU ×4, 150 ms RTT, 1.6 Mbps; medians of ${runs} runs`,
    ['page', 'LCP ms', 'interactive ms', 'CLS', 'LCP element'],
    pages.map((p) => {
      const list = loads.get(p.name) ?? [];
      return [
        p.name,
        Math.round(median(list.map((r) => r.lcp.value))),
        Math.round(median(list.map((r) => r.interactive))),
        median(list.map((r) => r.cls.value)).toFixed(3),
        pick(list, (r) => r.lcp.value).lcp.target,
      ];
    }),
  );
  printTable(
    `INP at 1280 px, same throttling; medians of ${runs} runs`,
    ['interaction', 'INP ms', 'slowest interaction on'],
    interactions.map((it) => {
      const list = inps.get(it.name) ?? [];
      return [it.name, Math.round(median(list.map((r) => r.value))), pick(list, (r) => r.value).target];
    }),
  );
} finally {
  await browser.close();
  stack.stop();
}
process.exit(0);
