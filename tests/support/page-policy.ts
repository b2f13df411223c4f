/**
 * Every page type loads without a Content-Security-Policy violation and without a console error,
 * in Chromium (Playwright) and in Firefox ESR (puppeteer-core over WebDriver BiDi; Playwright cannot
 * drive a stock Firefox). Used by tests/e2e/policy.spec.ts, and on its own against a running site:
 *
 *   node tests/support/page-policy.ts http://127.0.0.1:3000
 *
 * A page counts as loaded once React has taken it over (lib/hydration.ts) and the network has been
 * quiet for half a second, so the code split off for later (forms, dialogs) has run too.
 */
import type { Page as PlaywrightPage } from 'playwright';
import puppeteer, { type Page as PuppeteerPage } from 'puppeteer-core';
import { HYDRATED_ATTRIBUTE } from '../../lib/hydration.ts';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** What went wrong on one page: violated directives and console errors, in the order they came. */
export type Problems = Record<string, string[]>;

/** One address of every page type, the detail page, blog post and agent taken from their lists. */
export async function pageTypePaths(siteUrl: string): Promise<string[]> {
  const html = (path: string) => fetch(new URL(path, siteUrl)).then((r) => r.text());
  const [listing, blog, agents] = await Promise.all([html('/residentials'), html('/blog'), html('/agents')]);
  const detail = /href="(\/[a-z0-9-]+-\d+-\d+)"/.exec(listing)?.[1];
  const post = /href="(\/blog\/[a-z0-9-]+)"/.exec(blog)?.[1];
  const agent = /href="(\/agent\/\d+)"/.exec(agents)?.[1];
  if (!detail || !post || !agent) throw new Error('no property, post or agent to open on the site');
  const [, id, lettingType] = /-(\d+)-(\d+)$/.exec(detail)!;
  return [
    '/',
    '/residentials',
    '/penthouses-for-sale-in-malta',
    detail,
    '/contact',
    '/company',
    '/career',
    '/my-properties',
    '/blog',
    post,
    '/agents',
    agent,
    // the visitor's own shortlist, a shared one and the comparison (components/shortlist)
    '/shortlist',
    `/shortlist?ids=${id}-${lettingType}`,
    `/compare?ids=${id}-${lettingType}`,
    // an unknown address ends on the not-found page (/404.html)
    '/no-page-has-this-address',
  ];
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

/** The violations the current document has reported (events queued before this call included). */
export function readViolations(): Promise<string[]> {
  return new Promise((resolve) =>
    setTimeout(() => resolve((window as unknown as { __policyViolations?: string[] }).__policyViolations ?? ['no violation watcher']), 0),
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
  return path.startsWith('/no-page-') && /status of 404/.test(text) && url !== undefined && new URL(url).pathname === '/404.html';
}

type Report = (kind: 'console' | 'page error', text: string, url?: string) => void;

/**
 * Opens each path with `open` (which answers with the violations it read) and collects the
 * problems by path; `listen` wires the browser's console errors and page errors to `report`.
 */
async function collect(
  siteUrl: string,
  paths: string[],
  listen: (report: Report) => void,
  open: (url: string) => Promise<string[]>,
): Promise<Problems> {
  const problems: Problems = {};
  let current = '';
  listen((kind, text, url) => {
    if (kind === 'console' && expectedNotFound(current, text, url)) return;
    (problems[current] ??= []).push(`${kind}: ${text}`);
  });
  for (const path of paths) {
    current = path;
    for (const v of await open(new URL(path, siteUrl).href)) (problems[path] ??= []).push(v);
  }
  return problems;
}

/** Opens each path in Chromium, on a Playwright page, and returns the problems by path. */
export async function chromiumProblems(page: PlaywrightPage, siteUrl: string, paths: string[]): Promise<Problems> {
  await page.addInitScript(watchViolations);
  return collect(
    siteUrl,
    paths,
    (report) => {
      page.on('console', (m) => m.type() === 'error' && report('console', m.text(), m.location().url));
      page.on('pageerror', (e) => report('page error', e.message));
    },
    async (url) => {
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForFunction(isHydrated, HYDRATED_ATTRIBUTE);
      await page.waitForLoadState('networkidle');
      return page.evaluate(readViolations);
    },
  );
}

async function firefoxPageProblems(page: PuppeteerPage, siteUrl: string, paths: string[]): Promise<Problems> {
  await page.evaluateOnNewDocument(watchViolations);
  return collect(
    siteUrl,
    paths,
    (report) => {
      page.on('console', (m) => m.type() === 'error' && report('console', m.text(), m.location().url));
      page.on('pageerror', (e) => report('page error', e instanceof Error ? e.message : String(e)));
    },
    async (url) => {
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForFunction(isHydrated, {}, HYDRATED_ATTRIBUTE);
      await page.waitForNetworkIdle({ idleTime: 500 });
      return page.evaluate(readViolations);
    },
  );
}

/** Opens each path in a headless Firefox ESR of its own and returns the problems by path. */
export async function firefoxProblems(siteUrl: string, paths: string[], timeout = 30_000): Promise<Problems> {
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX_PATH, headless: true, protocolTimeout: timeout * 2 });
  try {
    const page = await browser.newPage();
    page.setDefaultTimeout(timeout);
    return await firefoxPageProblems(page, siteUrl, paths);
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
  const paths = await pageTypePaths(siteUrl);
  const browser = await chromium.launch(config.use?.launchOptions);
  const chromiumReport = await chromiumProblems(await browser.newPage(), siteUrl, paths).finally(() => browser.close());
  const report = [describeProblems('Chromium', chromiumReport), describeProblems('Firefox ESR', await firefoxProblems(siteUrl, paths))]
    .filter(Boolean)
    .join('\n');
  console.log(report || `${paths.length} pages, no policy violation and no console error in Chromium and Firefox ESR`);
  process.exitCode = report ? 1 : 0;
}
