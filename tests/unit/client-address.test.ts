/** The one trust model for the visitor's address (lib/security/client-address.ts). */
import { describe, expect, it } from 'vitest';
import { addressBuckets, clientAddress, isInternalAddress, parseProxyRanges, visitorNetwork } from '@/lib/security/client-address';

describe('clientAddress', () => {
  it('takes a direct request from the internet at its socket address, whatever it claims', () => {
    expect(clientAddress('203.0.113.9', '1.2.3.4', 1)).toBe('203.0.113.9');
    expect(clientAddress('203.0.113.9', '127.0.0.1', 1)).toBe('203.0.113.9');
    expect(clientAddress('2001:db8::9', '1.2.3.4, 5.6.7.8', 3)).toBe('2001:db8::9');
  });

  it('believes the one proxy on this machine: the address it saw', () => {
    // nginx of deploy/nginx/ replaces the header with the address it saw
    expect(clientAddress('127.0.0.1', '198.51.100.7', 1)).toBe('198.51.100.7');
    expect(clientAddress('::ffff:127.0.0.1', '198.51.100.7', 1)).toBe('198.51.100.7');
    expect(clientAddress('::1', '2001:db8:5::1', 1)).toBe('2001:db8:5::1');
    // what a visitor put in front of it is never read
    expect(clientAddress('127.0.0.1', '6.6.6.6, 198.51.100.7', 1)).toBe('198.51.100.7');
  });

  it('takes a private or shared-carrier peer at its address unless it is a configured proxy', () => {
    // a neighbour on the data centre's network, a visitor behind a carrier's NAT (100.64.0.0/10)
    for (const peer of ['10.0.0.2', '::ffff:10.0.0.2', '192.168.1.20', '172.16.4.4', '100.64.3.3', 'fd00::7', 'fe80::1']) {
      expect(clientAddress(peer, '198.51.100.7', 1), peer).toBe(peer.replace('::ffff:', ''));
    }
    const proxies = parseProxyRanges(['10.0.0.0/24', '2001:db8:7::/48', '192.168.1.20']);
    expect(clientAddress('10.0.0.2', '198.51.100.7', 1, proxies)).toBe('198.51.100.7');
    expect(clientAddress('::ffff:10.0.0.2', '198.51.100.7', 1, proxies)).toBe('198.51.100.7');
    expect(clientAddress('2001:db8:7:1::9', '198.51.100.7', 1, proxies)).toBe('198.51.100.7');
    expect(clientAddress('192.168.1.20', '198.51.100.7', 1, proxies)).toBe('198.51.100.7');
    // outside what is configured
    expect(clientAddress('10.0.1.2', '198.51.100.7', 1, proxies)).toBe('10.0.1.2');
    expect(clientAddress('192.168.1.21', '198.51.100.7', 1, proxies)).toBe('192.168.1.21');
    expect(clientAddress('2001:db8:8::9', '198.51.100.7', 1, proxies)).toBe('2001:db8:8::9');
  });

  it('goes only as many hops deep as configured, and only through trusted hops', () => {
    const proxies = parseProxyRanges(['10.0.0.0/8']);
    expect(clientAddress('10.0.0.5', '198.51.100.7, 10.0.0.9', 2, proxies)).toBe('198.51.100.7');
    expect(clientAddress('10.0.0.5', '6.6.6.6, 198.51.100.7, 10.0.0.9', 2, proxies)).toBe('198.51.100.7');
    // the second hop is a public address: not one of ours, so its claim is not believed
    expect(clientAddress('10.0.0.5', '6.6.6.6, 198.51.100.7', 2, proxies)).toBe('198.51.100.7');
    // a second hop on another private network is not ours either
    expect(clientAddress('127.0.0.1', '6.6.6.6, 192.168.9.9', 2, proxies)).toBe('192.168.9.9');
    // no proxy configured: the socket, even on loopback
    expect(clientAddress('127.0.0.1', '198.51.100.7', 0)).toBe('127.0.0.1');
  });

  it("keeps the proxy's own address when what it forwarded is not an address", () => {
    expect(clientAddress('127.0.0.1', undefined, 1)).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', '', 1)).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', 'unknown', 1)).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', '<script>', 1)).toBe('127.0.0.1');
    expect(clientAddress(undefined, '198.51.100.7', 1)).toBeNull();
  });

  it('writes addresses one way: mapped IPv4 as IPv4, IPv6 compact, brackets and zones dropped', () => {
    expect(clientAddress('::ffff:203.0.113.9', undefined, 1)).toBe('203.0.113.9');
    expect(clientAddress('127.0.0.1', '[2001:0db8:0000::0001]', 1)).toBe('2001:db8::1');
    expect(clientAddress('fe80::1%eth0', undefined, 0)).toBe('fe80::1');
  });
});

