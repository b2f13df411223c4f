/**
 * A form's send id: random, made in the browser when the form is first sent and kept while the form
 * stays on the page, posted in the hidden field SEND_ID_FIELD. The server action turns it and the
 * filled form into the submission's Idempotency-Key (components/forms/action-pipeline.ts), so sending the same
 * filled form again is one submission, and changing a field makes another.
 */
export const SEND_ID_FIELD = 'sendId';

/** `bytes` random bytes as hex, from the browser's (or Node.js's) Web Crypto. */
export function randomHex(bytes: number): string {
  const a = new Uint8Array(bytes);
  crypto.getRandomValues(a);
  return Array.from(a, (b) => b.toString(16).padStart(2, '0')).join('');
}

export const newSendId = () => randomHex(16);

/** A send id as the browser makes it; anything else posted in its place is ignored. */
export const isSendId = (v: unknown): v is string => typeof v === 'string' && /^[0-9a-f]{32}$/.test(v);
