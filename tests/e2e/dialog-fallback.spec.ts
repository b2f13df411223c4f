/**
 * In a browser without HTML's invoker commands (tests/support/dialog-fallback.ts), once the scripts
 * have run, one click opens each kind of dialog and one click on its close button closes it: in
 * Chromium, and in Firefox ESR. Firefox ESR runs under puppeteer-core over WebDriver BiDi: the
 * `moz-firefox` channel of Playwright 1.65 launches it, but every browser context Playwright makes
 * sends `emulation.setMediaFeaturesOverride`, which Firefox ESR 153 answers with "unknown command".
 */
import puppeteer from 'puppeteer-core';
import { expect, test } from './fixtures';
import { HYDRATED_ATTRIBUTE } from '../../lib/hydration';
import { pathOf, propertyWithVideo } from '../support/backend-data';
import { checkDialogs, dialogIs, withoutInvokerCommands } from '../support/dialog-fallback';
import { FIREFOX_PATH } from '../support/page-policy';

/** a returning visitor: no cookie banner over the buttons */
const cookieChoiceMade = () => localStorage.setItem('cookie-consent', 'rejected');

test('in Chromium, one click opens each dialog and one click on its close button closes it', async ({ page, request }) => {
  await page.addInitScript(withoutInvokerCommands);
  await page.addInitScript(cookieChoiceMade);
  // the video players are outside the machine: answered by a stand-in
  await page.route(/youtube-nocookie\.com|player\.vimeo\.com/, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title><p>video player</p>' }),
  );
  // the fixture's goto returns once the page has hydrated
  await page.goto(pathOf(await propertyWithVideo(request, true)));
  await checkDialogs({
    setWidth: (width) => page.setViewportSize({ width, height: 900 }),
    click: (selector) => page.locator(selector).first().click(),
    evaluate: (script, arg) => page.evaluate(script, arg),
    waitForDialog: (id, open, message) => expect.poll(() => page.evaluate(dialogIs, [id, open] as [string, boolean]), { message }).toBe(true),
  });
});

test('in Firefox ESR, one click opens each dialog and one click on its close button closes it', async ({ baseURL, request }) => {
  // a browser of its own starts first
  test.setTimeout(90_000);
  const path = pathOf(await propertyWithVideo(request, true));
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX_PATH, headless: true });
  try {
    const page = await browser.newPage();
    await page.evaluateOnNewDocument(withoutInvokerCommands);
    await page.evaluateOnNewDocument(cookieChoiceMade);
    await page.goto(new URL(path, baseURL).href, { waitUntil: 'load' });
    await page.waitForFunction((attribute) => document.documentElement.hasAttribute(attribute), {}, HYDRATED_ATTRIBUTE);
    await checkDialogs({
      setWidth: (width) => page.setViewport({ width, height: 900 }),
      click: (selector) => page.click(selector),
      evaluate: (script, arg) => page.evaluate(script, arg),
      waitForDialog: async (id, open, message) => {
        await page.waitForFunction(dialogIs, {}, [id, open] as [string, boolean]).catch(() => {
          throw new Error(message);
        });
      },
    });
  } finally {
    await browser.close();
  }
});
