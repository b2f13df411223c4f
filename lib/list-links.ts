/**
 * The addresses of a shared shortlist (/shortlist?ids=…) and of a comparison (/compare?ids=…): each
 * property's id and sale type, in order, read back with junk skipped.
 */
import { REFERRAL_PARAM } from './referral';
import { SHORTLIST_MAX } from './shortlist';

/** properties side by side on /compare */
export const COMPARE_MAX = 4;

export interface PropertyRef {
  id: number;
  lettingType: number;
}

export const IDS_PARAM = 'ids';

/** The ids chosen for the comparison on /shortlist, as the tab keeps them ("12,15"): at most COMPARE_MAX, once each, junk skipped. */
export function readChosenIds(raw: string | null): number[] {
  const ids = (raw ?? '')
    .slice(0, 200)
    .split(',')
    .filter((part) => /^\d{1,9}$/.test(part))
    .map(Number)
    .filter((id) => id > 0);
  return [...new Set(ids)].slice(-COMPARE_MAX);
}

/** "12-6,15-7": each property's id and sale type, which the detail call needs. */
export const encodeIds = (items: readonly PropertyRef[]) => items.map((p) => `${p.id}-${p.lettingType}`).join(',');

/** The properties of an `ids` parameter, in order, once each, at most `max`; junk is skipped. */
export function decodeIds(value: string | string[] | null | undefined, max: number): PropertyRef[] {
  const raw = Array.isArray(value) ? value.join(',') : (value ?? '');
  const out: PropertyRef[] = [];
  for (const part of raw.slice(0, 2000).split(',')) {
    const m = /^(\d{1,9})-(\d{1,2})$/.exec(part.trim());
    if (!m) continue;
    const ref = { id: Number(m[1]), lettingType: Number(m[2]) };
    if (ref.id < 1 || out.some((p) => p.id === ref.id)) continue;
    out.push(ref);
    if (out.length === max) break;
  }
  return out;
}

/** The address of a shared shortlist, with the visitor's referral kept (lib/referral.ts). */
export function shareShortlistHref(items: readonly PropertyRef[], ref: number | null): string {
  const params = new URLSearchParams({ [IDS_PARAM]: encodeIds(items.slice(0, SHORTLIST_MAX)) });
  if (ref) params.set(REFERRAL_PARAM, String(ref));
  return `/shortlist?${params.toString().replace(/%2C/g, ',')}`;
}

export const compareHref = (items: readonly PropertyRef[]) =>
  `/compare?${IDS_PARAM}=${encodeIds(items.slice(0, COMPARE_MAX))}`;
