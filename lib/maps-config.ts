/**
 * Whether the site draws interactive Google maps (Maps JavaScript API), and with what.
 */
import type { Env } from './env';

/** What every interactive map of the site needs: the browser key and the Map ID of the same Cloud project. */
export interface MapsConfig {
  apiKey: string;
  mapId: string;
}

/**
 * The interactive maps' settings, or null when they are off. Every pin the site draws is an advanced
 * marker, and Google shows advanced markers only on a map created with a Map ID (without one the map
 * loads and stays empty), so a key without a Map ID counts as off: the listing map, the location
 * dialog and the address map show the same notice or plain fields as without a key, and every list,
 * the typed address and the typed coordinates keep working. The office map is Google's embed (Maps
 * Embed API), which needs the key only.
 */
export function interactiveMaps(e: Pick<Env, 'GOOGLE_MAPS_API_KEY' | 'GOOGLE_MAPS_MAP_ID'>): MapsConfig | null {
  return e.GOOGLE_MAPS_API_KEY && e.GOOGLE_MAPS_MAP_ID ? { apiKey: e.GOOGLE_MAPS_API_KEY, mapId: e.GOOGLE_MAPS_MAP_ID } : null;
}
