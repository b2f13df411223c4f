/**
 * The wire format's constants (SPEC §5, §9): ids, limits and the human check's names, shared by the
 * site, the browser's form checks and the reference backend. A module without zod, so that a
 * browser script that needs a limit does not carry the wire schemas (lib/api/wire.ts) and zod's
 * classic API with it.
 */

/** Sale type ids (SPEC §9). */
export const LETTING_TYPE = { residential: 6, commercial: 7 } as const;
/** Source type sent with every form (SPEC §9). */
export const SOURCE_TYPE = 2;

/** Limits of SPEC §5 and §9, enforced by the site and the backend alike. */
export const LIMITS = {
  photosMaxFiles: 20,
  photosMaxTotalBytes: 20 * 1024 * 1024,
  cvMaxBytes: 5 * 1024 * 1024,
  pageSize: 20,
  textMax: 200,
  longTextMax: 5000,
} as const;

/**
 * Human check without Turnstile keys: the site's development check issues tokens with this prefix,
 * and the reference backend accepts them (once each) only when it has no Turnstile secret.
 */
export const DEV_CAPTCHA_PREFIX = 'dev-human-check.';

/**
 * Turnstile's action name of each form: the widget is rendered with it and siteverify reports it
 * back, so a token solved on one form is refused by another.
 */
export const HUMAN_CHECK_ACTIONS = {
  contact: 'contact',
  contactAgent: 'contact_agent',
  requestViewing: 'request_viewing',
  career: 'career',
  propertySubmission: 'property_submission',
} as const;
export type HumanCheckAction = (typeof HUMAN_CHECK_ACTIONS)[keyof typeof HUMAN_CHECK_ACTIONS];

/** How long a human-check token is good for after it was solved (Turnstile's own lifetime). */
export const HUMAN_CHECK_TOKEN_LIFETIME_MS = 5 * 60 * 1000;
