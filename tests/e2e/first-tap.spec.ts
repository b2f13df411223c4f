/**
 * No tap is lost: each primary action is tapped the moment it is visible, on a throttled phone
 * (CPU ×4, 150 ms round trip, 1.6 Mbps, as `npm run bench:vitals`) while the page's scripts are
 * still on their way, and with JavaScript off. The control must do its work from the HTML alone
 * (components/ui/dialog.tsx, the filter drawer's popover), and once React has taken the page over
 * the state the tap opened must still be there, enhanced. With JavaScript off nothing races the tap,
 * which comes once the page has loaded: that page loads unthrottled, as the throttle would only make
 * the wait for its photos longer.
 */
import { type APIRequestContext, type Browser, type BrowserContextOptions, type Locator, type Page } from '@playwright/test';
import { expect, interactive, test } from './fixtures';
import { HYDRATED_ATTRIBUTE } from '../../lib/hydration';
import { pathOf, propertyWithVideo, search } from '../support/backend-data';
import { throttleLikeAPhone } from '../../scripts/support/throttle';

const PHONE: BrowserContextOptions = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 };
const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 }, hasTouch: true };

interface Action {
  name: string;
  device: BrowserContextOptions;
  path(request: APIRequestContext): Promise<string>;
  control(page: Page): Locator;
  /** what the tap opens, from the HTML alone */
  opened(page: Page): Locator;
  /** what the scripts add to it once they run */
  enhanced?(page: Page): Locator;
}

const detail = async (request: APIRequestContext) => pathOf((await search(request, 6))[0]!);
const video = async (request: APIRequestContext) => pathOf(await propertyWithVideo(request, true));

const ACTIONS: Action[] = [
  {
    name: 'Request a Viewing',
    device: PHONE,
    path: detail,
    control: (page) => page.getByRole('button', { name: 'Request a Viewing', exact: true }),
    opened: (page) => page.getByRole('dialog', { name: 'Request a Viewing' }),
    enhanced: (page) => page.getByRole('form', { name: /^Request a viewing of / }),
  },
  {
    name: 'Contact Agent',
    device: PHONE,
    path: detail,
    control: (page) => page.getByRole('button', { name: 'Contact Agent', exact: true }),
    opened: (page) => page.getByRole('dialog', { name: 'Contact Agent' }),
    enhanced: (page) => page.getByRole('form', { name: /^Contact the agent about / }),
  },
  {
    name: 'Reference No',
    device: DESKTOP,
    path: detail,
    control: (page) => page.getByRole('button', { name: /^Reference No / }),
    opened: (page) => page.getByRole('dialog', { name: 'Contact Agent' }),
    enhanced: (page) => page.getByRole('form', { name: /^Contact the agent about / }),
  },
  {
    name: 'Show Video',
    device: PHONE,
    path: video,
    control: (page) => page.getByRole('button', { name: 'Show Video' }),
    opened: (page) => page.getByRole('dialog', { name: 'Video tour' }),
    enhanced: (page) => page.getByRole('dialog', { name: 'Video tour' }).locator('iframe'),
  },
  {
    name: 'the photo modal',
    device: PHONE,
    path: detail,
    control: (page) => page.getByRole('button', { name: /^Open photo 1 of \d+ full screen$/ }),
    opened: (page) => page.locator('dialog#photo-viewer'),
    enhanced: (page) => page.locator('dialog#photo-viewer').getByText(/^Photo 1 \/ \d+$/),
  },
  {
    name: 'the mobile menu',
    device: PHONE,
    path: async () => '/blog',
    control: (page) => page.getByRole('button', { name: 'Open menu' }),
    opened: (page) => page.getByRole('dialog', { name: 'Menu' }),
  },
  {
    name: 'the filter drawer',
    device: PHONE,
    path: async () => '/residentials',
    control: (page) => page.getByRole('button', { name: /^Filters/ }),
    opened: (page) => page.getByRole('region', { name: 'Filters' }),
  },
];

/** A context on the phone profile (or the desktop screen), throttled while its scripts would race the tap. */
async function phonePage(browser: Browser, device: BrowserContextOptions, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ ...device, javaScriptEnabled });
  // a returning visitor: the cookie banner stays away (without scripts it cannot be dismissed)
  await context.addInitScript(() => localStorage.setItem('cookie-consent', 'rejected'));
  // the video players are outside the machine: answered by a stand-in
  await context.route(/youtube-nocookie\.com|player\.vimeo\.com/, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title><p>video player</p>' }),
  );
  const page = await context.newPage();
  if (javaScriptEnabled) await throttleLikeAPhone(page);
  return page;
}

const hydrated = (page: Page) => page.evaluate((attribute) => document.documentElement.hasAttribute(attribute), HYDRATED_ATTRIBUTE);

for (const javaScript of [true, false]) {
  test.describe(javaScript ? 'throttled phone, tapped while the scripts load' : 'JavaScript off', () => {
    for (const action of ACTIONS) {
      test(`${action.name} works from the first tap`, async ({ browser, request }) => {
        // a throttled page load is slow on purpose: the budget is for that, the assertions wait for states
        test.setTimeout(120_000);
        const page = await phonePage(browser, action.device, javaScript);
        await page.goto(await action.path(request), { waitUntil: 'commit' });
        const control = action.control(page);
        await control.waitFor({ state: 'visible', timeout: 60_000 });
        // without scripts nothing races the tap, so the page may finish laying out first: its place is
        // read once the page has loaded (with scripts, the tap comes at first sight, before hydration)
        if (!javaScript) await page.waitForLoadState('load', { timeout: 60_000 });
        // the visitor scrolls it to the upper part of the screen: below the sticky header, clear of the
        // cookie banner, which covers the lower part and without scripts stays there
        await control.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - window.innerHeight * 0.3));
        const before = javaScript && (await hydrated(page));
        // where the visitor sees it, at once: no waiting for the page to settle
        const box = await control.boundingBox();
        expect(box, `${action.name} is on the screen`).not.toBeNull();
        await page.touchscreen.tap(box!.x + box!.width / 2, box!.y + box!.height / 2);
        await expect(action.opened(page)).toBeVisible();

        if (javaScript) {
          await interactive(page);
          // whether the tap came before hydration or not, what it opened stays open and gets its scripts
          test.info().annotations.push({ type: 'tapped', description: before ? 'after hydration' : 'before hydration' });
          await expect(action.opened(page)).toBeVisible();
          if (action.enhanced) await expect(action.enhanced(page)).toBeVisible({ timeout: 30_000 });
        }
        await page.context().close();
      });
    }
  });
}
