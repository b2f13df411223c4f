/**
 * Outages search engines never index (docs/decisions/outage-status.md): with the backend down,
 * every page whose main content is the backend's carries `noindex` in the page a browser renders,
 * shows its friendly message inside the site's frame, and answers 503 with Retry-After. A site of its
 * own on the same build whose backend refuses every connection: nothing it asks is in the data cache,
 * as on a first visit during an outage.
 */
import { createServer, type Server } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { AGENT_MESSAGES } from '../../lib/agent-messages';
import { startSecondSite, type SecondSite } from '../support/second-site';

const STACK_TRACE = /\n\s+at [\w.<>]+ \(|node_modules\/|ApiError|TypeError:|Application error: a server-side exception/;

/** Each page type whose main content is the backend's, with what it says when that failed. */
const BACKEND_PAGES = [
  { name: 'location landing page', path: '/property-for-sale-in-mosta', says: 'Listings are unavailable right now' },
  { name: 'category landing page', path: '/penthouses-for-sale-in-malta', says: 'Listings are unavailable right now' },
  { name: 'detail page', path: '/sea-view-apartment-in-sliema-12-6', says: 'This property cannot be shown right now' },
  { name: 'listing page', path: '/residentials', says: 'We could not load the properties' },
  { name: 'filtered listing page', path: '/commercials?beds=2&sort=price-asc', says: 'We could not load the properties' },
  { name: 'agents', path: '/agents', says: AGENT_MESSAGES.listFailed },
  { name: 'agent profile', path: '/agent/1', says: AGENT_MESSAGES.profileFailed },
  { name: 'blog', path: '/blog', says: 'The blog could not be loaded' },
  { name: 'blog page 2', path: '/blog?page=2', says: 'The blog could not be loaded' },
  { name: 'blog post', path: '/blog/buying-property-in-sliema', says: 'This post could not be loaded.' },
  { name: 'careers', path: '/career', says: 'Open positions could not be loaded.' },
];

/** The robots rules of the page as the browser has it, metadata streamed after the head included. */
const robotsOf = (page: Page) =>
  page.locator('meta[name="robots"]').evaluateAll((metas) => metas.map((m) => m.getAttribute('content') ?? '').join(', '));

test.describe.serial('the backend down', () => {
  let site: SecondSite;
  let backend: Server;

  test.beforeAll(async () => {
    backend = createServer((socket) => socket.destroy());
    await new Promise<void>((r) => backend.listen(0, '127.0.0.1', r));
    const { port } = backend.address() as { port: number };
    site = await startSecondSite({ API_BASE_URL: `http://127.0.0.1:${port}` }, '/company');
  });
  test.afterAll(() => {
    site.stop();
    backend.close();
  });

  for (const p of BACKEND_PAGES) {
    test(`${p.name}: 503 with Retry-After, noindex, its message in the site's frame`, async ({ page }) => {
      const res = await page.goto(`${site.origin}${p.path}`);
      expect(res?.status(), p.path).toBe(503);
      expect(Number(res?.headers()['retry-after']), 'Retry-After in seconds').toBeGreaterThanOrEqual(1);
      expect(await robotsOf(page)).toMatch(/noindex/);
      await expect(page.getByText(p.says).first()).toBeVisible();
      await expect(page.getByRole('navigation', { name: /main/i }).first()).toBeAttached();
      expect(await res?.text()).not.toMatch(STACK_TRACE);
    });
  }

  test('the site’s own pages answer as usual and stay indexable', async ({ page }) => {
    for (const path of ['/', '/company', '/contact']) {
      const res = await page.goto(`${site.origin}${path}`);
      expect(res?.status(), path).toBe(200);
      expect(await robotsOf(page), path).not.toMatch(/noindex/);
    }
  });
});
