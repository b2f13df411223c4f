/** The referral id of SPEC §4: a numeric cookie value, 0 when absent or not a plain number. */
export const REFERRAL_COOKIE = 'refId';

export function parseRefId(value: string | undefined | null): number {
  if (!value || !/^\d{1,9}$/.test(value)) return 0;
  return Number(value);
}
