import { describe, expect, it } from 'vitest';
import { campaignTags, isCampaignParam } from '@/lib/campaign-params';

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
});
