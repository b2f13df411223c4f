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

export const DEFAULT_TURNSTILE_VERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

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
  };
}
