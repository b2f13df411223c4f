/**
 * With a Turnstile secret, tokens are checked by POSTing to siteverify: here a fake siteverify on
 * 127.0.0.1 that records what it receives.
 */
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../lib/api/wire.ts';
import { devToken, postJson, startTestServer, type TestServer } from './helpers.ts';

const SECRET = 'test-secret-0x4AAAAAAA';
const HOSTNAME = 'www.maltapropertysales.example';

interface Seen {
  contentType: string | undefined;
  form: Record<string, string>;
}

let fake: Server;
let fakeUrl: string;
const seen: Seen[] = [];
let server: TestServer;
let down: TestServer;
const paths = apiPaths('Sale');

/**
 * Answers like Cloudflare. A token names what the fake reports: good-* succeeds for HOSTNAME and the
 * contact form, solved just now; other-host-* for another host; other-action-* for another form;
 * stale-* was solved six minutes ago; no-ts-* comes without a timestamp.
 */
function startFake(): Promise<void> {
  fake = createHttpServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      seen.push({ contentType: req.headers['content-type'], form });
      const token = form.response ?? '';
      const good = { success: true, hostname: HOSTNAME, action: 'contact', challenge_ts: new Date().toISOString() };
      const answer =
        form.secret !== SECRET
          ? { success: false, 'error-codes': ['invalid-input-secret'] }
          : token.startsWith('good-')
            ? good
            : token.startsWith('other-host-')
              ? { ...good, hostname: 'evil.example' }
              : token.startsWith('other-action-')
                ? { ...good, action: 'career' }
                : token.startsWith('stale-')
                  ? { ...good, challenge_ts: new Date(Date.now() - 6 * 60_000).toISOString() }
                  : token.startsWith('no-ts-')
                    ? { ...good, challenge_ts: undefined }
                    : { success: false, 'error-codes': ['invalid-input-response'] };
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer));
    });
  });
  return new Promise((resolve) =>
    fake.listen(0, '127.0.0.1', () => {
      fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/turnstile/v0/siteverify`;
      resolve();
    }),
  );
}

const contact = (captcha: string) => ({ name: 'Tessa', email: 'tessa@example.com', phone: '+356 7912 0000', comment: 'Hi', captcha, sourceTypeID: 2, refId: 0 });
const stored = async () => {
  const [row] = await server.db.query<{ n: number }>('select count(*)::int as n from contact_requests');
  return row?.n ?? -1;
};

beforeAll(async () => {
  await startFake();
  server = await startTestServer({ config: { turnstile: { secret: SECRET, verifyUrl: fakeUrl, expectedHostname: HOSTNAME } } });
  // The same secret, but siteverify cannot be reached.
  down = await startTestServer({
    db: server.db,
    seed: false,
    captchaTimeoutMs: 2000,
    config: { turnstile: { secret: SECRET, verifyUrl: 'http://127.0.0.1:9/siteverify', expectedHostname: undefined } },
  });
});
afterAll(async () => {
  await down?.stop();
  await server?.stop();
  await new Promise((r) => fake?.close(r));
});

describe('Turnstile verification', () => {
  it('posts the secret, the token and the remote address form-encoded, and accepts a good token once', async () => {
    const before = await stored();
    const res = await postJson(server.url, paths.contact, contact('good-token-1'), false, { 'x-forwarded-for': '198.51.100.7' });
    expect(res.status).toBe(200);
    expect(await stored()).toBe(before + 1);
    const last = seen.at(-1)!;
    expect(last.contentType).toMatch(/application\/x-www-form-urlencoded/);
    expect(last.form).toEqual({ secret: SECRET, response: 'good-token-1', remoteip: '198.51.100.7' });

    // Without a forwarded address the caller is the site itself: no remoteip is sent.
    expect((await postJson(server.url, paths.contact, contact('good-token-3'))).status).toBe(200);
    expect(seen.at(-1)!.form).toEqual({ secret: SECRET, response: 'good-token-3' });

    const again = await postJson(server.url, paths.contact, contact('good-token-1'));
    expect(again.status).toBe(403);
    expect(await stored()).toBe(before + 2);
  });

  it('refuses a token siteverify rejects, one issued for another hostname or form, a stale one, and development tokens', async () => {
    const before = await stored();
    for (const token of ['bad-token', 'other-host-token', 'other-action-token', 'stale-token', 'no-ts-token', devToken()]) {
      const res = await postJson<{ statusCode: number; result: { message: string } }>(server.url, paths.contact, contact(token));
      expect(res.status, token).toBe(403);
      expect(res.body.result.message).toMatch(/human check failed/);
    }
    expect(await stored()).toBe(before);
  });

  it('checks each form against its own action name', async () => {
    // the fake reports the contact form's action: the contact-agent form refuses the token, contact takes it
    const agent = await postJson<{ result: { message: string } }>(server.url, paths.contactAgent, {
      message: 'Is the price negotiable?',
      name: 'Tessa',
      phone: '+356 7912 0000',
      email: 'tessa@example.com',
      propertyId: 1100,
      captcha: 'good-token-5',
      refId: 0,
      sourceType: 2,
    });
    expect(agent.status).toBe(403);
    expect(agent.body.result.message).toMatch(/human check failed/);
    expect((await postJson(server.url, paths.contact, contact('good-token-5'))).status).toBe(200);
  });

  it('answers 503 when siteverify cannot be reached, and stores nothing', async () => {
    const before = await stored();
    const res = await postJson<{ statusCode: number; result: { message: string } }>(down.url, paths.contact, contact('good-token-2'));
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ statusCode: 503, result: { message: 'The human check could not be verified right now. Please try again.' } });
    expect(await stored()).toBe(before);
  });
});
