/**
 * The suites' `test`: Playwright's, with a `page` that waits after each navigation it starts (goto,
 * reload, back, forward) until React has taken the page over (the site's own mark on <html>,
 * lib/hydration.ts), as a visitor who waits for the page to be ready. The primary actions work
 * before that (HTML first); the tests that prove it ask to return sooner (`waitUntil: 'commit'` or
 * `'domcontentloaded'`), and such a navigation returns as Playwright's does. `interactive` does the
 * same wait after a navigation a click starts.
 */
import { test as base, type Page } from '@playwright/test';
import { HYDRATED_ATTRIBUTE } from '../../lib/hydration';

export { expect } from '@playwright/test';

/**
 * Waits until the page has hydrated; at once for a page without the site's scripts (JavaScript off,
 * a JSON or image answer, the not-found page's static copy).
 */
export async function interactive(page: Page): Promise<void> {
  await page.waitForFunction((attribute) => {
    const scripts = document.querySelector('script[src*="/_next/static/"]');
    return !scripts || document.documentElement.hasAttribute(attribute);
  }, HYDRATED_ATTRIBUTE);
}

export const test = base.extend({
  page: async ({ page }, provide) => {
    for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
      const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
      Object.assign(page, {
        [name]: async (...args: unknown[]) => {
          const response = await navigate(...args);
          // a test that asks to be back before the load event (to act before the scripts run) is
          const options = args.find((a): a is { waitUntil?: string } => typeof a === 'object' && a !== null);
          if (options?.waitUntil !== 'commit' && options?.waitUntil !== 'domcontentloaded') await interactive(page);
          return response;
        },
      });
    }
    await provide(page);
  },
});
