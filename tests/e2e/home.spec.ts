import { expect, test } from '@playwright/test';

test('the home page server-renders the featured properties from the backend', async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  // complete HTML without JavaScript: featured cards with links to detail pages
  expect(html).toContain('Properties Available Now');
  expect(html).toMatch(/href="\/[a-z0-9-]+-\d+-[67]"/);

  await page.goto('/');
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(4);
  await expect(cards.first().getByText(/€ [\d.]+|Price On Request/)).toBeVisible();
});
