/**
 * Content pages against the reference backend's demo data: agents, an agent's profile, the blog,
 * company, contact and careers, the six thank-you routes, and the sitemap and robots.txt.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { e2eEnv } from '../../playwright.config';
import { apiPaths } from '../../lib/api/wire';
import { PROPERTY_TYPE_LANDINGS, placeLandingSlug } from '../../lib/landing-pages';
import { propertyPath } from '../../lib/routes';
import { backendAgentProperties, backendAgents, backendPosts } from '../support/backend-data';

const api = apiPaths('Sale');
const backend = (path: string) => `${e2eEnv.API_BASE_URL}${path}`;
const SITE = e2eEnv.SITE_URL;

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie-consent', 'rejected'));
});

const breadcrumb = (page: Page) => page.getByRole('navigation', { name: 'Breadcrumb' });

test.describe('agents', () => {
  test('the list shows every agent as a card with contacts, dealer and profile link, and a call to action', async ({ page, request }) => {
    const agents = await backendAgents(request);
    expect(agents.length).toBeGreaterThan(0);
    await page.goto('/agents');
    await expect(page.getByRole('heading', { level: 1, name: /our agents/i })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Agents' }).getByRole('article');
    await expect(cards).toHaveCount(agents.length);

    for (const a of agents) {
      const card = cards.filter({ has: page.getByRole('heading', { name: `${a.firstName} ${a.lastName}` }) });
      await expect(card).toHaveCount(1);
      await expect(card.getByRole('img', { name: `Photo of ${a.firstName} ${a.lastName}` })).toBeVisible();
      if (a.agentWebSiteWorkingPosition) await expect(card.getByText(a.agentWebSiteWorkingPosition, { exact: true })).toBeVisible();
      await expect(card.getByRole('link', { name: a.mobilePhone })).toHaveAttribute('href', `tel:${a.mobilePhone.replace(/\s/g, '')}`);
      await expect(card.getByRole('link', { name: a.email })).toHaveAttribute('href', `mailto:${a.email}`);
      if (a.dealerName) await expect(card.getByText(a.dealerName)).toBeVisible();
      await expect(card.getByRole('link', { name: /View Profile/ })).toHaveAttribute('href', `/agent/${a.id}`);
    }
    await expect(page.getByRole('main').getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    // an address too long for its column breaks after its @ or before a dot, not mid-word
    const badBreaks = await page.locator('main a[href^="mailto:"]').evaluateAll((links) =>
      links.flatMap((link) => {
        const chars: { c: string; top: number }[] = [];
        const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (let i = 0; i < node.textContent!.length; i++) {
            const range = document.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            chars.push({ c: node.textContent![i]!, top: Math.round(range.getBoundingClientRect().top) });
          }
        }
        return chars.flatMap((ch, i) =>
          i > 0 && ch.top > chars[i - 1]!.top && chars[i - 1]!.c !== '@' && ch.c !== '.' ? [`${link.textContent} breaks before “${ch.c}” (${i})`] : [],
        );
      }),
    );
    expect(badBreaks).toEqual([]);

    await cards.first().getByRole('link', { name: /View Profile/ }).click();
    await expect(page).toHaveURL(new RegExp(`/agent/${agents[0]!.id}$`));
  });

  test('a profile shows the consultant, call and e-mail buttons, and their properties with a count', async ({ page, request }) => {
    const agents = await backendAgents(request);
    const counts = await Promise.all(agents.map((a) => backendAgentProperties(request, a.id).then((p) => p.length)));
    const index = counts.findIndex((n) => n > 0);
    const agent = agents[index]!;
    const count = counts[index]!;

    await page.goto(`/agent/${agent.id}`);
    const name = `${agent.firstName} ${agent.lastName}`;
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('Real estate consultant', { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: `Photo of ${name}` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Call' })).toHaveAttribute('href', `tel:${agent.mobilePhone.replace(/\s/g, '')}`);
    await expect(page.getByRole('link', { name: 'E-mail', exact: true })).toHaveAttribute('href', `mailto:${agent.email}`);
    await expect(page.getByRole('term').filter({ hasText: 'Office' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: agent.officePhone })).toHaveAttribute('href', `tel:${agent.officePhone.replace(/\s/g, '')}`);
    await expect(breadcrumb(page).getByRole('link', { name: 'Agents' })).toHaveAttribute('href', '/agents');
    await expect(breadcrumb(page)).toContainText(name);

    const countLabel = `${count} ${count === 1 ? 'property' : 'properties'}`;
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(countLabel) })).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(Math.min(count, 20));
    await expect(cards.first().getByText(/€ [\d.]+|Price On Request/)).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('/Month');
    if (count > 20) {
      const firstTitle = (await cards.first().getByRole('heading').textContent())!;
      await page.getByRole('navigation', { name: /properties/ }).getByRole('link', { name: 'Page 2' }).click();
      await expect(page).toHaveURL(new RegExp(`/agent/${agent.id}\\?page=2$`));
      await expect(cards.first().getByRole('heading')).not.toHaveText(firstTitle);
      await expect(cards).toHaveCount(Math.min(count - 20, 20));
    }

    await page.getByRole('link', { name: 'Back to Agents' }).click();
    // a client navigation waits for the server's answer, which the whole suite on two cores once
    // delayed past the default 10 s: the state, not the time, is what this asserts
    await expect(page).toHaveURL(/\/agents$/, { timeout: 30_000 });
  });

  test('an agent without properties says so', async ({ page, request }) => {
    const agents = await backendAgents(request);
    const counts = await Promise.all(agents.map((a) => backendAgentProperties(request, a.id).then((p) => p.length)));
    const agent = agents[counts.indexOf(0)];
    expect(agent, 'the demo data has an agent without properties').toBeDefined();
    await page.goto(`/agent/${agent!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `${agent!.firstName} ${agent!.lastName}` })).toBeVisible();
    await expect(page.getByText('No property found')).toBeVisible();
    await expect(page.getByText('There are currently no properties listed.')).toBeVisible();
    await expect(page.getByText('0 properties')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
  });

  test('an unknown agent is a real 404 with the catalogue message', async ({ page }) => {
    for (const path of ['/agent/999999', '/agent/abc', '/agent/0']) {
      const res = await page.goto(path);
      expect(res!.status(), path).toBe(404);
      await expect(page.getByText('No real estate agent found.')).toBeVisible();
      await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
    }
    await page.getByRole('link', { name: 'Back to Agents' }).click();
    await expect(page).toHaveURL(/\/agents$/);
  });
});

test.describe('blog', () => {
  test('the list shows 20 posts a page with image, title, tags and DD.MM.YYYY dates, paged by real links', async ({ page, request }) => {
    const { posts, total } = await backendPosts(request);
    // the demo data has more than one page of posts, so the paging is really exercised
    expect(total).toBeGreaterThan(20);
    expect(total).toBeLessThanOrEqual(40);
    expect(posts).toHaveLength(total);
    const ddmmyyyy = (publishedDate: string) => publishedDate.slice(0, 10).split('-').reverse().join('.');

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: /blog/i })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Posts' }).getByRole('article');
    await expect(cards).toHaveCount(20);
    const first = cards.first();
    await expect(first.getByRole('heading', { name: posts[0]!.title })).toBeVisible();
    await expect(first.getByRole('list', { name: 'Tags' }).getByRole('listitem').first()).toBeVisible();
    await expect(first.locator('img')).toBeVisible();

    // four columns on a desktop, one on a phone
    const tops = await cards.evaluateAll((els) => els.slice(0, 4).map((e) => Math.round(e.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    await page.setViewportSize({ width: 390, height: 844 });
    const lefts = await cards.evaluateAll((els) => els.slice(0, 3).map((e) => Math.round(e.getBoundingClientRect().left)));
    expect(new Set(lefts).size).toBe(1);

    const shown = () =>
      cards.evaluateAll((els) =>
        els.map((e) => ({
          title: e.querySelector('h2')?.textContent ?? '',
          href: e.querySelector('h2 a')?.getAttribute('href') ?? '',
          date: e.querySelector('time')?.textContent ?? '',
          dateTime: e.querySelector('time')?.getAttribute('dateTime') ?? '',
        })),
      );
    const firstPage = await shown();

    // real links: the numbers, and Next on the first page
    const pager = page.getByRole('navigation', { name: 'Blog pages' });
    await expect(pager.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/blog?page=2');
    await expect(pager.getByRole('link', { name: 'Page 3' })).toHaveCount(0);
    await expect(pager.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/blog?page=2');
    await expect(pager.getByRole('link', { name: 'Previous' })).toHaveCount(0);

    await pager.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(cards).toHaveCount(total - 20);
    await expect(cards.first().getByRole('heading', { name: posts[20]!.title })).toBeVisible();
    await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(pager.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/blog');
    await expect(pager.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/blog');
    await expect(pager.getByRole('link', { name: 'Next' })).toHaveCount(0);
    const secondPage = await shown();

    // together the two pages show every post once, newest first, each with its date as DD.MM.YYYY
    const all = [...firstPage, ...secondPage];
    expect(new Set(all.map((c) => c.href)).size).toBe(total);
    expect(firstPage.filter((c) => secondPage.some((d) => d.href === c.href))).toEqual([]);
    expect(all.map((c) => c.title)).toEqual(posts.map((p) => p.title));
    expect(all.map((c) => c.href)).toEqual(posts.map((p) => `/blog/${p.slug}`));
    expect(all.map((c) => c.date)).toEqual(posts.map((p) => ddmmyyyy(p.publishedDate)));
    for (const c of all) {
      expect(c.date).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
      expect(c.dateTime).toBe(c.date.split('.').reverse().join('-'));
    }
    const days = all.map((c) => c.dateTime);
    expect(days).toEqual([...days].sort().reverse());
    expect(new Set(days).size).toBe(days.length);

    // the second page also renders on its own, as a crawler would reach it
    await page.goto('/blog?page=2');
    await expect(cards).toHaveCount(secondPage.length);
    expect(await shown()).toEqual(secondPage);
    await pager.getByRole('link', { name: 'Previous' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(cards).toHaveCount(20);
    expect(await shown()).toEqual(firstPage);

    // page numbers of 0 or less, or nonsense, read as the first page
    for (const q of ['0', '-1', 'abc']) {
      await page.goto(`/blog?page=${q}`);
      await expect(cards.first().getByRole('heading', { name: posts[0]!.title })).toBeVisible();
    }
  });

  test('a post shows its title, date, image, content and tags, with BlogPosting data', async ({ page, request }) => {
    const { posts } = await backendPosts(request);
    await page.goto('/blog');
    await page.getByRole('link', { name: posts[1]!.title }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${posts[1]!.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: posts[1]!.title })).toBeVisible();
    await expect(page.getByRole('article').locator('header time')).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/);
    await expect(page.getByRole('img', { name: posts[1]!.title })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Tags' })).toBeVisible();
    await expect(page.getByRole('article').locator('p').nth(2)).not.toBeEmpty();
    await expect(page.locator('article script:not([type="application/ld+json"])')).toHaveCount(0); // sanitized content
    const data = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((els) => els.map((e) => JSON.parse(e.textContent ?? '{}')));
    expect(data.find((d) => d['@type'] === 'BlogPosting')).toMatchObject({
      headline: posts[1]!.title,
      url: `${SITE}/blog/${posts[1]!.slug}`,
      datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      author: { '@type': 'Organization', name: expect.any(String) },
      publisher: { '@type': 'Organization', name: expect.any(String), logo: { url: `${SITE}/apple-icon.png` } },
    });
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('an unknown post is a real 404', async ({ page }) => {
    const res = await page.goto('/blog/no-such-post-here');
    expect(res!.status()).toBe(404);
    await expect(page.getByText('There is no blog post at this address.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
  });
});

test.describe('company, contact and careers', () => {
  async function expectAddressColumn(page: Page) {
    const column = page.getByRole('complementary', { name: /address/i });
    await expect(column.getByText("128 Triq San Ġorġ")).toBeVisible();
    await expect(column.getByRole('link', { name: 'info@maltapropertysales.example' })).toHaveAttribute('href', 'mailto:info@maltapropertysales.example');
    await expect(column.getByRole('link', { name: '+356 2133 4455' })).toHaveAttribute('href', 'tel:+35621334455');
    // without a Maps key: a clear notice and a plain link, no Google frame
    await expect(column.getByText('The interactive map is not available right now.')).toBeVisible();
    await expect(column.getByRole('link', { name: /Open our address in Google Maps/ })).toHaveAttribute('href', /google\.com\/maps\/search/);
    await expect(page.locator('iframe[src*="google.com/maps"]')).toHaveCount(0);
  }

  test('company: breadcrumbs, the agency text with both branches, and the address column', async ({ page }) => {
    await page.goto('/company');
    await expect(breadcrumb(page).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(breadcrumb(page)).toContainText('Company');
    await expect(page.getByRole('heading', { level: 1, name: /company/i })).toBeVisible();
    const main = page.getByRole('main');
    for (const text of ['young real estate agency', 'multilingual, independent agents', 'fast on any phone', 'map view', 'St Julian’s', 'Gzira']) {
      await expect(main).toContainText(text);
    }
    await expectAddressColumn(page);
  });

  test('contact: breadcrumbs, heading, privacy promise, the form and the address column', async ({ page }) => {
    await page.goto('/contact');
    await expect(breadcrumb(page)).toContainText('Contact Us');
    await expect(page.getByRole('heading', { level: 1, name: /contact us/i })).toBeVisible();
    await expect(page.getByText(/keep your details private/)).toBeVisible();
    await expect(page.getByPlaceholder('Tell us more about you...')).toBeVisible();
    await expect(page.getByRole('button', { name: 'SEND NOW' })).toBeVisible();
    await expectAddressColumn(page);
  });

  test('careers: open positions as an accordion with one open at a time, the form and the address column', async ({ page, request }) => {
    const positions: { title: string }[] = (await (await request.get(backend(api.careers))).json()).result;
    expect(positions.length).toBeGreaterThan(1);
    await page.goto('/career');
    await expect(breadcrumb(page)).toContainText('Careers');
    await expect(page.getByRole('heading', { level: 1, name: /careers/i })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Open Positions' })).toBeVisible();

    const item = (i: number) => page.locator('details').filter({ hasText: positions[i]!.title });
    const body = (i: number) => item(i).locator('div').first();
    await expect(body(0)).toBeHidden();
    await item(0).locator('summary').click();
    await expect(body(0)).toBeVisible();
    await expect(body(0).locator('li').first()).toBeVisible(); // the description's HTML is kept
    await item(1).locator('summary').click();
    await expect(body(1)).toBeVisible();
    await expect(body(0)).toBeHidden();
    await item(1).locator('summary').click();
    await expect(body(1)).toBeHidden();

    await expect(page.getByRole('button', { name: 'SEND NOW' })).toBeVisible();
    await expectAddressColumn(page);
  });
});

test('without JavaScript the agents, the blog and careers show their content, as a crawler that runs no script reads them', async ({ browser, request }) => {
  const [agents, { posts }, positions] = await Promise.all([
    backendAgents(request),
    backendPosts(request),
    (await request.get(backend(api.careers))).json().then((b: { result: { title: string }[] }) => b.result),
  ]);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const path of ['/agents', '/it/agents']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    await expect(page.locator('main a[href$="/agent/' + agents[0]!.id + '"]').first(), path).toBeVisible();
  }
  for (const path of ['/blog', '/it/blog']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    await expect(page.getByRole('link', { name: posts[0]!.title }).first(), path).toBeVisible();
  }
  await page.goto('/career');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('details summary').filter({ hasText: positions[0]!.title })).toBeVisible();
  await context.close();
});

test("a page number past the last page of the blog or of an agent's properties moves to the last page", async ({ page, request }) => {
  const { total } = await backendPosts(request);
  const lastBlog = Math.max(1, Math.ceil(total / 20));
  // the agent with the most properties
  const agents = await backendAgents(request);
  const counts = await Promise.all(agents.map(async (a) => (await backendAgentProperties(request, a.id)).length));
  const most = counts.indexOf(Math.max(...counts));
  const agent = agents[most]!;
  const lastAgent = Math.max(1, Math.ceil(counts[most]! / 20));
  const pageOf = (path: string, n: number) => (n > 1 ? `${path}?page=${n}` : path);
  for (const [path, last] of [
    ['/blog', lastBlog],
    [`/agent/${agent.id}`, lastAgent],
  ] as const) {
    // the last page, at its own address: its canonical, indexed, titled with its number
    const res = await page.goto(`${path}?page=${last + 5}`);
    expect(res!.request().redirectedFrom(), `${path}: moved`).not.toBeNull();
    await expect(page).toHaveURL(`${SITE}${pageOf(path, last)}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}${pageOf(path, last)}`);
    expect(await page.locator('meta[name="robots"][content*="noindex"]').count(), path).toBe(0);
    if (last > 1) await expect(page).toHaveTitle(new RegExp(`Page ${last}`));
  }
  await page.goto('/blog?page=2');
  await expect(page).toHaveTitle(/Page 2/);
  expect(await page.locator('meta[name="robots"][content*="noindex"]').count()).toBe(0);
});

test('all six thank-you routes thank the visitor, lead home and are not indexed', async ({ page }) => {
  for (const path of ['/thankyou', '/thankyou-myproperty', '/thankyou-career', '/thankyou-contact', '/thankyou-contactagent', '/thankyou-requestviewing']) {
    const res = await page.goto(path);
    expect(res!.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible();
    await expect(page.getByText('Your form has been successfully submitted.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  }
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(`${SITE}/`);
});

test('the sitemap lists every landing page, listing, agent and post, and robots.txt names it', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('User-agent: *');
  expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);

  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  const index = await request.get('/sitemap.xml');
  expect(index.headers()['content-type']).toContain('xml');
  const parts = locs(await index.text());
  expect(parts.length).toBeGreaterThanOrEqual(6);
  const urls = new Set<string>();
  for (const part of parts) {
    expect(part.startsWith(`${SITE}/sitemaps/`)).toBe(true);
    const res = await request.get(part.slice(SITE.length));
    expect(res.status(), part).toBe(200);
    for (const loc of locs(await res.text())) urls.add(loc);
  }
  const paths = new Set([...urls].map((u) => u.slice(SITE.length)));
  for (const p of ['/', '/residentials', '/commercials', '/agents', '/blog', '/company', '/career', '/contact']) expect(paths).toContain(p);

  // landing pages: the 16 property types and every area and locality; each is a known category
  for (const l of PROPERTY_TYPE_LANDINGS) expect(paths).toContain(`/${l.slug}`);
  const options = (await (await request.get(backend(api.filterOptions))).json()).result;
  const places: { name: string }[] = [...options.areas, ...options.locations];
  for (const p of places) expect(paths, p.name).toContain(`/${placeLandingSlug(p.name)}`);
  expect(paths).toContain('/property-for-sale-in-cental-malta');
  // each page once in English and once in Italian (/it/…, landing pages on their Italian slugs)
  const italian = [...paths].filter((p) => p === '/it' || p.startsWith('/it/'));
  const english = [...paths].filter((p) => !italian.includes(p));
  const landings = english.filter((p) => /-for-sale-in-/.test(p));
  expect(landings.length).toBe(16 + new Set(places.map((p) => placeLandingSlug(p.name))).size);
  for (const p of landings) {
    const { result } = await (await request.get(backend(api.category), { params: { urlSlug: p.slice(1) } })).json();
    expect(result.category, p).toHaveLength(1);
  }

  // every listing of both sale types
  let listings = 0;
  for (const lettingType of [6, 7]) {
    for (let pageNo = 1; ; pageNo++) {
      const body = {
        availability: null, lettingType, propertyTypes: [], referanceNumber: null, minPrice: null, maxPrice: null,
        squareOfMetersMin: 0, squareOfMetersMax: 0, rooms: [], bedrooms: [], bathrooms: [], areas: [], locations: [],
        features: [], sortingType: 0, isVideoExist: false, page: pageNo,
      };
      const { result } = await (await request.post(backend(api.search), { data: body })).json();
      for (const item of result.data) expect(paths).toContain(propertyPath(item));
      listings += result.data.length;
      if (result.data.length === 0 || pageNo * 20 >= result.total) break;
    }
  }
  expect(listings).toBeGreaterThan(0);
  expect(english.filter((p) => /-\d+-[67]$/.test(p))).toHaveLength(listings);
  // every page but the blog's posts (in English only) has its Italian twin
  expect(italian).toHaveLength(english.filter((p) => !p.startsWith('/blog/')).length);

  for (const a of await backendAgents(request)) expect(paths).toContain(`/agent/${a.id}`);
  const { posts } = await backendPosts(request);
  for (const p of posts) expect(paths).toContain(`/blog/${p.slug}`);
  expect(locs(await (await request.get('/sitemaps/blog.xml')).text())).toHaveLength(posts.length);
  expect(await (await request.get('/sitemaps/blog.xml')).text()).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);

  // never the thank-you or error pages
  expect([...paths].filter((p) => /^\/(thankyou|404|error)|not-found/.test(p))).toEqual([]);
  expect((await request.get('/sitemaps/nothing.xml')).status()).toBe(404);
});
