/**
 * The reference backend of an end-to-end run (started by playwright.config.ts), read directly so a
 * test knows what to expect: properties as the wire format has them, and the site's address of one;
 * agents, an agent's properties and the blog's posts.
 * A test with a backend of its own (tests/support/reference-backend.ts) names it as `from`.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { emptyFilter } from '../../backend/tests/empty-filter';
import { apiPaths } from '../../lib/api/wire';

export const backend = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 4100}`;

export interface WireItem {
  id: number;
  title: string;
  typeName?: string;
  type?: { name: string } | null;
  typeId: number;
  locationName: string;
  locationId: number;
  latitude: number;
  longitude: number;
  bedrooms: number;
  bathrooms: number;
  squareOfMeters: number;
  price: number;
  priceDaily: number;
  priceYearly: number;
  isPriceOnRequest: number;
  lettingType: number;
  availableDate: string;
  urlSlug: string;
  videoURL?: string;
}

export async function wireDetail(request: APIRequestContext, id: number, lettingType: number, from = backend): Promise<WireItem> {
  const res = await request.get(`${from}/SaleProperties/${id}?lettingType=${lettingType}`);
  expect(res.ok()).toBe(true);
  return (await res.json()).result.property as WireItem;
}

export async function search(request: APIRequestContext, lettingType: number, extra: Record<string, unknown> = {}, from = backend): Promise<WireItem[]> {
  const res = await request.post(`${from}/Saleproperties`, { data: { ...emptyFilter, lettingType, ...extra } });
  expect(res.ok()).toBe(true);
  return (await res.json()).result.data as WireItem[];
}

/** A property with or without a video, found through the backend. */
export async function propertyWithVideo(request: APIRequestContext, withVideo: boolean): Promise<WireItem> {
  const items = await search(request, 6, withVideo ? { isVideoExist: true } : {});
  for (const item of items) {
    const detail = await wireDetail(request, item.id, 6);
    if (Boolean(detail.videoURL?.trim()) === withVideo) return detail;
  }
  throw new Error(`no property ${withVideo ? 'with' : 'without'} a video in the demo data`);
}

/** The site's address of a property. */
export const pathOf = (p: WireItem) => `/${p.urlSlug}-${p.id}-${p.lettingType}`;

const api = apiPaths('Sale');

export interface WireAgent {
  id: number;
  firstName: string;
  lastName: string;
  mobilePhone: string;
  officePhone: string;
  email: string;
  agentWebSiteWorkingPosition: string;
  dealerName: string;
}

export async function backendAgents(request: APIRequestContext, from = backend): Promise<WireAgent[]> {
  return (await (await request.get(`${from}${api.agents}`)).json()).result.data;
}

export async function backendAgentProperties(request: APIRequestContext, id: number, from = backend): Promise<unknown[]> {
  return (await (await request.get(`${from}${api.agentInformation}`, { params: { agentId: id } })).json()).result.data.properties;
}

/** Every post of the blog, newest first, and their number. */
export async function backendPosts(request: APIRequestContext, from = backend) {
  const posts: { slug: string; title: string; publishedDate: string }[] = [];
  for (let page = 0; ; page++) {
    const { result } = await (await request.get(`${from}${api.blogPage}`, { params: { requestPage: page } })).json();
    posts.push(...result.data);
    if (result.data.length === 0 || posts.length >= result.total) return { posts, total: result.total as number };
  }
}
