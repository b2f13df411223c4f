/**
 * The pages' script nonce, made by the middleware for each page it lets through
 * (lib/security/csp.ts). Web Crypto only, so it runs in the middleware's edge runtime.
 */

/** Characters of a nonce: 16 bytes in base64, padding included. */
export const NONCE_LENGTH = 24;

/** 128 random bits, base64. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** The nonce a Content-Security-Policy allows scripts with, if it has one. */
export function nonceOfPolicy(policy: string): string | undefined {
  return /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1];
}
