/**
 * Who sent a request: the one trust model of the site (docs/security.md, "The visitor's address").
 *
 * The site's server (server.ts) works out the visitor's address once per request from the socket
 * and X-Forwarded-For, and hands it on as the request's only X-Forwarded-For value: the rate limit
 * and the form calls read it from there. X-Forwarded-For is believed only `trustedHops` deep
 * (TRUSTED_PROXY_HOPS, default 1: the one nginx of deploy/nginx/, which replaces the header with
 * the address it saw), and only from a hop on this machine or a private network, where the site's
 * own proxies live: a request that reaches the site directly from the internet is taken at its
 * socket address, whatever it claims. Pure; server and tests only.
 */
import ipaddr from 'ipaddr.js';

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/** An address in its normal form (IPv4-mapped IPv6 as IPv4, zones dropped); null when not one. */
function parse(raw: string | undefined): Address | null {
  const text = raw?.trim().replace(/^\[(.*)\]$/, '$1');
  if (!text || !ipaddr.isValid(text)) return null;
  const address = ipaddr.process(text);
  if (address.kind() === 'ipv6') (address as ipaddr.IPv6).zoneId = undefined;
  return address;
}

/** Ranges a visitor's request never comes from, but the site's own proxies and the machine itself do. */
const INTERNAL_RANGES = new Set(['loopback', 'private', 'linkLocal', 'uniqueLocal', 'unspecified', 'carrierGradeNat']);

function isInternal(address: Address): boolean {
  return INTERNAL_RANGES.has(address.range());
}

/** Whether an address belongs to this machine or a private network (never a visitor's, to the backend). */
export function isInternalAddress(raw: string): boolean {
  const address = parse(raw);
  return address === null || isInternal(address);
}

/**
 * The visitor's address: the socket's peer, or, walking X-Forwarded-For from its end, the address
 * each trusted hop saw, at most `trustedHops` hops deep and only while the hop is internal. null
 * when the socket has no address (the connection is gone).
 */
export function clientAddress(socketAddress: string | undefined, forwardedFor: string | undefined, trustedHops: number): string | null {
  let current = parse(socketAddress);
  if (!current) return null;
  const claimed = (forwardedFor ?? '').split(',');
  for (let hop = 0; hop < trustedHops && isInternal(current); hop++) {
    const entry = claimed.pop();
    if (entry === undefined || entry.trim() === '') break;
    const next = parse(entry);
    // a proxy of ours wrote something that is not an address: its own address is what is known
    if (!next) break;
    current = next;
  }
  return current.toString();
}

/**
 * The key a per-client limit counts under: an IPv4 address as it is, an IPv6 address by its /64
 * network (one household or one server gets a whole /64 and could otherwise rotate through it).
 */
export function rateLimitKey(raw: string | null | undefined): string {
  const address = parse(raw ?? undefined);
  if (!address) return 'unknown';
  if (address.kind() === 'ipv4') return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4).map((p) => p.toString(16));
  return `${parts.join(':')}::/64`;
}
