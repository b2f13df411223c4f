/**
 * Starts the reference backend: `npm run backend` (node backend/src/main.ts). Configuration comes from
 * the environment; see backend/README.md. Without Turnstile's secret and the expected hostname it
 * refuses to start, unless BACKEND_DEMO=1 says it runs the demo (the development check).
 */
import { loadConfig, startupProblems } from './config.ts';
import { startServer } from './server.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

async function main() {
  const problems = startupProblems(loadConfig());
  if (problems.length > 0) throw new Error(`Refusing to start:\n${problems.join('\n')}`);
  const server = await startServer({
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
  });
  const { app, config, seed, db } = server;
  if (!LOOPBACK.has(config.host)) app.log.warn(`listening on ${config.host}: the backend is meant for loopback only`);
  app.log.info(
    {
      url: server.url,
      product: config.product,
      database: db.kind === 'pglite' ? `embedded (${config.dataDir}/pglite)` : 'PostgreSQL server',
      captcha: config.turnstile.secret ? 'turnstile' : 'development tokens (demo)',
      mode: config.strict ? 'strict (SPEC.md only)' : 'with extensions',
      seeded: seed?.seeded ?? false,
      seedMs: seed?.seeded ? seed.ms : undefined,
      startupMs: server.startupMs,
      properties: seed?.counts.properties,
    },
    'reference backend ready',
  );
  let closing = false;
  const stop = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
