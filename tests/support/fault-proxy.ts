/**
 * A fault-injecting HTTP proxy for tests and benchmarks: it sits on loopback in front of the
 * reference backend and, switched at runtime, passes requests through or plays a failing backend.
 *
 *   POST /__fault {"mode": "hang", "match": "/Form/"}   switch (match: only paths containing it)
 *   GET  /__fault                                       current mode and request counters
 *
 * Switched to pass with a match, it counts the requests for those paths alone (`matched`): the
 * detail calls, say, with "lettingType=".
 *
 * Modes: pass (pass-through), down (every connection is reset), 503 (an HTML error page),
 * hang (never answers), slow (answers after 2 s), truncated (the real JSON cut in half),
 * wrong-shape (a well-formed envelope whose result has the wrong type), lost-answer (once: the
 * backend gets the request and answers, the answer never reaches the caller, who gives up; then
 * back to pass).
 *
 * From the command line: node tests/support/fault-proxy.ts --port 4650 --target http://127.0.0.1:4600
 */
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { parseArgs } from 'node:util';

export const FAULT_MODES = ['pass', 'down', '503', 'hang', 'slow', 'truncated', 'wrong-shape', 'lost-answer'] as const;
export type FaultMode = (typeof FAULT_MODES)[number];

export const SLOW_MS = 2000;
const CONTROL_PATH = '/__fault';

export interface FaultState {
  mode: FaultMode;
  match?: string;
  /** requests seen per mode that handled them (pass-through counts as pass) */
  counts: Record<string, number>;
  /** requests whose path contained `match`, whatever the mode */
  matched: number;
}

export interface FaultProxy {
  url: string;
  port: number;
  setMode(mode: FaultMode, match?: string): void;
  state(): FaultState;
  close(): Promise<void>;
}

/** Starts the proxy on 127.0.0.1 (port 0 picks a free one). */
export async function startFaultProxy(opts: { port?: number; target: string }): Promise<FaultProxy> {
  const target = new URL(opts.target);
  const state: FaultState = { mode: 'pass', counts: {}, matched: 0 };
  const sockets = new Set<Socket>();

  const setMode = (mode: FaultMode, match?: string) => {
    state.mode = mode;
    state.match = match || undefined;
    // Requests left hanging by an earlier mode are let go.
    if (mode !== 'hang') for (const s of sockets) if ((s as Socket & { hung?: boolean }).hung) s.destroy();
  };

  const server: Server = createServer((req, res) => {
    const path = req.url ?? '/';
    if (path.split('?')[0] === CONTROL_PATH) return control(req, res);
    const matches = state.match !== undefined && path.includes(state.match);
    const mode: FaultMode = state.match && !matches ? 'pass' : state.mode;
    state.counts[mode] = (state.counts[mode] ?? 0) + 1;
    if (matches) state.matched += 1;
    switch (mode) {
      case 'down':
        req.socket.resetAndDestroy();
        return;
      case '503':
        res.writeHead(503, { 'content-type': 'text/html; charset=utf-8', 'retry-after': '30' });
        res.end('<!doctype html><title>503 Service Unavailable</title><h1>Service Unavailable</h1>');
        return;
      case 'hang':
        (req.socket as Socket & { hung?: boolean }).hung = true;
        req.resume();
        return;
      case 'slow':
        setTimeout(() => {
          if (!req.socket.destroyed) forward(req, res);
        }, SLOW_MS);
        return;
      case 'truncated':
        return forward(req, res, (body, headers) => {
          res.writeHead(200, { 'content-type': headers['content-type'] ?? 'application/json' });
          res.end(body.subarray(0, Math.max(1, Math.floor(body.length / 2))));
        });
      case 'wrong-shape':
        return forward(req, res, () => {
          res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
          res.end(JSON.stringify({ statusCode: 200, result: 'unexpected', data: [{ id: 'x' }] }));
        });
      case 'lost-answer':
        // the backend stores what it was sent; the caller waits until it gives up
        state.mode = 'pass';
        state.match = undefined;
        (req.socket as Socket & { hung?: boolean }).hung = true;
        return forward(req, res, () => undefined);
      case 'pass':
        return forward(req, res);
    }
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });

  function control(req: IncomingMessage, res: ServerResponse) {
    if (req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(state));
      return;
    }
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (raw += c));
    req.on('end', () => {
      try {
        const { mode, match } = JSON.parse(raw || '{}') as { mode?: string; match?: string };
        if (!FAULT_MODES.includes(mode as FaultMode)) throw new Error(`mode must be one of ${FAULT_MODES.join(', ')}`);
        setMode(mode as FaultMode, match);
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(state));
      } catch (e) {
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: (e as Error).message }));
      }
    });
  }

  /** Sends the request to the backend; `replace` sees the whole answer instead of streaming it. */
  function forward(
    req: IncomingMessage,
    res: ServerResponse,
    replace?: (body: Buffer, headers: IncomingMessage['headers']) => void,
  ) {
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: target.host },
      },
      (up) => {
        if (!replace) {
          res.writeHead(up.statusCode ?? 502, up.headers);
          up.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        up.on('data', (c: Buffer) => chunks.push(c));
        up.on('end', () => replace(Buffer.concat(chunks), up.headers));
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('bad gateway');
    });
    req.pipe(upstream);
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', resolve);
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    setMode,
    state: () => structuredClone(state),
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Switches a running proxy (in another process) to a mode. */
export async function setFaultMode(proxyUrl: string, mode: FaultMode, match?: string): Promise<FaultState> {
  const res = await fetch(`${proxyUrl}${CONTROL_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mode, match }),
  });
  if (!res.ok) throw new Error(`fault proxy refused mode ${mode}: ${await res.text()}`);
  return (await res.json()) as FaultState;
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: { port: { type: 'string', default: '4650' }, target: { type: 'string', default: 'http://127.0.0.1:4000' } },
  });
  const proxy = await startFaultProxy({ port: Number(values.port), target: values.target });
  console.log(`fault proxy on ${proxy.url} -> ${values.target}`);
  const stop = () => void proxy.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
