/**
 * The parameters an ad platform or a newsletter adds to a link to attribute the visit: Google's
 * `utm_*`, `gclid`, `gbraid`, `wbraid`, `dclid`, `gad_source`, `gad_campaignid` and its cross-domain
 * linker `_gl`; Meta's `fbclid`, Microsoft's `msclkid`, TikTok's `ttclid`, LinkedIn's `li_fat_id`,
 * X's `twclid`, Mailchimp's `mc_cid`/`mc_eid`. They say nothing of what a page shows, so an address
 * is judged without them; a redirect to a page's canonical address keeps them, so that analytics on
 * the page the visitor lands on still sees where the visit came from. Never in a canonical URL. Read
 * on the server only (components/listing/listing-page.tsx), so no browser script carries it.
 */
import { withReferral } from './referral.ts';

const CLICK_IDS = new Set([
  'gclid',
  'gbraid',
  'wbraid',
  'dclid',
  'gad_source',
  'gad_campaignid',
  '_gl',
  'fbclid',
  'msclkid',
  'ttclid',
  'li_fat_id',
  'twclid',
  'mc_cid',
  'mc_eid',
]);

/** At most this many tags, each value at most this long, are carried over a redirect. */
const MAX_TAGS = 12;
const MAX_VALUE = 500;

export function isCampaignParam(name: string): boolean {
  return /^utm_[a-z]{2,20}$/.test(name) || CLICK_IDS.has(name);
}

/** The campaign tags of a query, in their order, to carry over a redirect (first of each name, bounded). */
export function campaignTags(q: URLSearchParams): [string, string][] {
  const seen = new Set<string>();
  const tags: [string, string][] = [];
  for (const [name, value] of q) {
    if (!isCampaignParam(name) || seen.has(name) || value.length > MAX_VALUE) continue;
    seen.add(name);
    tags.push([name, value]);
    if (tags.length === MAX_TAGS) break;
  }
  return tags;
}

/** The query without its campaign tags: what the page's state is read from. */
export function withoutCampaignTags(q: URLSearchParams): URLSearchParams {
  return new URLSearchParams([...q].filter(([name]) => !isCampaignParam(name)));
}

/** An address with the given campaign tags appended. */
export function withCampaignTags(href: string, tags: [string, string][]): string {
  if (tags.length === 0) return href;
  return `${href}${href.includes('?') ? '&' : '?'}${new URLSearchParams(tags).toString()}`;
}

/** An address with the visit's referral and campaign tags from its query `q`: where a redirect sends the visit. */
export function withVisitTags(href: string, q: URLSearchParams): string {
  return withCampaignTags(withReferral(href, q), campaignTags(q));
}
