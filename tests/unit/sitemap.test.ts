import { describe, expect, it } from 'vitest';
import {
  LANDING_CHECKS_CONCURRENCY,
  LANDING_CHECKS_MAX,
  LISTINGS_PER_PART,
  confirmedLandingSlugs,
  parseSitemapPart,
  propertyPartCount,
  robotsTxt,
  searchPagesOfPart,
  sitemapPartName,
  sitemapParts,
  sitemapUrls,
} from '@/lib/sitemap';

describe('sitemap parts', () => {
  it('always has the fixed parts and one properties part per 2000 listings', () => {
    const names = sitemapParts({ residential: 2001, commercial: 0 }).map(sitemapPartName);
    expect(names).toEqual([
      'pages.xml',
      'landing-pages.xml',
      'properties-residential-1.xml',
      'properties-residential-2.xml',
      'properties-commercial-1.xml',
      'agents.xml',
      'blog.xml',
    ]);
  });

  it('reads back every name it writes and nothing else', () => {
    for (const p of sitemapParts({ residential: 5000, commercial: 10 })) {
      expect(parseSitemapPart(sitemapPartName(p))).toEqual(p);
    }
    for (const bad of ['properties-residential-0.xml', 'properties-rental-1.xml', 'pages', 'x.xml', 'properties-commercial-01.xml']) {
      expect(parseSitemapPart(bad)).toBeNull();
    }
  });

  it('counts parts and their search pages', () => {
    expect(LISTINGS_PER_PART).toBe(2000);
    expect(propertyPartCount(0)).toBe(1);
    expect(propertyPartCount(2000)).toBe(1);
    expect(propertyPartCount(2001)).toBe(2);
    expect(searchPagesOfPart(1, 45, 20)).toEqual([1, 2, 3]);
    expect(searchPagesOfPart(1, 0, 20)).toEqual([]);
    expect(searchPagesOfPart(2, 2041, 20)).toEqual([101, 102, 103]);
    expect(searchPagesOfPart(3, 2041, 20)).toEqual([]);
  });
});

describe('confirmedLandingSlugs', () => {
  /** A category call that knows `known`, fails for `broken`, and records what it was asked and how many at once. */
  function categoryCall(known: string[], broken: string[] = []) {
    const asked: string[] = [];
    let running = 0;
    let most = 0;
    const exists = async (slug: string) => {
      asked.push(slug);
      running += 1;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 1));
      running -= 1;
      if (broken.includes(slug)) throw new Error('backend down');
      return known.includes(slug);
    };
    return { exists, asked, most: () => most };
  }

  it('lists a slug only when the category call knows it, in the order given, each once', async () => {
    const call = categoryCall(['penthouses-for-sale-in-malta', 'property-for-sale-in-sliema']);
    const slugs = await confirmedLandingSlugs(
      ['penthouses-for-sale-in-malta', 'property-for-sale-in-nowhere', 'property-for-sale-in-sliema', 'penthouses-for-sale-in-malta'],
      call.exists,
    );
    expect(slugs).toEqual(['penthouses-for-sale-in-malta', 'property-for-sale-in-sliema']);
    expect(call.asked.toSorted()).toEqual(['penthouses-for-sale-in-malta', 'property-for-sale-in-nowhere', 'property-for-sale-in-sliema']);
  });

  it('leaves out a slug whose check failed rather than failing the sitemap', async () => {
    const call = categoryCall(['a', 'b', 'c'], ['b']);
    expect(await confirmedLandingSlugs(['a', 'b', 'c'], call.exists)).toEqual(['a', 'c']);
  });

  it('is an error when every check failed: the backend is down, not the site empty', async () => {
    const call = categoryCall([], ['a', 'b']);
    await expect(confirmedLandingSlugs(['a', 'b'], call.exists)).rejects.toThrow(/no landing slug/);
    expect(await confirmedLandingSlugs([], call.exists)).toEqual([]);
  });

  it('asks a bounded number of slugs, a few at a time', async () => {
    const many = Array.from({ length: LANDING_CHECKS_MAX + 50 }, (_, i) => `property-for-sale-in-town-${i}`);
    const call = categoryCall(many);
    const slugs = await confirmedLandingSlugs(many, call.exists);
    expect(call.asked).toHaveLength(LANDING_CHECKS_MAX);
    expect(slugs).toEqual(many.slice(0, LANDING_CHECKS_MAX));
    expect(call.most()).toBe(LANDING_CHECKS_CONCURRENCY);
    const two = categoryCall(many);
    await confirmedLandingSlugs(many, two.exists, { max: 10, concurrency: 2 });
    expect([two.asked.length, two.most()]).toEqual([10, 2]);
  });
});

describe('robotsTxt', () => {
  it('allows crawling and names the sitemap index', () => {
    const txt = robotsTxt('https://example.mt');
    expect(txt).toContain('User-agent: *\nAllow: /');
    expect(txt).toContain('Sitemap: https://example.mt/sitemap.xml');
  });
});

describe('sitemapUrls', () => {
  const site = 'https://example.mt';
  const urls = sitemapUrls(
    [{ path: '/' }, { path: '/residentials' }, { path: '/penthouses-for-sale-in-malta' }, { path: '/sea-view-flat-12-6', lastmod: '2026-11-01' }],
    site,
    { translated: true },
  );

  it('lists each page in every language, landing pages on their translated slugs', () => {
    expect(urls.map((u) => u.loc)).toEqual([
      `${site}/`,
      `${site}/it`,
      `${site}/residentials`,
      `${site}/it/residentials`,
      `${site}/penthouses-for-sale-in-malta`,
      `${site}/it/attici-in-vendita-a-malta`,
      `${site}/sea-view-flat-12-6`,
      `${site}/it/sea-view-flat-12-6`,
    ]);
    expect(urls.at(-1)?.lastmod).toBe('2026-11-01');
  });

  it('confirms every hreflang pair from both ends, each address naming itself, with English as x-default', () => {
    const byLoc = new Map(urls.map((u) => [u.loc, u]));
    for (const url of urls) {
      const refs = url.alternateRefs ?? [];
      expect(refs.map((r) => r.hreflang).sort()).toEqual(['en', 'it', 'x-default']);
      expect(refs.some((r) => r.href === url.loc)).toBe(true);
      expect(refs.every((r) => r.href.startsWith(`${site}/`))).toBe(true);
      for (const ref of refs) {
        const other = byLoc.get(ref.href);
        expect(other, ref.href).toBeDefined();
        expect(other?.alternateRefs).toEqual(refs);
      }
      expect(refs.find((r) => r.hreflang === 'x-default')?.href).toBe(refs.find((r) => r.hreflang === 'en')?.href);
    }
  });

  it('lists a page that exists in English only once, without alternates', () => {
    expect(sitemapUrls([{ path: '/blog/buying-in-sliema' }], site, { translated: false })).toEqual([
      { loc: `${site}/blog/buying-in-sliema`, lastmod: undefined },
    ]);
  });
});
