import { createServer } from 'node:net';

/** A loopback port nobody listens on right now. */
export async function freePortForTests(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const address = server.address();
  await new Promise<void>((r) => server.close(() => r()));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}
