/**
 * Every page type loads without a Content-Security-Policy violation and without a console error,
 * in Chromium (Playwright) and in Firefox ESR (puppeteer-core over WebDriver BiDi; Playwright cannot
 * drive a stock Firefox). Used by tests/e2e/policy.spec.ts, and on its own against a running site:
 *
 *   node tests/support/page-policy.ts http://127.0.0.1:3000
 *
 * A page counts as loaded once React has taken it over (lib/hydration.ts) and the network has been
 * quiet for half a second, so the code split off for later (forms, dialogs) has run too. A page made
 * once and served from the cache (lib/cached-routes.ts) is loaded twice in each browser: its policy
 * holds the hashes of its inline scripts instead of a nonce, on the answer it was made for and on the
 * hits that follow (docs/decisions/cached-pages.md).
 */
import type { Page as PlaywrightPage } from 'playwright';
import puppeteer, { type Browser, type Page as PuppeteerPage } from 'puppeteer-core';
import { HYDRATED_ATTRIBUTE } from '../../lib/hydration.ts';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** What went wrong on one page: violated directives and console errors, in the order they came. */
export type Problems = Record<string, string[]>;

/** One address of every page type, and which of them are made once and served from the cache. */
export interface PageTypes {
  paths: string[];
  cached: ReadonlySet<string>;
}

/** One address of every page type, the detail page, blog post and agent taken from their lists. */
export async function pageTypePaths(siteUrl: string): Promise<PageTypes> {
  const html = (path: string) => fetch(new URL(path, siteUrl)).then((r) => r.text());
  const [listing, blog, agents] = await Promise.all([html('/residentials'), html('/blog'), html('/agents')]);
  const detail = /href="(\/[a-z0-9-]+-\d+-\d+)"/.exec(listing)?.[1];
  const post = /href="(\/blog\/[a-z0-9-]+)"/.exec(blog)?.[1];
  const agent = /href="(\/agent\/\d+)"/.exec(agents)?.[1];
  if (!detail || !post || !agent) throw new Error('no property, post or agent to open on the site');
  const [, id, lettingType] = /-(\d+)-(\d+)$/.exec(detail)!;
  // one of each kind of page made once (lib/cached-routes.ts), in both languages
  const cached = ['/', '/company', '/thankyou-contact', detail, '/404.html', '/it', `/it${detail}`, '/residentials', '/penthouses-for-sale-in-malta', post, '/blog', agent];
  const paths = [
    ...cached,
    '/contact',
    '/career',
    '/my-properties',
    '/agents',
    // the visitor's own shortlist, a shared one and the comparison (components/shortlist)
    '/shortlist',
    `/shortlist?ids=${id}-${lettingType}`,
    `/compare?ids=${id}-${lettingType}`,
    // an unknown address ends on the not-found page (/404.html)
    '/no-page-has-this-address',
  ];
  return { paths, cached: new Set(cached) };
}

/** Runs before the page's first script: keeps every violation the document reports. */
export function watchViolations() {
  const seen: string[] = [];
  (window as unknown as { __policyViolations: string[] }).__policyViolations = seen;
  document.addEventListener('securitypolicyviolation', (e) => {
    const where = e.sourceFile ? ` at ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}` : '';
    seen.push(`CSP ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'}${where}${e.sample ? ` (${e.sample})` : ''}`);
  });
}

/**
 * The violations the current document has reported (events queued before this call included), and
 * whether it was hidden, as a background tab is: its animation frames never ran, so it was not loaded
 * as a visitor's page is.
 */
export function readViolations(): Promise<string[]> {
  const hidden = document.visibilityState === 'visible' ? [] : [`checked while ${document.visibilityState}: a background tab, not as a visitor sees it`];
  return new Promise((resolve) =>
    setTimeout(() => resolve([...hidden, ...((window as unknown as { __policyViolations?: string[] }).__policyViolations ?? ['no violation watcher'])]), 0),
  );
}

function isHydrated(attribute: string): boolean {
  return document.documentElement.hasAttribute(attribute);
}

/**
 * The browser's 404 report for the not-found page's own document: what the page is for, not a fault.
 * Only Chromium logs it, as "Failed to load resource: … status of 404 (Not Found)" at the page's address.
 */
function expectedNotFound(path: string, text: string, url: string | undefined): boolean {
  return (path.startsWith('/no-page-') || path === '/404.html') && /status of 404/.test(text) && url !== undefined && new URL(url).pathname === '/404.html';
}

type Report = (kind: 'console' | 'page error', text: string, url?: string) => void;

/**
 * Pages each browser opens the paths in at once: one waits for its page's quiet network while another
 * loads. Each is shown as a visitor's is (document.visibilityState "visible", animation frames running).
 */
