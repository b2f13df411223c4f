/** The site's configuration (lib/env.ts): what a production start refuses. */
import { describe, expect, it } from 'vitest';
import { parseEnv, productionProblems } from '@/lib/env';

describe('productionProblems', () => {
  it('refuses a public site without the human check, naming the variable', () => {
    const problems = productionProblems(parseEnv({ SITE_URL: 'https://www.example.com' }));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('TURNSTILE_SITE_KEY');
    expect(productionProblems(parseEnv({ SITE_URL: 'http://192.0.2.10:3000' }))[0]).toContain('TURNSTILE_SITE_KEY');
  });

  it('takes a public site with its key, and the demo on this machine without', () => {
    expect(productionProblems(parseEnv({ SITE_URL: 'https://www.example.com', TURNSTILE_SITE_KEY: '0x4AAAAAAA' }))).toEqual([]);
    for (const SITE_URL of ['http://localhost:3000', 'http://127.0.0.1:3100', 'http://[::1]:3000']) {
      expect(productionProblems(parseEnv({ SITE_URL })), SITE_URL).toEqual([]);
    }
  });

  it('believes one proxy hop by default', () => {
    expect(parseEnv({}).TRUSTED_PROXY_HOPS).toBe(1);
    expect(() => parseEnv({ TRUSTED_PROXY_HOPS: '-1' })).toThrow(/TRUSTED_PROXY_HOPS/);
  });
});
