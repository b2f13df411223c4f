/**
 * `npm run bench:page-views`: what one page view asks of the site's server, and what the server
 * spends on it, with Chromium opening the page as a returning visitor does (data and image caches
 * warm, the cookie choice made), against the production build and the reference backend.
 *
 * For each page type, at a phone's width (390 px) and a desktop's (1280 px): every request the page
 * makes to the site from its load until 3 s after it has hydrated (the document, scripts, styles,
 * images, and the router's requests for other pages: `?_rsc=`, prefetches among them), and the CPU
 * time the site's server process spent meanwhile (user + system, from /proc). Median of --runs loads,
 * unthrottled: it is the server's share that is measured.
 *
 *   --runs 3         loads per page and width
 *   --markdown       the table as Markdown, under the commit and the date
 */
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { chromiumLaunch } from '../support/chromium.ts';
import { cpuSeconds, median, pageTypes, startStack, warm } from './stack.ts';
import { giveUpAfter, markdownOption, printProvenance, printTable } from './report.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, ...markdownOption } });
const runs = Number(values.runs);
giveUpAfter('bench:page-views', 15);

const AFTER_HYDRATION_MS = 3000;

printProvenance('bench:page-views');
const stack = await startStack();
const pid = stack.siteProcess.pid!;
const browser = await chromium.launch(chromiumLaunch);
try {
  const rows: (string | number)[][] = [];
  for (const type of await pageTypes(stack.site)) {
    await warm(stack.site + type.path);
    for (const width of [390, 1280]) {
      const readings: { requests: number; routes: number; cpu: number }[] = [];
      // one load first, not counted: the router's and the optimizer's first answers at this width
      for (let run = 0; run <= runs; run++) {
        const context = await browser.newContext({ viewport: { width, height: 800 } });
        await context.addInitScript(() => localStorage.setItem('cookie-consent', 'rejected'));
        const page = await context.newPage();
        let requests = 0;
        let routes = 0;
        page.on('request', (r) => {
          if (!r.url().startsWith(stack.site)) return;
          requests += 1;
          if (new URL(r.url()).searchParams.has('_rsc')) routes += 1;
        });
        const before = cpuSeconds(pid);
        await page.goto(stack.site + type.path);
        await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
        await page.waitForTimeout(AFTER_HYDRATION_MS);
        const cpu = (cpuSeconds(pid) - before) * 1000;
        await context.close();
        if (run > 0) readings.push({ requests, routes, cpu });
      }
      const med = (pick: (r: (typeof readings)[number]) => number) => median(readings.map(pick));
      rows.push([type.name, `${width} px`, med((r) => r.requests), med((r) => r.routes), Math.round(med((r) => r.cpu))]);
      console.error(`${type.name} at ${width} px: ${med((r) => r.requests)} requests, ${Math.round(med((r) => r.cpu))} ms of the server's CPU`);
    }
  }
  printTable(
    `A page view in Chromium, from its load to ${AFTER_HYDRATION_MS / 1000} s after hydrating: median of ${runs} loads`,
    ['page', 'width', 'requests to the site', 'of them for other pages (?_rsc=)', "server's CPU ms"],
    rows,
    2,
  );
} finally {
  await browser.close();
  stack.stop();
}
process.exit(0);
