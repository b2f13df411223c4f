/**
 * Google Maps in the browser tests, offline: the page asks Google for the Maps JavaScript API and gets
 * the stand-in (maps-stand-in.js) instead, and the office map's embed gets a small page of its own. The
 * site's code and @vis.gl/react-google-maps run as they are; only what Google would serve is replaced.
 */
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';

const STAND_IN = readFileSync(new URL('./maps-stand-in.js', import.meta.url), 'utf8');

/** What the stand-in recorded: each call with its page time in ms (performance.now()). */
export interface MapsCall {
  type: string;
  at: number;
  [detail: string]: unknown;
}

/** Serves the stand-in to every page of the context; returns the embed addresses asked for. */
export async function standInForGoogleMaps(context: BrowserContext): Promise<{ embeds: URL[] }> {
  const embeds: URL[] = [];
  // anything else of Google's (tiles, fonts, telemetry) is refused: the stand-in needs none of it
  // (registered first: Playwright tries the routes added last first)
  await context.route(/^https:\/\/([a-z0-9-]+\.)*(googleapis|gstatic|google)\.com\//, (route) => route.abort());
  await context.route(/^https:\/\/maps\.googleapis\.com\/maps\/api\/js\b/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: STAND_IN }),
  );
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
  return { embeds };
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