describe('isInternalAddress', () => {
  it('is true for this machine and private networks, never for a visitor', () => {
    for (const a of ['127.0.0.1', '::1', '10.1.2.3', '172.16.0.1', '192.168.1.1', 'fd00::1', 'fe80::1', '100.64.0.1', '::ffff:127.0.0.1', 'nonsense']) {
      expect(isInternalAddress(a), a).toBe(true);
    }
    for (const a of ['198.51.100.7', '2001:db8::1', '8.8.8.8']) expect(isInternalAddress(a), a).toBe(false);
  });
});

describe('parseProxyRanges', () => {
  it('reads addresses and networks of either family, and refuses anything else', () => {
    expect(parseProxyRanges(['10.0.0.0/8', ' 2001:db8::/32 ', '192.0.2.1', '::ffff:10.1.0.0/112']).map(([a, bits]) => `${a.toString()}/${bits}`)).toEqual([
      '10.0.0.0/8',
      '2001:db8::/32',
      '192.0.2.1/32',
      '10.1.0.0/16',
    ]);
    expect(() => parseProxyRanges(['10.0.0.0/33'])).toThrow(/10\.0\.0\.0\/33/);
    expect(() => parseProxyRanges(['proxy.internal'])).toThrow(/proxy\.internal/);
  });
});

describe('addressBuckets', () => {
  const keys = (raw: string | null) => addressBuckets(raw).map((b) => `${b.key} ×${b.scale}`);

  it('counts IPv4 by address, and IPv6 by its /64, /56 and /48 with 1, 4 and 16 times the allowance', () => {
    expect(keys('198.51.100.7')).toEqual(['198.51.100.7 ×1']);
    expect(keys('::ffff:198.51.100.7')).toEqual(['198.51.100.7 ×1']);
    expect(keys('2001:db8:aa:bb12:1::1')).toEqual(['2001:db8:aa:bb12::/64 ×1', '2001:db8:aa:bb00::/56 ×4', '2001:db8:aa::/48 ×16']);
    expect(keys('2001:db8:aa:bb12:1::1')).toEqual(keys('2001:db8:aa:bb12:ffff:ffff:ffff:ffff'));
    expect(keys(null)).toEqual(['unknown ×1']);
    expect(keys('<script>')).toEqual(['unknown ×1']);
  });

  it('two /64s of one /56 share its bucket and the /48’s; another /56 shares only the /48', () => {
    const [a64, a56, a48] = addressBuckets('2001:db8:aa:bb12::1');
    const [b64, b56, b48] = addressBuckets('2001:db8:aa:bbff::1');
    const [c64, c56, c48] = addressBuckets('2001:db8:aa:cc00::1');
    expect(a64?.key).not.toBe(b64?.key);
    expect(a56?.key).toBe(b56?.key);
    expect(a48?.key).toBe(b48?.key);
    expect([c64?.key, c56?.key]).not.toContain(a56?.key);
    expect(c48?.key).toBe(a48?.key);
  });

  it('the widest network of a visitor: an IPv4 address, an IPv6 /48', () => {
    expect(visitorNetwork('198.51.100.7')).toBe('198.51.100.7');
    expect(visitorNetwork('2001:db8:aa:bb12::1')).toBe('2001:db8:aa::/48');
    expect(visitorNetwork(undefined)).toBe('unknown');
  });
});
