/** When the site draws interactive maps (lib/maps-config.ts), from the configuration as lib/env.ts reads it. */
import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/env';
import { interactiveMaps } from '@/lib/maps-config';

describe('interactiveMaps', () => {
  it('draws maps with the key and the Map ID of the same project', () => {
    expect(interactiveMaps(parseEnv({ GOOGLE_MAPS_API_KEY: 'AIza-key', GOOGLE_MAPS_MAP_ID: 'a1b2c3d4e5f6' }))).toEqual({
      apiKey: 'AIza-key',
      mapId: 'a1b2c3d4e5f6',
    });
  });

  it('is off without a key, and off with a key but no Map ID (advanced markers would not show)', () => {
    expect(interactiveMaps(parseEnv({}))).toBeNull();
    expect(interactiveMaps(parseEnv({ GOOGLE_MAPS_MAP_ID: 'a1b2c3d4e5f6' }))).toBeNull();
    expect(interactiveMaps(parseEnv({ GOOGLE_MAPS_API_KEY: 'AIza-key' }))).toBeNull();
    expect(interactiveMaps(parseEnv({ GOOGLE_MAPS_API_KEY: 'AIza-key', GOOGLE_MAPS_MAP_ID: '  ' }))).toBeNull();
  });
});
