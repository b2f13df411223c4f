/**
 * Which pages are made once (lib/cached-routes.ts), and how a page's redirect keeps the visit's tags
 * when the page cannot read its query (lib/server/redirect-tags.ts).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { INTERNAL_NOT_FOUND_PATH, answersNotFound, internalDetailPath, parseCatchAllPath } from '@/lib/catch-all';
import { pageAddress, parsePageSegment } from '@/lib/pagination';
import { OWN_ROUTES, cachedListingPath, cachedPagedPath, isCachedRoute, isCleanQuery, madeOnFirstRequest } from '@/lib/cached-routes';
import { asksForReadyMade, pageRoute } from '@/lib/page-route';
import { locationWithVisitTags } from '@/lib/server/redirect-tags';

describe('pages made once', () => {
  it('are the pages the same for every visitor, the not-found page and every detail page', () => {
    for (const path of ['/', '/company', '/contact', '/career', '/agents', '/my-properties', '/thankyou-contactagent', INTERNAL_NOT_FOUND_PATH]) {
      expect(isCachedRoute(path), path).toBe(true);
    }
    expect(isCachedRoute(internalDetailPath({ id: 12, lettingType: 6, slug: 'flat-in-sliema' }))).toBe(true);
    expect(isCachedRoute(internalDetailPath({ id: 12, lettingType: 6, slug: '' }))).toBe(true);
    expect(isCachedRoute('/blog/buying-in-malta')).toBe(true);
  });

  it('leave out the pages whose query or cookie changes them', () => {
    for (const path of ['/shortlist', '/compare', '/company/extra', '/thankyou-other', '/blog/a/b']) expect(isCachedRoute(path), path).toBe(false);
  });

  it('include the listings and landing pages at their clean address, on a route of their own', () => {
    const clean = (address: string) => {
      const url = new URL(address, 'http://x');
      return cachedListingPath(url.pathname, parseCatchAllPath(url.pathname), url.searchParams);
    };
    expect(clean('/residentials')).toBe('/cached-listing/residentials');
    expect(clean('/commercials?ref=5&utm_source=news&_rsc=1x2y')).toBe('/cached-listing/commercials');
    expect(clean('/penthouses-for-sale-in-malta?gclid=abc')).toBe('/cached-listing/penthouses-for-sale-in-malta');
    expect(isCachedRoute('/cached-listing/penthouses-for-sale-in-malta')).toBe(true);
    // a query that refines them, or any other page, renders per request
    for (const address of ['/residentials?sort=price-asc', '/residentials?page=2', '/penthouses-for-sale-in-malta?bedrooms=2', '/residentials?foo=bar']) {
      expect(clean(address), address).toBeNull();
    }
    for (const address of ['/company', '/shortlist', '/blog', '/flat-in-sliema-12-6', '/detail/12/6', '/a/b']) expect(clean(address), address).toBeNull();
    expect(isCleanQuery(new URLSearchParams('ref=5&fbclid=x&utm_campaign=y'))).toBe(true);
    expect(isCleanQuery(new URLSearchParams('view=map'))).toBe(false);
  });

  it("include an agent's profile and the blog's list, per page number, on routes of their own", () => {
    const paged = (address: string) => {
      const url = new URL(address, 'http://x');
      return cachedPagedPath(url.pathname, url.searchParams);
    };
    expect(paged('/agent/5')).toBe('/cached-agent/5/1');
    expect(paged('/agent/5?page=2')).toBe('/cached-agent/5/2');
    expect(paged('/blog')).toBe('/cached-blog/1');
    expect(paged('/blog?page=3&ref=5&utm_source=news&_rsc=1x2y')).toBe('/cached-blog/3');
    // any spelling of a page number is the page the pages have always read it as, whatever else the query holds
    expect(paged('/blog?page=02')).toBe('/cached-blog/2');
    expect(paged('/blog?page=3&page=4')).toBe('/cached-blog/3');
    for (const address of ['/blog?page=abc', '/blog?page=0', '/blog?page=-1', '/blog?page=1.5', '/blog?page=99999999', '/blog?foo=bar', '/blog?page=']) {
      expect(paged(address), address).toBe('/cached-blog/1');
    }
    // an id as asked: the page answers one that is not an id with the 404, which is never kept
    expect(paged('/agent/abc?page=2')).toBe('/cached-agent/abc/2');
    for (const address of ['/agents', '/agent', '/agent/5/2', '/blog/a-post', '/company']) expect(paged(address), address).toBeNull();
    for (const path of ['/cached-agent/5/1', '/cached-blog/3']) {
      expect(isCachedRoute(path), path).toBe(true);
      // asked for directly: the not-found page
      expect(answersNotFound(path), path).toBe(true);
    }
  });

  it('read a page number only as the middleware writes it, and link the first page without a query', () => {
    expect(parsePageSegment('1')).toBe(1);
    expect(parsePageSegment('10000')).toBe(10_000);
    for (const raw of ['0', '02', '10001', 'abc', '', '-1', '1.5']) expect(parsePageSegment(raw), raw).toBeNull();
    expect(pageAddress('/agent/5', 1)).toBe('/agent/5');
    expect(pageAddress('/blog', 3)).toBe('/blog?page=3');
  });

  it("know every one-segment route of the app's own, so that none is taken for a landing page", () => {
    const folders = readdirSync(path.join(import.meta.dirname, '../../app/[lang]'), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name.replace(/^\((.*)\)$/, ''))
      .filter((name) => name !== '' && !name.startsWith('['));
    expect([...OWN_ROUTES].sort()).toEqual(folders.sort());
  });

  it('are none of them made during the build', () => {
    expect(madeOnFirstRequest()).toEqual([]);
  });
});

describe("a page's redirect", () => {
  it('takes the referral and campaign tags of the address it was asked with, and nothing else', () => {
    expect(locationWithVisitTags('/flat-in-sliema-12-6', 'ref=5&utm_source=news&foo=bar')).toBe('/flat-in-sliema-12-6?ref=5&utm_source=news');
    expect(locationWithVisitTags('/it/appartamento-12-6', 'gclid=abc')).toBe('/it/appartamento-12-6?gclid=abc');
    expect(locationWithVisitTags('/flat-in-sliema-12-6', 'foo=bar')).toBe('/flat-in-sliema-12-6');
  });

  it('adds them to a Location that has a query of its own, never a tag twice', () => {
    expect(locationWithVisitTags('/agent/5?page=3', 'page=99&ref=5&utm_source=news')).toBe('/agent/5?page=3&ref=5&utm_source=news');
    expect(locationWithVisitTags('/residentials?page=2&ref=5', 'ref=5&utm_source=news')).toBe('/residentials?page=2&ref=5&utm_source=news');
    expect(locationWithVisitTags('/residentials?page=2&ref=5&utm_source=news', 'ref=5&utm_source=news&foo=bar')).toBe('/residentials?page=2&ref=5&utm_source=news');
  });
});

describe('the route of an address (lib/page-route.ts)', () => {
  const route = (address: string) => {
    const url = new URL(address, 'http://x');
    return pageRoute(url.pathname, url.searchParams);
  };

  it('rewrites each address to its route in its language, and says whether it is made once', () => {
    expect(route('/')).toMatchObject({ locale: 'en', rewritePath: '/en', cached: true, notFound: false });
    expect(route('/it/company')).toMatchObject({ locale: 'it', rewritePath: '/it/company', cached: true });
    expect(route('/residentials?ref=5')).toMatchObject({ rewritePath: '/en/cached-listing/residentials', cached: true });
    expect(route('/residentials?beds=2')).toMatchObject({ rewritePath: '/en/residentials', cached: false });
    expect(route('/flat-in-sliema-12-6')).toMatchObject({ rewritePath: '/en' + internalDetailPath({ id: 12, lettingType: 6, slug: 'flat-in-sliema' }), cached: true });
    expect(route('/shortlist?ids=1-6,2-6')).toMatchObject({ rewritePath: '/en/shortlist', cached: false });
    expect(route('/404.html')).toMatchObject({ rewritePath: '/en' + INTERNAL_NOT_FOUND_PATH, notFound: true, cached: true });
    expect(route('/en/company')).toMatchObject({ rewritePath: '/en' + INTERNAL_NOT_FOUND_PATH, notFound: true });
    // redirected by the middleware, never rendered
    expect(route('/detail/12')).toMatchObject({ route: { kind: 'legacy-detail-incomplete' }, cached: false });
  });

  it('lets the server tell a request for what is made already from every other', () => {
    expect(asksForReadyMade('GET', '/company?ref=5')).toBe(true);
    expect(asksForReadyMade('HEAD', '/it')).toBe(true);
    expect(asksForReadyMade('GET', '/flat-in-sliema-12-6?_rsc=abc')).toBe(true);
    expect(asksForReadyMade('GET', '/_next/static/chunks/main.js')).toBe(true);
    expect(asksForReadyMade('GET', '/agent/5?page=2')).toBe(true);
    expect(asksForReadyMade('GET', '/it/blog?page=3&ref=5')).toBe(true);
    // a form's post, a page rendered per request, an image to make, an address that does not decode
    expect(asksForReadyMade('POST', '/contact')).toBe(false);
    expect(asksForReadyMade('GET', '/residentials?sort=price-asc')).toBe(false);
    expect(asksForReadyMade('GET', '/compare?ids=1-6,2-6')).toBe(false);
    expect(asksForReadyMade('GET', '/_next/image?url=%2Fhero.jpg&w=640&q=75')).toBe(false);
    expect(asksForReadyMade('GET', '/%E0%A4%A')).toBe(false);
  });
});
