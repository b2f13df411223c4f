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

/**
 * The invented agency of the demo and the tests: the defaults of its contact details. A production
 * start refuses its phone, e-mail and street (productionProblems): they would reach visitors in the
 * footer, the structured data, the chat link, the agent cards and the messages that ask them to call.
 */
const DEMO_BUSINESS = {
  BUSINESS_PHONE: '+356 2133 4455',
  BUSINESS_EMAIL: 'info@maltapropertysales.example',
  BUSINESS_STREET: '128 Triq San Ġorġ',
} as const;

const envSchema = z
  .object({
    API_BASE_URL: url.default('http://127.0.0.1:4000'),
    API_PRODUCT: z
      .string()
      .regex(/^[A-Za-z0-9]*$/, 'letters and digits only')
      .default('Sale'),
    API_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
    /**
     * a form call's wait for the backend's answer: longer than the backend's worst case (the
     * reference backend waits up to 8 s for Turnstile, then writes)
     */
    API_FORM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(15_000),
    /** how long the circuit breaker leaves a failing backend alone before one probe (lib/api/backend-circuit.ts) */
    API_CIRCUIT_COOLDOWN_MS: z.coerce.number().int().min(1000).max(300_000).default(10_000),
    /**
     * 1: the API honours the standard Idempotency-Key header (the reference backend does; SPEC §7 names
     * no such header), so a form call that timed out is sent once more with the same key. 0 (default):
     * never sent twice; a timed-out send tells the visitor we could not confirm it arrived.
     */
    API_IDEMPOTENCY: z.enum(['', '0', '1']).default('0').transform((v) => v === '1'),
    /**
     * 1: the API reads the referral (RefId) on an owner's submission too, as on every other form (the
     * reference backend does outside its strict mode). 0 (default): SPEC §3's submission has no such
     * field, so it is not sent, and an owner's submission carries no referral.
     */
    API_SUBMISSION_REFERRAL: z.enum(['', '0', '1']).default('0').transform((v) => v === '1'),
    IMAGE_BASE_URL: optionalUrl,
    AGENT_IMAGE_BASE_URL: optionalUrl,
    BLOG_IMAGE_BASE_URL: optionalUrl,
    SITE_URL: url.default('http://localhost:3000'),
    /**
     * 1: started on purpose as a local demo or test run (npm run demo, the test suites): a production
     * start then takes a SITE_URL on this machine and no human-check key. Never on a public site.
     */
    SITE_DEMO: z.enum(['', '0', '1']).default('0').transform((v) => v === '1'),
    BUSINESS_NAME: z.string().min(1).default('Malta Property Sales'),
    BUSINESS_PHONE: z.string().regex(/^\+?[0-9 ]{6,20}$/, 'a phone number such as +356 2133 4455').default(DEMO_BUSINESS.BUSINESS_PHONE),
    BUSINESS_EMAIL: z.email().default(DEMO_BUSINESS.BUSINESS_EMAIL),
    BUSINESS_STREET: z.string().min(1).default(DEMO_BUSINESS.BUSINESS_STREET),
    BUSINESS_LOCALITY: z.string().min(1).default("St Julian's"),
    BUSINESS_POSTCODE: z.string().min(1).default('STJ 3204'),
    SOCIAL_FACEBOOK: optionalUrl,
    SOCIAL_INSTAGRAM: optionalUrl,
    SOCIAL_LINKEDIN: optionalUrl,
    SOCIAL_YOUTUBE: optionalUrl,
    /**
     * 1: the agency wants newsletter sign-ups and takes them as contact messages: the footer shows the
     * newsletter box and each address reaches staff through the Contact call (SPEC §7 shows no call of
     * the newsletter's own). 0 (default): no box, and its action takes nothing.
     */
    NEWSLETTER_VIA_CONTACT: z.enum(['', '0', '1']).default('0').transform((v) => v === '1'),
    GOOGLE_MAPS_API_KEY: optionalText,
    /** the Map ID of the agency's Google Cloud project (needed for advanced markers); DEMO_MAP_ID only in the demo */
    GOOGLE_MAPS_MAP_ID: optionalText.pipe(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'a Map ID from Google Cloud').optional()),
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
    /** shared store of the cache (and of the per-visitor limits, without REDIS_LIMITS_URL) when the site runs as several instances */
    REDIS_URL: optionalText.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
    /**
     * the per-visitor limits' own Redis, one that never evicts (`maxmemory-policy noeviction`), so
     * that no amount of cache can push a budget out of memory (docs/security.md, "Redis"); without
     * it the limits share REDIS_URL, which must then be a `noeviction` Redis itself
     */
    REDIS_LIMITS_URL: optionalText.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
    /** put before every key the site writes in Redis (lib/server/redis.ts): one per site or deployment */
    REDIS_KEY_PREFIX: z.string().regex(/^[A-Za-z0-9:._-]{0,64}$/, 'up to 64 letters, digits and : . _ -').default('malta-site:'),
    /** instances of the site serving the same visitors; more than one needs REDIS_URL, so they share one count */
    SITE_INSTANCES: z.coerce.number().int().min(1).max(1024).default(1),
    /**
     * proxies in front of the site whose X-Forwarded-For is believed (lib/security/client-address.ts);
     * 1 = the nginx of deploy/nginx/, 0 = the site faces visitors directly
     */
    TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(5).default(1),
    /** those proxies' addresses or networks, comma-separated, when not on this machine (loopback is always one) */
    TRUSTED_PROXY_ADDRESSES: z
      .string()
      .default('')
      .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
      .pipe(z.array(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], { error: 'an address or network such as 10.0.0.0/8' }))),
    /**
     * requests the server (server.ts) renders at once; the others wait in arrival order
     * (lib/server/admission.ts). One per core: a render is CPU until its backend reads, which are
     * cached or on a nearby network; more renders at once only slice the CPU finer, and slow every
     * other visitor's answer with it (docs/performance.md, "Fair admission"). Raise it for an API
     * far away, whose reads keep renders waiting without using the CPU.
     */
    RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(1024).default(2),
  })
  .refine((e) => e.SITE_INSTANCES === 1 || e.REDIS_URL !== undefined, {
    path: ['REDIS_URL'],
    message: 'required when SITE_INSTANCES is more than 1: each instance would otherwise count every limit on its own',
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
 * What a production start refuses (server.ts, and instrumentation.ts under `next start`): a site
 * needs its public address, Turnstile's site key and the agency's own phone, e-mail and street, or
 * its canonical URLs would name this machine, its forms would take the development check and
 * visitors would be sent to the demo's invented agency. A local demo says so (SITE_DEMO=1), keeps
 * the demo's agency, and then must stay on this machine. One line per problem, naming the variable.
 */
export function productionProblems(
  e: Pick<Env, 'SITE_URL' | 'TURNSTILE_SITE_KEY' | 'SITE_DEMO' | keyof typeof DEMO_BUSINESS>,
): string[] {
  const local = LOOPBACK_HOST.test(new URL(e.SITE_URL).hostname);
  if (e.SITE_DEMO) {
    return local ? [] : [`  SITE_DEMO: a local demo's SITE_URL must be on this machine, not ${e.SITE_URL}; a public site runs without SITE_DEMO`];
  }
  const demoIdentity = (Object.keys(DEMO_BUSINESS) as (keyof typeof DEMO_BUSINESS)[]).filter((name) => e[name] === DEMO_BUSINESS[name]);
  return [
    ...(local ? [`  SITE_URL: the site's public address is required (now ${e.SITE_URL}); for a local demo set SITE_DEMO=1`] : []),
    ...(e.TURNSTILE_SITE_KEY ? [] : [`  TURNSTILE_SITE_KEY: required in production; without it the forms would accept the development check`]),
    ...demoIdentity.map((name) => `  ${name}: the agency's own is required in production (now the demo's ${e[name]})`),
  ];
}

let cached: Env | undefined;
/** The configuration of this process, checked on first use. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
