/**
 * Parsed forms → the exact wire payloads of SPEC §3 (lib/api/wire.ts): sourceTypeID / SourceType 2,
 * refId (0 when none), the human-check token, the defaults of SPEC §9, 9+ bedrooms as 99, and the
 * submission's coordinates with a comma for the decimal point.
 */
import {
  CAREER_FIELDS,
  SUBMISSION_DEFAULTS,
  SUBMISSION_FIELDS,
  type WireContactAgentRequest,
  type WireContactRequest,
  type WireViewingRequest,
} from '../api/wire';
import { SOURCE_TYPE, LIMITS } from '../api/wire-constants';
import { DEFAULT_LOCALE, localeInfo, type Locale } from '../i18n/locales';
import { wirePhone } from './phone';
import { readPrice } from '../typed-price';
import {
  commaDecimal,
  type CareerValues,
  type ContactAgentValues,
  type ContactValues,
  type SubmissionValues,
  type ViewingValues,
} from './schemas';
import { resolveViewingSlot } from './viewing-slots';

/**
 * The line a free-text field (comment, message, description) ends with when it was written on the site
 * in another language than English, so that the agency answers in that language; SPEC's payloads keep
 * their fields. Left out when the text would then pass the field's limit (which the visitor was held to).
 */
export function withSenderLanguage<D>(data: D, field: keyof D, locale: Locale, max: number = LIMITS.longTextMax): D {
  if (locale === DEFAULT_LOCALE) return data;
  const note = `(Written on the site in ${localeInfo(locale).englishName}.)`;
  const text = String(data[field] ?? '').trim();
  const noted = text ? `${text}\n\n${note}` : note;
  return noted.length <= max ? { ...data, [field]: noted } : data;
}

/** The phone as the API takes it: E.164, an extension after it ("+12025550143 ext. 12"), "" when none. */
const phoneOf = (v: { phone: string; phoneCountry: string }) => wirePhone(v.phone, v.phoneCountry);

export function contactPayload(v: ContactValues, refId: number): WireContactRequest {
  return {
    name: v.name,
    email: v.email,
    phone: phoneOf(v),
    comment: v.comment,
    captcha: v.captcha,
    sourceTypeID: SOURCE_TYPE,
    refId,
  };
}

/** What marks a Contact call as a newsletter sign-up for the staff who read it (SPEC §7 has no newsletter call). */
const NEWSLETTER_SIGN_UP = {
  name: 'Newsletter sign-up',
  comment: 'Newsletter sign-up: please add this address to the newsletter.',
} as const;

/** The footer's newsletter box, sent through the Contact call with the visitor's referral id. */
export function newsletterPayload(email: string, captcha: string, refId: number): WireContactRequest {
  return { ...NEWSLETTER_SIGN_UP, email, phone: '', captcha, sourceTypeID: SOURCE_TYPE, refId };
}

export function contactAgentPayload(v: ContactAgentValues, refId: number): WireContactAgentRequest {
  return {
    message: v.message,
    name: v.name,
    phone: phoneOf(v),
    email: v.email,
    propertyId: Number(v.propertyId),
    captcha: v.captcha,
    refId,
    sourceType: SOURCE_TYPE,
  };
}

/** null when the slot is not one of the six (the schema already refuses those). */
export function viewingPayload(v: ViewingValues, refId: number, now: Date): WireViewingRequest | null {
  const slot = resolveViewingSlot(v.slot, now);
  if (!slot) return null;
  return {
    date: slot.date,
    time: slot.time,
    name: v.name,
    phone: phoneOf(v),
    email: v.email,
    propertyId: Number(v.propertyId),
    captcha: v.captcha,
    refId,
    sourceType: SOURCE_TYPE,
  };
}

type CareerField = (typeof CAREER_FIELDS)[number];
/** Multipart body of POST /Careers with exactly the fields of CAREER_FIELDS. */
export function careerFormData(v: CareerValues, cv: Blob, cvName: string, refId: number): FormData {
  const fields: Record<Exclude<CareerField, 'File'>, string> = {
    Name: v.name,
    Email: v.email,
    Phone: phoneOf(v),
    Comment: v.comment,
    Captcha: v.captcha,
    RefId: String(refId),
  };
  const form = new FormData();
  for (const [k, value] of Object.entries(fields)) form.append(k, value);
  form.append('File' satisfies CareerField, cv, cvName);
  return form;
}

