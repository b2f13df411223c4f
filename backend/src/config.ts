/**
 * The reference backend's configuration, read from the environment once and checked with zod.
 * Every value has a default that runs the backend on this machine with an embedded database.
 */
import path from 'node:path';
import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const DEFAULT_TURNSTILE_VERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

const envSchema = z.object({
  BACKEND_HOST: z.string().trim().min(1).default('127.0.0.1'),
  BACKEND_PORT: z.coerce.number().int().min(0).max(65_535).default(4000),
  API_PRODUCT: z
    .string()
    .regex(/^[A-Za-z0-9]*$/, 'letters and digits only')
    .default('Sale'),
  DATABASE_URL: optionalText.pipe(z.string().regex(/^postgres(ql)?:\/\//, 'a postgres:// URL').optional()),
  BACKEND_DATA_DIR: z.string().trim().min(1).default('./data'),
  TURNSTILE_SECRET_KEY: optionalText,
  TURNSTILE_VERIFY_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  TURNSTILE_EXPECTED_HOSTNAME: optionalText,
  BACKEND_DEMO: z.enum(['', '0', '1']).default(''),
  BACKEND_STRICT: z.enum(['', '0', '1']).default(''),
});

export interface BackendConfig {
  host: string;
  port: number;
  /** Product name inside paths such as /{product}Properties/FilterOptions. */
  product: string;
  /** PostgreSQL server; undefined = embedded PGlite in `${dataDir}/pglite`. */
  databaseUrl: string | undefined;
  /** Absolute path of the data folder: embedded database, uploads, image cache. Never served. */
  dataDir: string;
  turnstile: {
    secret: string | undefined;
    verifyUrl: string;
    expectedHostname: string | undefined;
  };
  /** BACKEND_DEMO=1: may start without Turnstile and take the development check instead */
  demo: boolean;
  /**
   * BACKEND_STRICT=1: the agency's API as SPEC.md shows it and no more: no Idempotency-Key, only the
   * answer fields SPEC §3 names, sale types 6 and 7 only (README.md, "Strict mode")
   */
  strict: boolean;
}

/** Reads the configuration from a set of variables; throws one Error naming each bad variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): BackendConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new Error(`Invalid backend configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    host: e.BACKEND_HOST,
    port: e.BACKEND_PORT,
    product: e.API_PRODUCT,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.BACKEND_DATA_DIR),
    turnstile: {
      secret: e.TURNSTILE_SECRET_KEY,
      verifyUrl: e.TURNSTILE_VERIFY_URL ?? DEFAULT_TURNSTILE_VERIFY_URL,
      expectedHostname: e.TURNSTILE_EXPECTED_HOSTNAME,
    },
    demo: e.BACKEND_DEMO === '1',
    strict: e.BACKEND_STRICT === '1',
  };
}

/**
 * What `npm run backend` refuses to start without (main.ts): outside demo mode the human check
 * must be Turnstile's, verified for the site's own hostname. One line per missing variable.
 */
export function startupProblems(config: Pick<BackendConfig, 'turnstile' | 'demo'>): string[] {
  if (config.demo) return [];
  const missing = [
    config.turnstile.secret ? null : 'TURNSTILE_SECRET_KEY: required, or the human check would take development tokens',
    config.turnstile.expectedHostname ? null : "TURNSTILE_EXPECTED_HOSTNAME: required, the site's hostname tokens must be issued for",
  ];
  return missing.filter((m) => m !== null).map((m) => `  ${m} (BACKEND_DEMO=1 runs the demo without Turnstile)`);
}
