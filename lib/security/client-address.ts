/**
 * Who sent a request: the one trust model of the site (docs/security.md, "The visitor's address").
 *
 * The site's server (server.ts) works out the visitor's address once per request from the socket
 * and X-Forwarded-For, and hands it on as the request's only X-Forwarded-For value: the rate limit
 * and the form calls read it from there. X-Forwarded-For is believed only `trustedHops` deep
 * (TRUSTED_PROXY_HOPS, default 1: the one nginx of deploy/nginx/, which replaces the header with
 * the address it saw), and only from a hop on this machine or among the proxy addresses and
 * networks the configuration names (TRUSTED_PROXY_ADDRESSES): a request that reaches the site from
 * anywhere else, a private network or a carrier's shared addresses included, is taken at its socket
 * address, whatever it claims. Pure; server and tests only.
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

/** Ranges a visitor's request never comes from, but the machine itself and its own networks do. */
const INTERNAL_RANGES = new Set(['loopback', 'private', 'linkLocal', 'uniqueLocal', 'unspecified', 'carrierGradeNat']);

/** Whether an address belongs to this machine or a private network (never a visitor's, to the backend). */
export function isInternalAddress(raw: string): boolean {
  const address = parse(raw);
  return address === null || INTERNAL_RANGES.has(address.range());
}

/** Networks of the site's own proxies, as parseProxyRanges reads them. */
export type ProxyRanges = readonly (readonly [Address, number])[];

/**
 * The proxies whose X-Forwarded-For is believed besides this machine's own: addresses (`10.0.0.7`)
 * and networks (`10.0.0.0/24`, `2001:db8:7::/48`), as TRUSTED_PROXY_ADDRESSES lists them. Throws on
 * an entry that is neither.
 */
export function parseProxyRanges(entries: readonly string[]): ProxyRanges {
  return entries.map((entry) => {
    const text = entry.trim();
    if (ipaddr.isValidCIDR(text)) {
      const [network, bits] = ipaddr.parseCIDR(text);
      const address = parse(network.toString());
      if (!address) throw new Error(`not a network: ${entry}`);
      // an IPv4-mapped network written in IPv6 counts as the IPv4 network it maps
      return [address, address.kind() === network.kind() ? bits : Math.max(0, bits - 96)] as const;
    }
    const address = parse(text);
    if (!address) throw new Error(`not an address or network: ${entry}`);
    return [address, address.kind() === 'ipv4' ? 32 : 128] as const;
  });
}

function isTrustedProxy(address: Address, proxies: ProxyRanges): boolean {
  if (address.range() === 'loopback') return true;
  return proxies.some(([network, bits]) => network.kind() === address.kind() && address.match(network, bits));
}

/**
 * The visitor's address: the socket's peer, or, walking X-Forwarded-For from its end, the address
 * each trusted hop saw, at most `trustedHops` hops deep and only while the hop is a proxy of the
 * site's (loopback, or within `proxies`). null when the socket has no address (the connection is
 * gone).
 */
export function clientAddress(socketAddress: string | undefined, forwardedFor: string | undefined, trustedHops: number, proxies: ProxyRanges = []): string | null {
  let current = parse(socketAddress);
  if (!current) return null;
  const claimed = (forwardedFor ?? '').split(',');
  for (let hop = 0; hop < trustedHops && isTrustedProxy(current, proxies); hop++) {
    const entry = claimed.pop();
    if (entry === undefined || entry.trim() === '') break;
    const next = parse(entry);
    // a proxy of ours wrote something that is not an address: its own address is what is known
    if (!next) break;
    current = next;
  }
  return current.toString();
}

/** One of the keys a per-visitor budget is spent under, and its allowance as a multiple of one visitor's. */
export interface AddressBucket {
  key: string;
  scale: number;
}

/**
 * The IPv6 networks a visitor is counted in, narrowest first, with their allowances: a household or
 * a server gets a /64 at least, an ISP's customer commonly a /56, a site or a rented server a /48
 * (65,536 /64s), so a visitor who rotates addresses through the networks they hold meets the
 * budget of the wider network, 4 or 16 visitors' worth, not 256 or 65,536.
 */
const IPV6_BUCKETS: readonly { prefix: number; scale: number }[] = [
  { prefix: 64, scale: 1 },
  { prefix: 56, scale: 4 },
  { prefix: 48, scale: 16 },
];

/**
 * The keys a per-visitor budget is spent under, narrowest first: an IPv4 address alone (scale 1);
 * an IPv6 address's /64, /56 and /48 networks (IPV6_BUCKETS); `unknown` for what is no address.
 */
export function addressBuckets(raw: string | null | undefined): AddressBucket[] {
  const address = parse(raw ?? undefined);
  if (!address) return [{ key: 'unknown', scale: 1 }];
  if (address.kind() === 'ipv4') return [{ key: address.toString(), scale: 1 }];
  return IPV6_BUCKETS.map(({ prefix, scale }) => ({
    key: `${ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/${prefix}`).toString()}/${prefix}`,
    scale,
  }));
}

/**
 * The widest network a visitor is counted in (an IPv4 address, an IPv6 /48): where a scarce
 * resource is shared out per visitor without allowances that grow with the network (the upload
 * lane of server.ts).
 */
export function visitorNetwork(raw: string | null | undefined): string {
  return addressBuckets(raw).at(-1)?.key ?? 'unknown';
}
