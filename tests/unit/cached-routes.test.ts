/**
 * Which pages are made once (lib/cached-routes.ts), and how a page's redirect keeps the visit's tags
 * when the page cannot read its query (lib/server/redirect-tags.ts).
 */
import { describe, expect, it } from 'vitest';
import { INTERNAL_NOT_FOUND_PATH, internalDetailPath } from '@/lib/catch-all';
import { isCachedRoute, madeOnFirstRequest } from '@/lib/cached-routes';
import { locationWithVisitTags } from '@/lib/server/redirect-tags';

describe('pages made once', () => {
  it('are the pages the same for every visitor, the not-found page and every detail page', () => {
    for (const path of ['/', '/company', '/contact', '/career', '/agents', '/my-properties', '/thankyou-contactagent', INTERNAL_NOT_FOUND_PATH]) {
      expect(isCachedRoute(path), path).toBe(true);
    }
    expect(isCachedRoute(internalDetailPath({ id: 12, lettingType: 6, slug: 'flat-in-sliema' }))).toBe(true);
    expect(isCachedRoute(internalDetailPath({ id: 12, lettingType: 6, slug: '' }))).toBe(true);
  });

  it('leave out the pages whose query or cookie changes them', () => {
    for (const path of ['/shortlist', '/compare', '/company/extra', '/thankyou-other']) expect(isCachedRoute(path), path).toBe(false);
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

  it("leaves a Location that has a query of its own as the page made it", () => {
    expect(locationWithVisitTags('/residentials?page=2', 'ref=5')).toBe('/residentials?page=2');
  });
});
