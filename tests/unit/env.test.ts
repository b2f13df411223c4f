/** The site's configuration (lib/env.ts): what a production start refuses. */
import { describe, expect, it } from 'vitest';
import { parseEnv, productionProblems } from '@/lib/env';

/** An agency's own contact details, as a production start needs them. */
const AGENCY = { BUSINESS_PHONE: '+356 2000 0001', BUSINESS_EMAIL: 'office@agency.example.com', BUSINESS_STREET: '1 Triq il-Kbira' };

describe('productionProblems', () => {
  it('refuses a public site without the human check, naming the variable', () => {
    const problems = productionProblems(parseEnv({ SITE_URL: 'https://www.example.com', ...AGENCY }));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('TURNSTILE_SITE_KEY');
    expect(productionProblems(parseEnv({ SITE_URL: 'http://192.0.2.10:3000', ...AGENCY }))[0]).toContain('TURNSTILE_SITE_KEY');
  });

  it("refuses the demo agency's phone, e-mail and street, one line each naming its variable, unless it is a local demo", () => {
    const site = { SITE_URL: 'https://www.example.com', TURNSTILE_SITE_KEY: '0x4AAAAAAA' };
    const unset = productionProblems(parseEnv(site));
    expect(unset).toHaveLength(3);
    expect(unset[0]).toMatch(/^ {2}BUSINESS_PHONE: the agency's own is required in production/);
    expect(unset[1]).toMatch(/^ {2}BUSINESS_EMAIL: /);
    expect(unset[2]).toMatch(/^ {2}BUSINESS_STREET: /);
    // copied from .env.example as they are: still the demo's
    expect(productionProblems(parseEnv({ ...site, ...AGENCY, BUSINESS_EMAIL: 'info@maltapropertysales.example' }))).toEqual([
      expect.stringMatching(/^ {2}BUSINESS_EMAIL: /),
    ]);
    expect(productionProblems(parseEnv({ ...site, ...AGENCY }))).toEqual([]);
    expect(productionProblems(parseEnv({ SITE_URL: 'http://127.0.0.1:3000', SITE_DEMO: '1' }))).toEqual([]);
  });

  it('refuses a start on the default or any loopback SITE_URL unless it is a local demo', () => {
    for (const SITE_URL of [undefined, 'http://localhost:3000', 'http://127.0.0.1:3100', 'http://[::1]:3000']) {
      const problems = productionProblems(parseEnv({ SITE_URL, TURNSTILE_SITE_KEY: '0x4AAAAAAA', ...AGENCY }));
      expect(problems, SITE_URL).toEqual([expect.stringMatching(/SITE_URL: the site's public address is required/)]);
      expect(productionProblems(parseEnv({ SITE_URL, SITE_DEMO: '1' })), SITE_URL).toEqual([]);
    }
  });

  it('reads the switches left empty, as .env.example leaves them, as off', () => {
    const e = parseEnv({ SITE_DEMO: '', API_IDEMPOTENCY: '' });
    expect([e.SITE_DEMO, e.API_IDEMPOTENCY]).toEqual([false, false]);
    expect(() => parseEnv({ SITE_DEMO: 'yes' })).toThrow(/SITE_DEMO/);
  });

  it('takes a public site with its key, and never a public site as a demo', () => {
    expect(productionProblems(parseEnv({ SITE_URL: 'https://www.example.com', TURNSTILE_SITE_KEY: '0x4AAAAAAA', ...AGENCY }))).toEqual([]);
    const demo = productionProblems(parseEnv({ SITE_URL: 'https://www.example.com', SITE_DEMO: '1' }));
    expect(demo).toHaveLength(1);
    expect(demo[0]).toContain('SITE_DEMO');
  });

  it('leaves a failing backend alone for 10 s by default, and never less than a second', () => {
    expect(parseEnv({}).API_CIRCUIT_COOLDOWN_MS).toBe(10_000);
    expect(parseEnv({ API_CIRCUIT_COOLDOWN_MS: '3000' }).API_CIRCUIT_COOLDOWN_MS).toBe(3000);
    expect(() => parseEnv({ API_CIRCUIT_COOLDOWN_MS: '0' })).toThrow(/API_CIRCUIT_COOLDOWN_MS/);
  });

  it('believes one proxy hop by default', () => {
    expect(parseEnv({}).TRUSTED_PROXY_HOPS).toBe(1);
    expect(() => parseEnv({ TRUSTED_PROXY_HOPS: '-1' })).toThrow(/TRUSTED_PROXY_HOPS/);
  });

  it('believes proxies elsewhere only at the addresses and networks configured', () => {
    expect(parseEnv({}).TRUSTED_PROXY_ADDRESSES).toEqual([]);
    expect(parseEnv({ TRUSTED_PROXY_ADDRESSES: '10.0.0.0/8, 2001:db8::/32,192.0.2.7' }).TRUSTED_PROXY_ADDRESSES).toEqual(['10.0.0.0/8', '2001:db8::/32', '192.0.2.7']);
    expect(() => parseEnv({ TRUSTED_PROXY_ADDRESSES: '10.0.0.0/8,proxy.internal' })).toThrow(/TRUSTED_PROXY_ADDRESSES/);
  });

  it('refuses several instances without the Redis that shares their counts', () => {
    expect(parseEnv({}).SITE_INSTANCES).toBe(1);
    expect(() => parseEnv({ SITE_INSTANCES: '2' })).toThrow(/REDIS_URL: required when SITE_INSTANCES is more than 1/);
    expect(parseEnv({ SITE_INSTANCES: '2', REDIS_URL: 'redis://10.0.0.3:6379' }).SITE_INSTANCES).toBe(2);
    expect(parseEnv({}).REDIS_KEY_PREFIX).toBe('malta-site:');
    expect(() => parseEnv({ REDIS_KEY_PREFIX: 'a b' })).toThrow(/REDIS_KEY_PREFIX/);
  });
});
