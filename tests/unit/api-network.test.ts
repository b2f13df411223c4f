import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';

describe('lib/api with no backend listening', () => {
  it('a refused connection is a network error, and a form call says the backend is unavailable', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    process.env.API_BASE_URL = `http://127.0.0.1:${port}`;

    const { ApiError } = await import('@/lib/api/http');
    const { getFeaturedProperties } = await import('@/lib/api/properties');
    const { sendContact } = await import('@/lib/api/forms');
    const { newsletterPayload } = await import('@/lib/forms/payloads');
    const e = await getFeaturedProperties().catch((err: unknown) => err);
    expect(e).toBeInstanceOf(ApiError);
    expect((e as InstanceType<typeof ApiError>).kind).toBe('network');
    expect(await sendContact(newsletterPayload('a@b.mt', 'token', 0), { idempotencyKey: 'key-1' })).toMatchObject({ ok: false, reason: 'unavailable' });
  });
});
