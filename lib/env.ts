/**
 * The site's configuration, checked once with zod. A bad value stops the server at start with a
 * message that names every offending variable; see .env.example for what each one means.
 */
import { z } from 'zod';

const url = z.url({ protocol: /^https?$/ });
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));
const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(url.optional());

const withSlash = (v: string) => (v.endsWith('/') ? v : `${v}/`);

const envSchema = z
  .object({
    API_BASE_URL: url.default('http://127.0.0.1:4000'),
    API_PRODUCT: z
      .string()
      .regex(/^[A-Za-z0-9]*$/, 'letters and digits only')
      .default('Sale'),
    API_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
    /**
     * a form call's wait before it is sent once more with the same Idempotency-Key: longer than the
     * backend's worst case (the reference backend waits up to 8 s for Turnstile, then writes)
     */
    API_FORM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(15_000),
    IMAGE_BASE_URL: optionalUrl,
    AGENT_IMAGE_BASE_URL: optionalUrl,
    BLOG_IMAGE_BASE_URL: optionalUrl,
    SITE_URL: url.default('http://localhost:3000'),
    BUSINESS_NAME: z.string().min(1).default('Malta Property Sales'),
    BUSINESS_PHONE: z.string().regex(/^\+?[0-9 ]{6,20}$/, 'a phone number such as +356 2133 4455').default('+356 2133 4455'),
    BUSINESS_EMAIL: z.email().default('info@maltapropertysales.example'),
    BUSINESS_STREET: z.string().min(1).default('128 Triq San Ġorġ'),
    BUSINESS_LOCALITY: z.string().min(1).default("St Julian's"),
    BUSINESS_POSTCODE: z.string().min(1).default('STJ 3204'),
    SOCIAL_FACEBOOK: optionalUrl,
    SOCIAL_INSTAGRAM: optionalUrl,
    SOCIAL_LINKEDIN: optionalUrl,
    SOCIAL_YOUTUBE: optionalUrl,
    GOOGLE_MAPS_API_KEY: optionalText,
    TURNSTILE_SITE_KEY: optionalText,
    GA_MEASUREMENT_ID: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : undefined))
      .pipe(z.string().regex(/^G-[A-Z0-9]+$/, 'a GA4 id such as G-ABC123').optional()),
    REVALIDATE_SECRET: optionalText.pipe(z.string().min(16, 'at least 16 characters').optional()),
    CACHE_REVALIDATE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
    /** nonce: a fresh script nonce per page (default); static: inline scripts allowed, for HTML cached by a CDN */
    CSP_MODE: z.enum(['nonce', 'static']).default('nonce'),
    /** form submissions a client may send per 10 minutes (lib/security/rate-limit.ts); 0 turns the limit off */
    FORM_RATE_LIMIT: z.coerce.number().int().min(0).max(100_000).default(20),
    /**
     * backend reads that visitors choose (shortlists, saved searches, shared lists, comparisons), all
     * visitors together, per minute: a quarter for shared lists and comparisons (lib/security/rate-limit.ts)
     */
    VISITOR_READS_PER_MINUTE: z.coerce.number().int().min(4).max(1_000_000).default(1200),
    /** shared store for the limit when the site runs as several instances */
    REDIS_URL: optionalText.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
    /**
     * proxies in front of the site whose X-Forwarded-For is believed (lib/security/client-address.ts);
     * 1 = the nginx of deploy/nginx/, 0 = the site faces visitors directly
     */
    TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(5).default(1),
    /** requests the server (server.ts) serves at once; the others wait in arrival order (lib/server/admission.ts) */
    RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(1024).default(4),
  })
  .transform((e) => {
    const images = e.IMAGE_BASE_URL ?? `${e.API_BASE_URL.replace(/\/$/, '')}/images/properties/`;
    const root = new URL('../', withSlash(images)).toString();
    return {
      ...e,
      API_BASE_URL: e.API_BASE_URL.replace(/\/$/, ''),
      SITE_URL: e.SITE_URL.replace(/\/$/, ''),
      IMAGE_BASE_URL: withSlash(images),
      AGENT_IMAGE_BASE_URL: withSlash(e.AGENT_IMAGE_BASE_URL ?? `${root}users/`),
      BLOG_IMAGE_BASE_URL: withSlash(e.BLOG_IMAGE_BASE_URL ?? `${root}blog/`),
    };
  });

export type Env = z.infer<typeof envSchema>;

/** Parses a set of variables; throws one Error naming each bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = envSchema.safeParse(source);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(root)'}: ${i.message}`);
  throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
}

const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/**
 * What a production start refuses (server.ts): a public site (SITE_URL not on this machine) must
 * have Turnstile's site key, or its forms would take the development check. One line per missing
 * variable, naming it; none for the demo on loopback.
 */
export function productionProblems(e: Pick<Env, 'SITE_URL' | 'TURNSTILE_SITE_KEY'>): string[] {
  if (LOOPBACK_HOST.test(new URL(e.SITE_URL).hostname)) return [];
  return e.TURNSTILE_SITE_KEY
    ? []
    : [`  TURNSTILE_SITE_KEY: required when SITE_URL (${e.SITE_URL}) is public; without it the forms would accept the development check`];
}

let cached: Env | undefined;
/** The configuration of this process, checked on first use. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
