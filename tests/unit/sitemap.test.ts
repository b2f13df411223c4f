import { describe, expect, it } from 'vitest';
import {
  LISTINGS_PER_PART,
  parseSitemapPart,
  propertyPartCount,
  robotsTxt,
  searchPagesOfPart,
  sitemapPartName,
  sitemapParts,
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

describe('robotsTxt', () => {
  it('allows crawling and names the sitemap index', () => {
    const txt = robotsTxt('https://example.mt');
    expect(txt).toContain('User-agent: *\nAllow: /');
    expect(txt).toContain('Sitemap: https://example.mt/sitemap.xml');
  });
});