const TABS = 2;

/** One page of a browser: `listen` wires its console errors and page errors to a report; `open` loads a URL and answers with the violations it read. */
interface Tab {
  listen(report: Report): void;
  open(url: string): Promise<string[]>;
}

/**
 * Opens the pages in the tabs, each tab taking the next path once its page is done (a cached page
 * twice in a row, a first load and a repeat), and collects the problems by path, in the order of
 * `paths`; what a tab reports is counted to the path it shows.
 */
async function collect(siteUrl: string, { paths, cached }: PageTypes, tabs: Tab[]): Promise<Problems> {
  const problems: Problems = {};
  const queue = [...paths];
  await Promise.all(
    tabs.map(async (tab) => {
      let current = '';
      tab.listen((kind, text, url) => {
        if (kind === 'console' && expectedNotFound(current, text, url)) return;
        (problems[current] ??= []).push(`${kind}: ${text}`);
      });
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        current = path;
        for (const load of cached.has(path) ? ['', 'repeat load: '] : ['']) {
          for (const v of await tab.open(new URL(path, siteUrl).href)) (problems[path] ??= []).push(load + v);
        }
      }
    }),
  );
  return Object.fromEntries(paths.filter((path) => problems[path]).map((path) => [path, problems[path]!]));
}

/** Opens each path in Chromium, in `page` and another tab of its context, and returns the problems by path. */
export async function chromiumProblems(page: PlaywrightPage, siteUrl: string, pages: PageTypes): Promise<Problems> {
  await page.context().addInitScript(watchViolations);
  const tabs = [page, ...(await Promise.all(Array.from({ length: TABS - 1 }, () => page.context().newPage())))];
  return collect(
    siteUrl,
    pages,
    tabs.map((tab) => ({
      listen(report) {
        tab.on('console', (m) => m.type() === 'error' && report('console', m.text(), m.location().url));
        tab.on('pageerror', (e) => report('page error', e.message));
      },
      async open(url) {
        await tab.goto(url, { waitUntil: 'load' });
        await tab.waitForFunction(isHydrated, HYDRATED_ATTRIBUTE);
        await tab.waitForLoadState('networkidle');
        return tab.evaluate(readViolations);
      },
    })),
  );
}

/**
 * A page of Firefox in a window of its own, each of its operations given `timeout` ms: a second tab
 * of one window would leave the first in the background, hidden, its animation frames stopped.
 */
async function firefoxTab(browser: Browser, timeout: number): Promise<Tab> {
  const page: PuppeteerPage = await browser.newPage({ type: 'window' });
  page.setDefaultTimeout(timeout);
  await page.evaluateOnNewDocument(watchViolations);
  return {
    listen(report) {
      page.on('console', (m) => m.type() === 'error' && report('console', m.text(), m.location().url));
      page.on('pageerror', (e) => report('page error', e instanceof Error ? e.message : String(e)));
    },
    async open(url) {
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForFunction(isHydrated, {}, HYDRATED_ATTRIBUTE);
      await page.waitForNetworkIdle({ idleTime: 500 });
      return page.evaluate(readViolations);
    },
  };
}

/** Opens each path in a headless Firefox ESR of its own, in two windows, and returns the problems by path. */
export async function firefoxProblems(siteUrl: string, pages: PageTypes, timeout = 30_000): Promise<Problems> {
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX_PATH, headless: true, protocolTimeout: timeout * 2 });
  try {
    return await collect(siteUrl, pages, await Promise.all(Array.from({ length: TABS }, () => firefoxTab(browser, timeout))));
  } finally {
    await browser.close();
  }
}

/** The problems as lines for a failure message; empty when there are none. */
export function describeProblems(browser: string, problems: Problems): string {
  return Object.entries(problems)
    .map(([path, list]) => `${browser} ${path}\n${list.map((p) => `  - ${p}`).join('\n')}`)
    .join('\n');
}

if (import.meta.main) {
  const siteUrl = process.argv[2] ?? 'http://127.0.0.1:3000';
  const { chromium } = await import('playwright');
  const { default: config } = await import('../../playwright.config.ts');
  const pages = await pageTypePaths(siteUrl);
  const browser = await chromium.launch(config.use?.launchOptions);
  const chromiumReport = await chromiumProblems(await browser.newPage(), siteUrl, pages).finally(() => browser.close());
  const report = [describeProblems('Chromium', chromiumReport), describeProblems('Firefox ESR', await firefoxProblems(siteUrl, pages))]
    .filter(Boolean)
    .join('\n');
  console.log(report || `${pages.paths.length} pages, no policy violation and no console error in Chromium and Firefox ESR`);
  process.exitCode = report ? 1 : 0;
}
