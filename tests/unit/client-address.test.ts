/** The one trust model for the visitor's address (lib/security/client-address.ts). */
import { describe, expect, it } from 'vitest';
import { clientAddress, isInternalAddress, rateLimitKey } from '@/lib/security/client-address';

describe('clientAddress', () => {
  it('takes a direct request from the internet at its socket address, whatever it claims', () => {
    expect(clientAddress('203.0.113.9', '1.2.3.4', 1)).toBe('203.0.113.9');
    expect(clientAddress('203.0.113.9', '127.0.0.1', 1)).toBe('203.0.113.9');
    expect(clientAddress('2001:db8::9', '1.2.3.4, 5.6.7.8', 3)).toBe('2001:db8::9');
  });

  it("believes the one proxy on this machine or a private network: the address it saw", () => {
    // nginx of deploy/nginx/ replaces the header with the address it saw
    expect(clientAddress('127.0.0.1', '198.51.100.7', 1)).toBe('198.51.100.7');
    expect(clientAddress('::ffff:10.0.0.2', '198.51.100.7', 1)).toBe('198.51.100.7');
    expect(clientAddress('::1', '2001:db8:5::1', 1)).toBe('2001:db8:5::1');
    // what a visitor put in front of it is never read
    expect(clientAddress('127.0.0.1', '6.6.6.6, 198.51.100.7', 1)).toBe('198.51.100.7');
  });

  it('goes only as many hops deep as configured, and only through internal hops', () => {
    expect(clientAddress('10.0.0.5', '198.51.100.7, 10.0.0.9', 2)).toBe('198.51.100.7');
    expect(clientAddress('10.0.0.5', '6.6.6.6, 198.51.100.7, 10.0.0.9', 2)).toBe('198.51.100.7');
    // the second hop is a public address: not one of ours, so its claim is not believed
    expect(clientAddress('10.0.0.5', '6.6.6.6, 198.51.100.7', 2)).toBe('198.51.100.7');
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

describe('rateLimitKey', () => {
  it('counts IPv4 by address and IPv6 by /64 network', () => {
    expect(rateLimitKey('198.51.100.7')).toBe('198.51.100.7');
    expect(rateLimitKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(rateLimitKey('2001:db8:aa:bb:1::1')).toBe(rateLimitKey('2001:db8:aa:bb:ffff:ffff:ffff:ffff'));
    expect(rateLimitKey('2001:db8:aa:bb::1')).not.toBe(rateLimitKey('2001:db8:aa:bc::1'));
    expect(rateLimitKey(null)).toBe('unknown');
  });
});
