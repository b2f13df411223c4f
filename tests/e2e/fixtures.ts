/**
 * The suites' `test`: Playwright's, with a `page` that waits after each navigation it starts (goto,
 * reload, back, forward) until the page is interactive. The site loads its scripts once the largest
 * paint is on screen (lib/server/late-scripts.ts), which can come after the load event at which
 * Playwright's navigation returns; a tap before then does nothing on controls that need scripts.
 * The suites act as a visitor who waits for the page to be ready; `interactive` does the same after a
 * navigation a click starts. A navigation asked to return sooner (`waitUntil: 'commit'` or
 * `'domcontentloaded'`) returns as Playwright's does.
 */
import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Waits until React has taken over the page (its main landmark, or the body, carries React's
 * fiber); at once for a page without the site's scripts (JavaScript off, a JSON or image answer).
 * From then on React handles an input itself, or replays it once the part it landed on is hydrated.
 */
export async function interactive(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (!('__lateScripts' in window)) return true;
    const root = document.querySelector('main') ?? document.body;
    return root !== null && Object.keys(root).some((k) => k.startsWith('__reactFiber'));
  });
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
