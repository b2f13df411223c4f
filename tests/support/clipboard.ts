/**
 * The browser's clipboard, as a visitor's browser allows or refuses it: Chromium copies a page's
 * text on a click and lets a test read it back once granted; `refuseClipboard` makes it refuse a
 * page's writes, as a browser whose visitor turned the permission off does (the DevTools protocol's
 * `Browser.setPermission`, for the page's own browser context).
 */
import type { Page } from '@playwright/test';

export async function allowClipboard(page: Page): Promise<void> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
}

export async function refuseClipboard(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  await cdp.send('Browser.setPermission', {
    permission: { name: 'clipboard-write' },
    setting: 'denied',
    origin: new URL(page.url()).origin,
    browserContextId: targetInfo.browserContextId,
  });
}

export const clipboardText = (page: Page): Promise<string> => page.evaluate(() => navigator.clipboard.readText());
