/**
 * The site's upload lane (server.ts, lib/server/admission.ts, lib/server/body-arrival.ts) on the
 * production build: uploads are read one at a time, so no network may queue more than two, and a
 * body that does not keep arriving loses its place. Visitors are told apart by the address a proxy
 * on this machine reports (X-Forwarded-For, TRUSTED_PROXY_HOPS=1), as behind the nginx of deploy/.
 */
import { connect, type Socket } from 'node:net';
import { expect, test } from './fixtures';
import { e2eEnv } from '../../playwright.config';
import { UPLOAD_ARRIVAL, UPLOADS_WAITING } from '../../lib/server/body-arrival';

const MB = 1024 * 1024;

interface Upload {
  socket: Socket;
  /** the status line's code once an answer came, or 'closed' when the site closed the connection first */
  outcome: Promise<{ status: number | 'closed'; retryAfter?: string; seconds: number }>;
}

/** An upload to /my-properties from `visitor` that declares `length` bytes and sends `sent` of them at once. */
function upload(visitor: string, length: number, sent: number): Upload {
  const { hostname, port } = new URL(e2eEnv.SITE_URL);
  const socket = connect(Number(port), hostname);
  const started = performance.now();
  const outcome = new Promise<{ status: number | 'closed'; retryAfter?: string; seconds: number }>((resolve) => {
    let answer = '';
    const seconds = () => (performance.now() - started) / 1000;
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('latin1');
      const head = /^HTTP\/1\.1 (\d{3})[^]*?\r\n\r\n/.exec(answer);
      if (head) resolve({ status: Number(head[1]), retryAfter: /\r\nretry-after: (\d+)/i.exec(head[0])?.[1], seconds: seconds() });
    });
    socket.on('close', () => resolve({ status: 'closed', seconds: seconds() }));
    socket.on('error', () => undefined);
  });
  socket.write(
    `POST /my-properties HTTP/1.1\r\nHost: ${hostname}:${port}\r\nX-Forwarded-For: ${visitor}\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${length}\r\n\r\n`,
  );
  socket.write(Buffer.alloc(sent));
  return { socket, outcome };
}

/**
 * Resolves once the site has answered a request sent after everything sent so far: Node.js reads the
 * sockets that are ready in the order of its event loop, so the requests that arrived before it have
 * been taken in by then, however busy the machine.
 */
async function siteHasTakenIn(): Promise<void> {
  const res = await fetch(`${e2eEnv.SITE_URL}/favicon.ico`, { method: 'HEAD' });
  expect(res.status).toBeLessThan(500);
}

const WINDOW_S = UPLOAD_ARRIVAL.windowMs / 1000;

test('uploads: two per network at most, a third answered 429 before its body is read; a body that stops arriving loses its place', async () => {
  test.setTimeout(30_000);
  // two uploads that send 1 KB of 2 MB and then nothing
  const stalled = [upload('203.0.113.50', 2 * MB, 1024), upload('203.0.113.50', 2 * MB, 1024)];
  await siteHasTakenIn();
  let firstClosed = false;
  void stalled[0]!.outcome.then(() => (firstClosed = true));
  // the same network again: refused at once, before a byte of its body is read and while the two still hold their places
  const third = await upload('203.0.113.50', 2 * MB, 0).outcome;
  expect(third).toMatchObject({ status: 429, retryAfter: '10' });
  expect(firstClosed, 'answered before the stalled upload lost its place').toBe(false);
  // an owner elsewhere, whose whole body is on its way
  const owner = upload('198.51.100.60', 2 * MB, 2 * MB);
  // the one being read is closed after its first window, the waiting one at its turn; then the owner's is read
  const [first, second] = await Promise.all(stalled.map((u) => u.outcome));
  expect(first?.status).toBe('closed');
  expect(second?.status).toBe('closed');
  expect(first?.seconds).toBeGreaterThanOrEqual(WINDOW_S - 0.1);
  const answered = await owner.outcome;
  expect(answered.status).not.toBe('closed');
  // read once the two stalled ones lost their places (a window each), long before any request deadline
  expect(answered.seconds).toBeLessThan(4 * WINDOW_S);
  for (const u of [...stalled, owner]) u.socket.destroy();
});

test('the line of uploads is bounded: with one being read and UPLOADS_WAITING waiting, the next is answered 503 before its body is read', async () => {
  test.setTimeout(30_000);
  // being read, and kept moving: 32 KB every half second, more than a window's minimum, for the rest of the test
  const read = upload('203.0.113.70', 2 * MB, 64 * 1024);
  const trickle = setInterval(() => read.socket.write(Buffer.alloc(32 * 1024)), 500);
  // a full line, each from its own network, each with the start of its body sent: they wait their turn
  const waiting = Array.from({ length: UPLOADS_WAITING }, (_, i) => upload(`198.51.100.${100 + i}`, 2 * MB, 64 * 1024));
  await siteHasTakenIn();
  const next = await upload('192.0.2.90', 2 * MB, 0).outcome;
  expect(next).toMatchObject({ status: 503, retryAfter: '60' });
  clearInterval(trickle);
  for (const u of [read, ...waiting]) u.socket.destroy();
});
