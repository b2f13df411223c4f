/**
 * The one Redis connection of a site process (REDIS_URL), shared by Next.js's cache
 * (cache-handler.mjs, which Node.js loads itself) and the per-visitor limits
 * (lib/security/rate-limit.ts, bundled into the server's code): the two copies of this module find
 * the same client on globalThis. Every key the site writes starts with REDIS_KEY_PREFIX, so one
 * Redis can serve several sites or deployments.
 *
 * Commands fail at once while Redis is away (no offline queue) and the client keeps reconnecting:
 * meanwhile the cache answers from its in-memory copy and the limits from their in-memory
 * insurance. Server only.
 */
import { createClient } from '@redis/client';

/** How long a connection attempt, and a start that waits for the first one, may take. */
const CONNECT_WAIT_MS = 2000;

const newClient = (url: string) =>
  createClient({ url, disableOfflineQueue: true, pingInterval: 10_000, socket: { connectTimeout: CONNECT_WAIT_MS } });

type RedisClient = ReturnType<typeof newClient>;

export interface SharedRedis {
  client: RedisClient;
  /** true once connected; false if the first connection took longer than CONNECT_WAIT_MS */
  connected: Promise<boolean>;
}

const processWide = globalThis as { [key: symbol]: Map<string, SharedRedis> | undefined };
const CLIENTS = Symbol.for('malta-site.redis-clients');

function connections(): Map<string, SharedRedis> {
  processWide[CLIENTS] ??= new Map();
  return processWide[CLIENTS];
}

function open(url: string): SharedRedis {
  const client = newClient(url);
  // one line when the connection is lost and one when it is back, not one per retry
  let down = false;
  client.on('error', (error: Error) => {
    if (down) return;
    down = true;
    console.warn(`Redis at ${new URL(url).host} unreachable (${error.message}): the cache and the limits use this process's memory meanwhile`);
  });
  client.on('ready', () => {
    if (down) console.warn(`Redis at ${new URL(url).host} reachable again`);
    down = false;
  });
  const connecting = client.connect().then(
    () => true,
    () => false,
  );
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), CONNECT_WAIT_MS);
    timer.unref();
  });
  const connected = Promise.race([connecting, waited]).finally(() => clearTimeout(timer));
  return { client, connected };
}

/** This process's connection to the Redis at `url`, opened on first use. */
export function sharedRedis(url: string): SharedRedis {
  const all = connections();
  let shared = all.get(url);
  if (!shared) {
    shared = open(url);
    all.set(url, shared);
  }
  return shared;
}

/** Closes this process's connections (tests; a server process keeps its one until it exits). */
export async function closeSharedRedis(): Promise<void> {
  const all = connections();
  const closing = [...all.values()];
  all.clear();
  await Promise.all(closing.map(async ({ client }) => (client.isOpen ? client.close() : undefined)));
}
