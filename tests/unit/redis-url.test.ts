/**
 * REDIS_URL carries everything the connection needs (lib/server/redis.ts): `rediss://` turns TLS on
 * (the server's certificate checked against the host name, as Node.js's TLS does by default), and
 * the user and password in the address become the client's credentials, sent with AUTH on connect.
 * Nothing of it is set apart from the address, so nothing can be lost on the way.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeSharedRedis, sharedRedis } from '@/lib/server/redis';

afterEach(async () => {
  await closeSharedRedis();
  vi.restoreAllMocks();
});

/** The options the client of `url` connects with; nothing listens on port 1, so it never gets far. */
function optionsOf(url: string) {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const options = sharedRedis(url).client.options as { socket?: Record<string, unknown>; credentialsProvider?: { credentials: () => Promise<unknown> } };
  return options;
}

describe('the Redis connection of REDIS_URL', () => {
  it('takes TLS, the user and the password from a rediss:// address', async () => {
    const options = optionsOf('rediss://site:s%3Ecret%40x@127.0.0.1:1');
    expect(options.socket).toMatchObject({ tls: true, host: '127.0.0.1', port: 1, connectTimeout: 2000 });
    expect(await options.credentialsProvider?.credentials()).toEqual({ username: 'site', password: 's>cret@x' });
  });

  it('connects in the clear, without credentials, only when the address says redis:// and names none', () => {
    const options = optionsOf('redis://127.0.0.1:1');
    expect(options.socket).toMatchObject({ tls: false, host: '127.0.0.1', port: 1 });
    expect(options.credentialsProvider).toBeUndefined();
  });
});
