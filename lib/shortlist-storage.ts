/**
 * The shortlist's stored format read back (lib/shortlist.ts has the rules): the local-storage value
 * parsed with zod and brought to the current version, and the views waiting to be moved into it.
 * Entries are checked one by one, so a bad entry is dropped without losing the others; anything that
 * is not JSON, not an object or a version this code does not know reads as empty. A module of its own: the browser loads it (and zod) only
 * when something is stored (components/shortlist/shortlist-store.ts).
 */
import './zod-config';
import * as z from 'zod/mini';
import {
  EMPTY_SHORTLIST,
  RECENT_MAX,
  SHORTLIST_MAX,
  SHORTLIST_VERSION,
  type RecentView,
  type SavedProperty,
  type SavedSearch,
  type ShortlistState,
} from './shortlist';
import { SAVED_SEARCH_MAX, SEEN_IDS_MAX, savedSearchUrl } from './saved-searches';

const text = (max: number) => z.string().check(z.maxLength(max));
const count = z.int().check(z.gte(0), z.lte(1_000_000_000_000));
const id = z.int().check(z.positive(), z.lte(2_147_483_647));
const time = z.int().check(z.gte(0));

const card = {
  id,
  title: text(300),
  urlSlug: text(300),
  lettingType: z.int().check(z.gte(0), z.lte(99)),
  typeName: text(120),
  locationName: text(120),
  bedrooms: count,
  bathrooms: count,
  squareMetres: z.optional(count),
  price: count,
  priceDaily: count,
  priceYearly: count,
  priceOnRequest: z.boolean(),
  availableDate: text(40),
  imageUrl: text(2000),
};
const latestSchema = z.object({
  at: time,
  today: text(10),
  gone: z.optional(z.boolean()),
  price: count,
  priceOnRequest: z.boolean(),
  availableDate: text(40),
});
// a check that cannot be read is forgotten, never the saved property with it
const savedSchema: z.ZodMiniType<SavedProperty> = z.object({ ...card, savedAt: time, latest: z.catch(z.optional(latestSchema), undefined) });
const recentSchema: z.ZodMiniType<RecentView> = z.object({ ...card, viewedAt: time });
const ids = z.optional(z.array(id).check(z.maxLength(SEEN_IDS_MAX)));
const searchSchema: z.ZodMiniType<SavedSearch> = z.object({
  // an address the shortlist page links to: only one the saving rule itself would have stored
  url: z.string().check(z.refine((url) => savedSearchUrl(url) === url)),
  name: text(300),
  savedAt: time,
  seenIds: ids,
  latestIds: ids,
  latestAt: z.optional(time),
});

/** The valid entries of a stored list, the first of each key, at most `max`. */
function entries<T>(value: unknown, schema: z.ZodMiniType<T>, key: (t: T) => string | number, max: number): T[] {
  if (!Array.isArray(value)) return [];
  const out: T[] = [];
  const seen = new Set<string | number>();
  for (const item of value) {
    const parsed = schema.safeParse(item);
    if (!parsed.success || seen.has(key(parsed.data))) continue;
    seen.add(key(parsed.data));
    out.push(parsed.data);
    if (out.length === max) break;
  }
  return out;
}

/** The views a page could not record yet (lib/shortlist.ts, PENDING_VIEWS_KEY): the valid ones, in their order. */
export function parsePendingViews(raw: string | null): RecentView[] {
  if (!raw) return [];
  try {
    return entries(JSON.parse(raw), recentSchema, (p) => `${p.id}@${p.viewedAt}`, RECENT_MAX);
  } catch {
    return [];
  }
}

/** The stored value read and brought to the current version (see the module's comment). */
export function parseShortlist(raw: string | null | undefined): ShortlistState {
  if (!raw) return EMPTY_SHORTLIST;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return EMPTY_SHORTLIST;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return EMPTY_SHORTLIST;
  const v = value as Record<string, unknown>;
  if (v.version !== SHORTLIST_VERSION) return EMPTY_SHORTLIST;
  return {
    version: SHORTLIST_VERSION,
    saved: entries(v.saved, savedSchema, (p) => p.id, SHORTLIST_MAX),
    searches: entries(v.searches, searchSchema, (s) => s.url, SAVED_SEARCH_MAX),
    recent: entries(v.recent, recentSchema, (p) => p.id, RECENT_MAX),
    ...(time.safeParse(v.checkFailedAt).success ? { checkFailedAt: v.checkFailedAt as number } : {}),
  };
}
