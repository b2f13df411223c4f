/** Starts the backend on 127.0.0.1, port 0, with an in-memory database and its own data folder. */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startServer, type CreateServerOptions } from '../src/server.ts';
import { DEV_CAPTCHA_PREFIX } from '../../lib/api/wire-constants.ts';

export type TestServer = Awaited<ReturnType<typeof startServer>> & { dataDir: string; stop(): Promise<void> };

/**
 * With BACKEND_TEST_DATABASE_URL (a PostgreSQL server, e.g. postgres://user@127.0.0.1:5432/postgres),
 * each test server gets a database of its own on that server, dropped at the end; otherwise an
 * in-memory PGlite.
 */
async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const admin = process.env.BACKEND_TEST_DATABASE_URL;
  if (!admin) return undefined;
  const name = `backend_test_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export async function startTestServer(options: CreateServerOptions = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'backend-test-'));
  const database = options.db ? undefined : await createTestDatabase();
  const server = await startServer({
    env: {},
    memory: true,
    formRateLimit: false,
    ...options,
    config: { host: '127.0.0.1', port: 0, dataDir, databaseUrl: database?.url, ...options.config },
  });
  return {
    ...server,
    dataDir,
    async stop() {
      await server.close();
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export async function getJson<T = { statusCode: number; result: unknown }>(base: string, path: string): Promise<Answer<T>> {
  const res = await fetch(base + path);
  return { status: res.status, body: (await res.json()) as T, headers: res.headers };
}

export async function postJson<T = { statusCode: number; result: unknown }>(
  base: string,
  path: string,
  body: unknown,
  raw = false,
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: raw ? (body as string) : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T, headers: res.headers };
}

export async function postForm<T = { statusCode: number; result: unknown }>(base: string, path: string, form: FormData): Promise<Answer<T>> {
  const res = await fetch(base + path, { method: 'POST', body: form });
  return { status: res.status, body: (await res.json()) as T, headers: res.headers };
}

let tokenCounter = 0;
/** A fresh development human-check token. */
export function devToken(): string {
  tokenCounter += 1;
  return `${DEV_CAPTCHA_PREFIX}${Date.now().toString(36)}-${process.pid}-${tokenCounter}-abcdefghijklmnop`;
}

/** Every file under a folder, recursively, as paths relative to it. */
export async function listFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  async function walk(d: string) {
    let entries;
    try {
      entries = await readdir(d, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) await walk(p);
      else out.push(path.relative(dir, p));
    }
  }
  await walk(dir);
  return out.sort();
}

export const haversineKm = (lat1: number, lng1: number, lat2: number, lng2: number) => {
  const rad = (d: number) => (d * Math.PI) / 180;
  const a = Math.sin(rad(lat2 - lat1) / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lng2 - lng1) / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.sqrt(a));
};
