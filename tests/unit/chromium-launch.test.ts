/**
 * The browser suites' Chromium (scripts/support/chromium.ts) runs with Playwright's own feature
 * switches intact and without the browser's UI pages: read from what the browser itself reports on
 * chrome://version (its command line, and the features the command line turned off).
 */
import { chromium, type Browser } from 'playwright';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BROWSER_UI_FEATURES, PLAYWRIGHT_DISABLED_FEATURES, chromiumTestLaunch } from '../../scripts/support/chromium';

let browser: Browser;
let commandLine: string;
let disabled: string[];

beforeAll(async () => {
  browser = await chromium.launch(chromiumTestLaunch);
  const page = await browser.newPage();
  await page.goto('chrome://version');
  commandLine = (await page.locator('#command_line').textContent()) ?? '';
  // the whole of it in data-value (the cell shows its start): base64 of
  // {"disable-features":"A,B,…","enable-features":…}, what the feature list was given
  const encoded = (await page.locator('#variations-cmd').getAttribute('data-value')) ?? '';
  const variations = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as Record<string, string>;
  disabled = (variations['disable-features'] ?? '').split(',');
});
afterAll(async () => browser?.close());

it('keeps every feature Playwright turns off turned off, and names them all again', () => {
  // Playwright's own switch comes first; ours, which Chromium takes instead, last
  const switches = [...commandLine.matchAll(/--disable-features=(\S+)/g)].map((m) => m[1]!.split(','));
  expect(switches.length, commandLine).toBeGreaterThan(1);
  const playwrights = switches[0]!;
  expect(disabled).toEqual(expect.arrayContaining(playwrights));
  // an upgrade of Playwright that changes its list shows here: copy its list into chromium.ts
  expect([...PLAYWRIGHT_DISABLED_FEATURES].sort()).toEqual([...playwrights].sort());
});

it('turns off the address bar’s popup page', () => {
  expect(disabled).toEqual(expect.arrayContaining(BROWSER_UI_FEATURES));
});
