/**
 * The reference backend: a Fastify server answering every call of SPEC §7 in the wire format of
 * lib/api/wire.ts. `createServer` builds it (database opened, migrated and seeded when empty);
 * `startServer` also listens. Tests start it on port 0 with an in-memory database.
 */
import Fastify, { type FastifyError, type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import multipart from '@fastify/multipart';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { apiPaths } from '../../lib/api/wire.ts';
import { LIMITS } from '../../lib/api/wire-constants.ts';
import { addressBuckets } from '../../lib/security/client-address.ts';
import { createCaptcha, isLoopback } from './captcha.ts';
import { loadConfig, type BackendConfig } from './config.ts';
import type { AppContext } from './context.ts';
import { openDatabase, type Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { HttpError, withoutField } from './http.ts';
import { ignoreIdempotencyKeys } from './idempotency.ts';
import { createImageStore } from './images/store.ts';
import { contentRoutes } from './routes/content.ts';
import { formRoutes } from './routes/forms.ts';
import { imageRoutes } from './routes/images.ts';
import { inspectRoutes } from './routes/inspect.ts';
import { propertyRoutes } from './routes/properties.ts';
import { seedIfEmpty, type SeedResult } from './seed/seed.ts';
import { maltaDay } from './time.ts';
import { createUploadStore } from './uploads.ts';

export interface CreateServerOptions {
  /** Variables to read the configuration from; default process.env. */
  env?: Record<string, string | undefined>;
  /** Values that win over the environment. */
  config?: Partial<Omit<BackendConfig, 'turnstile'>> & { turnstile?: Partial<BackendConfig['turnstile']> };
  /** An in-memory embedded database instead of `${dataDir}/pglite` (ignored with a DATABASE_URL). */
  memory?: boolean;
  /** An already opened database (the server then does not close it). */
  db?: Database;
  logger?: FastifyServerOptions['logger'];
  /** Seed the demo data when the database is empty (default true). */
  seed?: boolean | { seed?: string; day?: string };
  /** Form calls per client IP and window; false turns the limit off. Default 30 a minute. */
  formRateLimit?: { points: number; durationSeconds: number } | false;
  /** The clock (tests). */
  now?: () => Date;
  /** How long to wait for Turnstile's siteverify. */
  captchaTimeoutMs?: number;
}

export interface BackendServer {
  app: FastifyInstance;
  db: Database;
  config: BackendConfig;
  seed: SeedResult | undefined;
  /** Milliseconds from createServer to ready. */
  startupMs: number;
  /** Starts listening on config.host:config.port; returns the base URL. */
  listen(): Promise<string>;
  close(): Promise<void>;
}

const GENERIC_500 = 'An unexpected error has occurred. Please try again.';

const FASTIFY_MESSAGES: Record<number, string> = {
  400: 'The request is not valid.',
  404: 'Not found.',
  405: 'Method not allowed.',
  406: 'Not acceptable.',
  413: 'The request is too large.',
  415: 'Unsupported content type. Send JSON or multipart/form-data.',
  429: 'Too many requests. Please try again in a minute.',
};

export async function createServer(options: CreateServerOptions = {}): Promise<BackendServer> {
  const started = performance.now();
  const base = loadConfig(options.env ?? process.env);
  const config: BackendConfig = {
    ...base,
    ...options.config,
    turnstile: { ...base.turnstile, ...options.config?.turnstile },
  };
  const ownsDb = !options.db;
  const db =
    options.db ??
    (await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : options.memory ? { memory: true } : { dataDir: config.dataDir }));
  try {
    await migrate(db);
    const seed =
      options.seed === false
        ? undefined
        : await seedIfEmpty(db, { ...(typeof options.seed === 'object' ? options.seed : {}), strict: config.strict });
    const now = options.now ?? (() => new Date());
    const ctx: AppContext = {
      db,
      config,
      paths: apiPaths(config.product),
      captcha: createCaptcha({ ...config.turnstile, timeoutMs: options.captchaTimeoutMs }),
      images: createImageStore(config.dataDir),
      uploads: await createUploadStore(config.dataDir),
      now,
      today: () => maltaDay(now()),
    };
    const app = buildApp(ctx, options);
    await app.ready();
    const startupMs = Math.round(performance.now() - started);
    return {
      app,
      db,
      config,
      seed,
      startupMs,
      async listen() {
        return app.listen({ host: config.host, port: config.port });
      },
      async close() {
        await app.close();
        if (ownsDb) await db.close();
      },
    };
  } catch (err) {
    if (ownsDb) await db.close().catch(() => {});
    throw err;
  }
}

/** createServer, then listen. `url` is the base address, e.g. http://127.0.0.1:4000. */
export async function startServer(options: CreateServerOptions = {}): Promise<BackendServer & { url: string }> {
  const server = await createServer(options);
  try {
    const url = await server.listen();
    return { ...server, url };
  } catch (err) {
    await server.close();
    throw err;
  }
}

function buildApp(ctx: AppContext, options: CreateServerOptions): FastifyInstance {
  const app = Fastify({
    logger: options.logger ?? false,
    // The site calls from this machine and may pass the visitor's address on.
    trustProxy: ['127.0.0.1', '::1'],
    bodyLimit: 256 * 1024,
    return503OnClosing: true,
  });

  app.register(multipart, {
    limits: {
      fileSize: LIMITS.photosMaxTotalBytes + 1,
      files: LIMITS.photosMaxFiles + 1,
      fields: 200,
      fieldSize: 64 * 1024,
      parts: 300,
    },
  });

  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    return payload;
  });

  app.setErrorHandler((err: FastifyError | HttpError, req, reply) => {
    if (err instanceof HttpError) {
      return reply.code(err.statusCode).send({ statusCode: err.statusCode, result: ctx.config.strict ? withoutField(err.result) : err.result });
    }
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 400 && status < 500) {
      let message = FASTIFY_MESSAGES[status] ?? 'The request could not be handled.';
      if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError) message = 'The body is not valid JSON.';
      if (err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') message = 'The JSON body is empty.';
      return reply.code(status).send({ statusCode: status, result: { message } });
    }
    // Log what happened without the request's data (queries carry visitors' details).
    req.log.error({ err: { message: err.message, code: err.code, stack: err.stack } }, 'request failed');
    return reply.code(500).send({ statusCode: 500, result: { message: GENERIC_500 } });
  });

  app.setNotFoundHandler((_req, reply) => reply.code(404).send({ statusCode: 404, result: { message: 'Not found.' } }));

  const limit = options.formRateLimit ?? { points: 30, durationSeconds: 60 };
  // Costs are in tenths so a loopback caller can pay one tenth. A caller spends from each bucket of
  // its address, narrowest first, as the site counts its visitors (lib/security/client-address.ts):
  // an IPv4 address; an IPv6 /64, /56 and /48 with 1, 4 and 16 times the allowance.
  const limiters = new Map<number, RateLimiterMemory>();
  const limiterOf = (scale: number, points: number, duration: number) => {
    let limiter = limiters.get(scale);
    if (!limiter) {
      limiter = new RateLimiterMemory({ points: points * 10 * scale, duration });
      limiters.set(scale, limiter);
    }
    return limiter;
  };
  const formLimiter = async (req: FastifyRequest) => {
    if (!limit) return;
    // A site that does not pass X-Forwarded-For sends every visitor's form from loopback: allow it
    // ten times as many.
    const ip = req.ip || 'unknown';
    try {
      for (const { key, scale } of addressBuckets(ip)) await limiterOf(scale, limit.points, limit.durationSeconds).consume(key, isLoopback(ip) ? 1 : 10);
    } catch (res) {
      if (res instanceof RateLimiterRes) throw new HttpError(429, 'Too many requests. Please try again in a minute.');
      throw res;
    }
  };

  // strict mode: the calls of SPEC §7 and the images, nothing the agency's API is not shown to have
  if (ctx.config.strict) ignoreIdempotencyKeys(app);
  else app.get('/health', async () => ({ statusCode: 200, result: { status: 'ok', database: ctx.db.kind } }));
  propertyRoutes(app, ctx);
  contentRoutes(app, ctx);
  formRoutes(app, ctx, formLimiter);
  imageRoutes(app, ctx);
  // Read-only views of stored submissions, and a listing added or withdrawn, for the end-to-end tests
  // only (playwright.config.ts): routes/inspect.ts.
  if ((options.env ?? process.env).BACKEND_INSPECT === '1') inspectRoutes(app, ctx);
  return app;
}
