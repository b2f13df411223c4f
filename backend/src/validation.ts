/**
 * zod schemas for what visitors send, with messages a visitor can read. Bodies that do not parse
 * answer 400 with `{ statusCode: 400, result: { message } }`, and `field` beside the message when
 * one field is refused (`{ message, field }`, the field's name as it was sent); nothing is stored.
 * No field is required beyond what SPEC §5 requires; a format is checked only when a value is given.
 */
import { z } from 'zod';
import { LIMITS } from '../../lib/api/wire-constants.ts';
import { HttpError, describeIssues } from './http.ts';
import type { PropertyFilter } from './properties.ts';

/**
 * Parses `value` or throws a 400 HttpError naming the problems; `extra` joins the error's result.
 * When every problem is in one field, the result names it (`field`) and the message is that field's own.
 */
export function parseOr400<S extends z.ZodType>(schema: S, value: unknown, extra: Record<string, unknown> = {}): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues;
  const fields = new Set(issues.map((i) => i.path[0]));
  const [only] = fields;
  if (fields.size === 1 && typeof only === 'string') {
    throw fieldError(400, only, issues.slice(0, 5).map((i) => i.message).join(' '), extra);
  }
  const message = describeIssues(issues) || 'The request is not valid.';
  throw new HttpError(400, message, { message, ...extra });
}

/** A refusal of one field of what was sent: `{ message, field }` in the envelope's result. */
export function fieldError(statusCode: number, field: string, message: string, extra: Record<string, unknown> = {}): HttpError {
  return new HttpError(statusCode, message, { message, field, ...extra });
}

// Postgres text cannot hold NUL, and no form field needs control characters other than line breaks
// and tabs.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const INT_MAX = 2_147_483_647;

const toText = (v: unknown) => (v === undefined || v === null ? '' : typeof v === 'number' ? String(v) : v);

/** A trimmed text field with a length cap (ordinary text 200, long text 5000 characters). */
export function text(label: string, options: { required?: boolean; max?: number; multiline?: boolean } = {}) {
  const max = options.max ?? LIMITS.textMax;
  return z.preprocess(
    toText,
    z
      .string({ error: `${label} must be text.` })
      .trim()
      .max(max, `${label} must be at most ${max} characters.`)
      .refine((v) => !CONTROL.test(v) && (options.multiline || !/[\r\n]/.test(v)), `${label} contains characters that are not allowed.`)
      .refine((v) => !options.required || v.length > 0, `${label} is required.`),
  );
}

export const longText = (label: string) => text(label, { max: LIMITS.longTextMax, multiline: true });

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[A-Za-z]{2,}$/;
/** An e-mail address: when given, it must look like one. Required only where SPEC §5 says so. */
export const email = (label = 'E-mail', { required = false } = {}) =>
  text(label, { required }).refine((v) => v === '' || EMAIL.test(v), 'Please enter a valid e-mail address.');

/**
 * A phone number as people write it: digits with spaces, dashes, dots, brackets, a leading + (the
 * site sends E.164, "+35621334455"), and an extension ("+12025550143 ext. 12", "x12", "#12").
 * Checked only when given; required only where SPEC §5 says so.
 */
const PHONE = /^\+?\(?[0-9][0-9 ()\-./]{4,28}[0-9](\s*(ext\.?|extension|x|#)\s*[0-9]{1,10})?$/i;
export const phone = (label = 'Phone', { required = false } = {}) =>
  text(label, { required }).refine((v) => v === '' || PHONE.test(v), `Please enter a valid ${label.toLowerCase()}.`);

/** A whole number that may arrive as a numeric string; empty means `fallback`. */
export function intField(label: string, fallback: number, min = 0, max = 2_147_483_647) {
  return z.preprocess(
    (v) => {
      if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) return fallback;
      if (typeof v === 'string' && /^-?\d+$/.test(v.trim())) return Number(v.trim());
      return v;
    },
    z
      .number({ error: `${label} must be a whole number.` })
      .int(`${label} must be a whole number.`)
      .min(min, `${label} must be at least ${min}.`)
      .max(max, `${label} must be at most ${max}.`),
  );
}

export const refId = intField('Referral id', 0);
export const sourceType = intField('Source type', 2, 0, 1000);

/* ---------- the search filter (SPEC §3) ---------- */

/** A bound that may arrive as a numeric string; beyond the largest stored value it is that value. */
const looseNumber = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? null : Number(v.replace(/[\s,]/g, ''))) : v),
  z
    .number()
    .min(0)
    .nullish()
    .transform((n) => (typeof n === 'number' ? Math.min(n, INT_MAX) : n)),
);
const idList = z.array(z.number().int().min(0).max(2_147_483_647)).max(500).nullish();

export const filterSchema = z.object({
  availability: z.number().int().min(0).max(2).nullish(),
  lettingType: z.number().int().min(0).max(1000).nullish(),
  propertyTypes: idList,
  referanceNumber: z.union([z.string().max(50), z.number().int().min(0)]).nullish(),
  minPrice: looseNumber,
  maxPrice: looseNumber,
  squareOfMetersMin: looseNumber,
  squareOfMetersMax: looseNumber,
  rooms: idList,
  bedrooms: idList,
  bathrooms: idList,
  areas: idList,
  locations: idList,
  features: idList,
  sortingType: z.number().int().min(0).max(3).nullish(),
  isVideoExist: z.boolean().nullish(),
});

export const searchSchema = filterSchema.extend({ page: z.number().int().min(1).max(1_000_000).nullish() });
export const coordinateSearchSchema = filterSchema.extend({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});

const uniq = (xs: readonly number[] | null | undefined) => [...new Set(xs ?? [])];

export function toFilter(b: z.output<typeof filterSchema>): PropertyFilter {
  return {
    availability: b.availability ?? null,
    lettingType: b.lettingType ?? null,
    propertyTypes: uniq(b.propertyTypes),
    referanceNumber: b.referanceNumber === undefined || b.referanceNumber === null ? null : String(b.referanceNumber),
    minPrice: b.minPrice ?? null,
    maxPrice: b.maxPrice ?? null,
    squareOfMetersMin: b.squareOfMetersMin ?? 0,
    squareOfMetersMax: b.squareOfMetersMax ?? 0,
    bedrooms: uniq(b.bedrooms),
    bathrooms: uniq(b.bathrooms),
    areas: uniq(b.areas),
    locations: uniq(b.locations),
    features: uniq(b.features),
    isVideoExist: b.isVideoExist ?? false,
    sortingType: b.sortingType ?? 0,
  };
}

/** A query-string value that is a slug: letters, digits, dashes, at most 200 characters. */
export const slugQuery = (label: string) =>
  z.preprocess(
    (v) => (Array.isArray(v) ? v[0] : v),
    z
      .string({ error: `${label} is required.` })
      .trim()
      .max(200, `${label} is too long.`)
      .refine((s) => !CONTROL.test(s), `${label} contains characters that are not allowed.`)
      .transform((s) => s.replace(/^\/+|\/+$/g, '').toLowerCase()),
  );

/** A query-string id: digits only. */
export const idQuery = (label: string) =>
  z.preprocess(
    (v) => (Array.isArray(v) ? v[0] : v),
    z
      .string({ error: `${label} is required.` })
      .trim()
      .regex(/^\d{1,9}$/, `${label} must be a number.`)
      .transform(Number),
  );