export interface PhotoPart {
  bytes: Blob;
  name: string;
}

type SubmissionField = (typeof SUBMISSION_FIELDS)[number];
/**
 * The submission's scalar fields with the defaults of SPEC §9 applied (in SUBMISSION_FIELDS order);
 * the referral only when it is given (null: the API is not known to read it, API_SUBMISSION_REFERRAL).
 */
export function submissionFields(v: SubmissionValues, refId: number | null): [SubmissionField, string][] {
  // in whole euros: the API reads coordinates with a decimal comma (SPEC §3) and says nothing of the
  // price's decimal mark, so the price is sent without one, which reads the same either way
  const typed = v.lettingTypes.length > 0 ? readPrice(v.salePrice) : null;
  const price = typed === null ? null : Math.round(typed);
  const fields: [SubmissionField, string][] = [
    ['FullName', v.fullName],
    ['ContactNumber', wirePhone(v.contactNumber, v.contactCountry)],
    ...v.lettingTypes.map((t): [SubmissionField, string] => ['LettingTypes[]', t]),
    ['SalePrice', String(price ?? SUBMISSION_DEFAULTS.SalePrice)],
    ['PropertyType', v.propertyType || String(SUBMISSION_DEFAULTS.PropertyType)],
    ['Bedrooms', v.bedrooms || String(SUBMISSION_DEFAULTS.Bedrooms)],
    ['Bathrooms', v.bathrooms || String(SUBMISSION_DEFAULTS.Bathrooms)],
    ['AvailableDate', v.availableDate || SUBMISSION_DEFAULTS.AvailableDate],
    ['LocationId', v.locationId || String(SUBMISSION_DEFAULTS.LocationId)],
    ['Address', v.address],
    ['Latitude', commaDecimal(v.latitude)],
    ['Longitude', commaDecimal(v.longitude)],
    ...v.features.map((f): [SubmissionField, string] => ['Features[]', f]),
    ['Description', v.description],
    ['CaptchValue', v.captcha],
    ['SourceType', String(SOURCE_TYPE)],
    ...(refId === null ? [] : [['RefId', String(refId)] as [SubmissionField, string]]),
  ];
  return fields;
}

/** Multipart body of POST /Properties/RequestPropertyAdd. */
export function submissionFormData(v: SubmissionValues, photos: readonly PhotoPart[], refId: number | null): FormData {
  const form = new FormData();
  for (const [k, value] of submissionFields(v, refId)) form.append(k, value);
  for (const p of photos) form.append('Photos' satisfies SubmissionField, p.bytes, p.name);
  return form;
}

/* ---------- a refused wire field back to its form field ---------- */

/**
 * Which form field each wire field comes from, per form, so that a field the API refuses (a 400
 * whose result names it, `{ message, field }`) is shown beside the field the visitor filled in.
 * The human-check token and the fixed values (sourceType, refId, propertyId) have no field of their
 * own: a refusal of those is shown in the banner.
 */
export const WIRE_FIELDS = {
  contact: { name: 'name', email: 'email', phone: 'phone', comment: 'comment' } satisfies Partial<Record<keyof WireContactRequest, keyof ContactValues>>,
  contactAgent: { message: 'message', name: 'name', phone: 'phone', email: 'email' } satisfies Partial<Record<keyof WireContactAgentRequest, keyof ContactAgentValues>>,
  viewing: { date: 'slot', time: 'slot', name: 'name', phone: 'phone', email: 'email' } satisfies Partial<Record<keyof WireViewingRequest, keyof ViewingValues>>,
  career: { Name: 'name', Email: 'email', Phone: 'phone', Comment: 'comment', File: 'cv' } satisfies Partial<Record<CareerField, keyof CareerValues>>,
  submission: {
    FullName: 'fullName',
    ContactNumber: 'contactNumber',
    'LettingTypes[]': 'lettingTypes',
    SalePrice: 'salePrice',
    PropertyType: 'propertyType',
    Bedrooms: 'bedrooms',
    Bathrooms: 'bathrooms',
    AvailableDate: 'availableDate',
    LocationId: 'locationId',
    Address: 'address',
    Latitude: 'latitude',
    Longitude: 'longitude',
    'Features[]': 'features',
    Description: 'description',
    Photos: 'photos',
  } satisfies Partial<Record<SubmissionField, keyof SubmissionValues>>,
} as const;
