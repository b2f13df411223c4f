import { describe, expect, it } from 'vitest';
import { campaignTags, isCampaignParam, withCampaignTags, withVisitTags, withoutCampaignTags } from '@/lib/campaign-params';
import { resolveListing } from '@/lib/listing-state';

describe('campaign tags', () => {
  it('knows the ad platforms’ and newsletters’ tags, and nothing of the page’s own state', () => {
    for (const name of ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'utm_id', 'gclid', 'gbraid', 'wbraid', 'fbclid', 'msclkid', '_gl'])
      expect(isCampaignParam(name), name).toBe(true);
    for (const name of ['ref', 'page', 'sort', 'beds', 'utm_', 'UTM_SOURCE', 'utm_source2', 'gclid2', 'x']) expect(isCampaignParam(name), name).toBe(false);
  });

  it('carries the first of each tag, in order, bounded in number and length', () => {
    const q = new URLSearchParams('beds=2&utm_source=news&gclid=abc&utm_source=other&ref=4');
    expect(campaignTags(q)).toEqual([
      ['utm_source', 'news'],
      ['gclid', 'abc'],
    ]);
    expect(campaignTags(new URLSearchParams(`utm_term=${'x'.repeat(501)}&utm_medium=email`))).toEqual([['utm_medium', 'email']]);
    const many = new URLSearchParams(Array.from({ length: 20 }, (_, i) => [`utm_${'abcdefghijklmnopqrst'[i]}${'x'.repeat(2)}`, String(i)]));
    expect(campaignTags(many)).toHaveLength(12);
  });

  it('leave a listing’s state as it is: a tidied address keeps them, and they alone ask for no redirect', () => {
    const sale = { kind: 'sale', lettingType: 6 } as const;
    const q = new URLSearchParams('page=1&utm_source=news&x=1&gclid=abc&ref=12');
    const redirect = resolveListing(sale, withoutCampaignTags(q)).redirect;
    expect(withCampaignTags(redirect!, campaignTags(q))).toBe('/residentials?ref=12&utm_source=news&gclid=abc');
    const tagged = resolveListing(sale, withoutCampaignTags(new URLSearchParams('utm_source=news&fbclid=z&sort=popular')));
    expect(tagged.redirect).toBeUndefined();
    expect(tagged.canonicalPath).toBe('/residentials');
    expect(withCampaignTags('/residentials', [])).toBe('/residentials');
  });

  it('go with the referral on a redirect, and nothing else of the query does', () => {
    const q = new URLSearchParams('foo=bar&utm_source=news&ref=5&gclid=abc&page=2');
    expect(withVisitTags('/some-house-12-6', q)).toBe('/some-house-12-6?ref=5&utm_source=news&gclid=abc');
    expect(withVisitTags('/detail/12/1', new URLSearchParams('ref=abc&utm_medium=email'))).toBe('/detail/12/1?utm_medium=email');
    expect(withVisitTags('/it/x-12-6', new URLSearchParams('foo=1'))).toBe('/it/x-12-6');
  });
});
