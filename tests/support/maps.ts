/**
 * Google Maps in the browser tests, offline: the page asks Google for the Maps JavaScript API and gets
 * the stand-in (maps-stand-in.js) instead; the stand-in's place search calls the Places API (New) at
 * places.googleapis.com, answered here from a few places in the shape of Google's REST reference
 * (`places:autocomplete`, place details with a field mask); and the office map's embed gets a small
 * page of its own. The site's code and @vis.gl/react-google-maps run as they are; only what Google
 * would serve is replaced, and every request still meets the page's Content-Security-Policy.
 */
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page, Route } from '@playwright/test';

const STAND_IN = readFileSync(new URL('./maps-stand-in.js', import.meta.url), 'utf8');

/** What the stand-in recorded: each call with its page time in ms (performance.now()). */
export interface MapsCall {
  type: string;
  at: number;
  [detail: string]: unknown;
}

/** The places the Places API (New) stand-in knows; one outside Malta, which a search limited to Malta never offers. */
export const PLACES = [
  { id: 'stand-in-tower-road', text: 'Tower Road, Sliema, Malta', address: 'Tower Rd, Sliema, Malta', region: 'mt', lat: 35.9125, lng: 14.504 },
  { id: 'stand-in-tower-bridge-road', text: 'Tower Bridge Road, London, UK', address: 'Tower Bridge Rd, London SE1, UK', region: 'gb', lat: 51.4966, lng: -0.0786 },
  { id: 'stand-in-republic-street', text: 'Republic Street, Valletta, Malta', address: 'Republic St, Valletta, Malta', region: 'mt', lat: 35.8989, lng: 14.5146 },
  { id: 'stand-in-triq-il-kbira-mosta', text: 'Triq il-Kbira, Mosta, Malta', address: 'Triq il-Kbira, Mosta MST 1010, Malta', region: 'mt', lat: 35.9097, lng: 14.4256 },
  { id: 'stand-in-triq-il-kbira-qormi', text: 'Triq il-Kbira San Ġorġ, Qormi, Malta', address: 'Triq il-Kbira San Ġorġ, Qormi, Malta', region: 'mt', lat: 35.8765, lng: 14.4722 },
  { id: 'stand-in-triq-ir-repubblika', text: 'Triq ir-Repubblika, Victoria, Gozo, Malta', address: 'Triq ir-Repubblika, Victoria VCT 1016, Malta', region: 'mt', lat: 36.0443, lng: 14.2398 },
] as const;

/** A request the Places API (New) stand-in answered. */
export interface PlacesRequest {
  method: string;
  path: string;
  key: string | null;
  sessionToken: string | null;
  /** autocomplete: the request body */
  body?: { input: string; includedRegionCodes?: string[]; sessionToken?: string };
  /** place details: the X-Goog-FieldMask */
  fieldMask?: string;
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST',
  'access-control-allow-headers': 'content-type, x-goog-api-key, x-goog-fieldmask',
};

/** places:autocomplete and place details, as Google's REST reference of the Places API (New) shapes them. */
async function answerPlaces(route: Route, requests: PlacesRequest[]) {
  const req = route.request();
  if (req.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
  const url = new URL(req.url());
  const headers = await req.allHeaders();
  const json = (status: number, value: unknown) => route.fulfill({ status, headers: CORS, contentType: 'application/json', body: JSON.stringify(value) });
  if (req.method() === 'POST' && url.pathname === '/v1/places:autocomplete') {
    const body = req.postDataJSON() as NonNullable<PlacesRequest['body']>;
    requests.push({ method: 'POST', path: url.pathname, key: headers['x-goog-api-key'] ?? null, sessionToken: body.sessionToken ?? null, body });
    const words = body.input.toLowerCase().split(/\s+/).filter((w) => w.length >= 3);
    const regions = body.includedRegionCodes ?? [];
    const found = PLACES.filter((p) => (regions.length === 0 || regions.includes(p.region)) && words.every((w) => p.text.toLowerCase().includes(w)));
    return json(200, {
      suggestions: found.map((p) => ({
        placePrediction: { place: `places/${p.id}`, placeId: p.id, text: { text: p.text, matches: [] }, types: ['route'] },
      })),
    });
  }
  const details = /^\/v1\/places\/([^/:]+)$/.exec(url.pathname);
  if (req.method() === 'GET' && details) {
    const fieldMask = headers['x-goog-fieldmask'] ?? '';
    requests.push({ method: 'GET', path: url.pathname, key: headers['x-goog-api-key'] ?? null, sessionToken: url.searchParams.get('sessionToken'), fieldMask });
    const place = PLACES.find((p) => p.id === decodeURIComponent(details[1]!));
    if (!place) return json(404, { error: { code: 404, status: 'NOT_FOUND' } });
    const fields = new Set(fieldMask.split(','));
    return json(200, {
      ...(fields.has('location') ? { location: { latitude: place.lat, longitude: place.lng } } : {}),
      ...(fields.has('formattedAddress') ? { formattedAddress: place.address } : {}),
    });
  }
  return json(400, { error: { code: 400, status: 'INVALID_ARGUMENT' } });
}

/** Serves the stand-in to every page of the context; returns the embed addresses and the Places API requests asked for. */
export async function standInForGoogleMaps(context: BrowserContext): Promise<{ embeds: URL[]; places: PlacesRequest[] }> {
  const embeds: URL[] = [];
  const places: PlacesRequest[] = [];
  // anything else of Google's (tiles, fonts, telemetry) is refused: the stand-in needs none of it
  // (registered first: Playwright tries the routes added last first)
  await context.route(/^https:\/\/([a-z0-9-]+\.)*(googleapis|gstatic|google)\.com\//, (route) => route.abort());
  await context.route(/^https:\/\/maps\.googleapis\.com\/maps\/api\/js\b/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: STAND_IN }),
  );
  await context.route(/^https:\/\/places\.googleapis\.com\//, (route) => answerPlaces(route, places));
  await context.route(/^https:\/\/www\.google\.com\/maps\/embed\//, (route) => {
    const url = new URL(route.request().url());
    embeds.push(url);
    const place = url.searchParams.get('q') ?? '';
    return route.fulfill({
      status: 200,
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><title>Map</title><p data-maps-stand-in="embed">Map of ${place.replace(/[<&"]/g, '')}</p>`,
    });
  });
  return { embeds, places };
}

/** The calls the stand-in recorded on this page, optionally of one type. */
export const mapsCalls = (page: Page, type?: string): Promise<MapsCall[]> =>
  page.evaluate(
    (t) => {
      const record = (window as unknown as { __mapsStandIn?: { calls: MapsCall[] } }).__mapsStandIn;
      return (record?.calls ?? []).filter((c) => !t || c.type === t);
    },
    type,
  );

/** The centre of the page's first map, as the map itself has it now. */
export const mapCentre = (page: Page): Promise<{ lat: number; lng: number }> =>
  page.evaluate(() => {
    const record = (window as unknown as { __mapsStandIn: { maps: { getCenter(): { toJSON(): { lat: number; lng: number } } }[] } })
      .__mapsStandIn;
    return record.maps[0]!.getCenter().toJSON();
  });
