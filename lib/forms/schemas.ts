/**
 * The forms' rules, one zod schema per form, used by react-hook-form in the browser and by the
 * server actions on what was posted. Values are the texts a form posts; payloads.ts turns a parsed
 * form into the backend's wire payload. Every text has a length cap: the actions are public endpoints.
 * Written with zod/mini, whose checks are functions a bundler leaves out when unused: the dialogs'
 * and forms' scripts carry only the checks named here, not zod's whole classic API.
 */
import '../zod-config';
import * as z from 'zod/mini';
import { LIMITS } from '../api/wire-constants';
import { checkCv, checkPhotoLimits, isEmptyFilePart, looksLikePhoto, type FileLike } from './files';
import { message } from './messages';
import { readPrice } from '../typed-price';
import { isIsoDay, maltaDay } from './malta-time';
import { DEFAULT_PHONE_COUNTRY, isPhoneCountry, PHONE_MAX_LENGTH, readPhone, type PhoneProblem } from './phone';
import { DEFAULT_VIEWING_SLOT, VIEWING_SLOT_KEYS } from './viewing-slots';

/** Control characters are never part of a form's text; one-line fields take no line breaks either. */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** A one-line text: trimmed, at most `max` characters, and any `more` checks after those. */
const text = (max: number = LIMITS.textMax, ...more: z.core.$ZodCheck<string>[]) =>
  z.string().check(
    z.trim(),
    z.maxLength(max, message('tooLong', { max })),
    z.refine((v) => !CONTROL.test(v) && !/[\r\n]/.test(v), message('badCharacters')),
    ...more,
  );
const longText = () =>
  z.string().check(
    z.trim(),
    z.maxLength(LIMITS.longTextMax, message('tooLong', { max: LIMITS.longTextMax })),
    z.refine((v) => !CONTROL.test(v), message('badCharacters')),
  );
const required = (code: string, ...more: z.core.$ZodCheck<string>[]) => text(LIMITS.textMax, z.minLength(1, code), ...more);

const emailPattern = z.email();
const isEmail = (v: string) => emailPattern.safeParse(v).success;
/** An e-mail address, checked for its form only when one is given. */
const optionalEmail = () => text(LIMITS.textMax, z.refine((v) => v === '' || isEmail(v), message('invalidEmail')));
const requiredEmail = () => required(message('emailRequired'), z.refine(isEmail, message('invalidEmail')));

const phoneText = () => text(PHONE_MAX_LENGTH);
const phoneCountry = z.pipe(
  z.string().check(z.trim()),
  z.transform((v: string) => (isPhoneCountry(v) ? v : DEFAULT_PHONE_COUNTRY)),
);

const captchaField = z.string().check(z.trim(), z.minLength(1, message('humanCheck')), z.maxLength(4096, message('humanCheck')));

/** A numeric id chosen from a list, or nothing (""). */
const optionalId = z.string().check(z.trim(), z.regex(/^(\d{1,9})?$/, message('invalidChoice')));
/** What was posted, as a list: an array as it is, one value as a list of one, nothing as none. */
const asList = (v: unknown): unknown => (Array.isArray(v) ? v : typeof v === 'string' && v !== '' ? [v] : []);
/** A list of strings posted as a checkbox group (an array, a single value, or false/undefined when nothing is ticked). */
const checkboxes = (item: z.ZodMiniType<string>, max: number) =>
  z.pipe(z.transform(asList), z.array(item).check(z.maxLength(max, message('invalidChoice'))));
const idList = (max: number) => checkboxes(z.string().check(z.regex(/^\d{1,9}$/, message('invalidChoice'))), max);

const PHONE_MESSAGES: Record<PhoneProblem, string> = {
  'not-a-number': message('phoneNotANumber'),
  'too-short': message('phoneTooShort'),
  'too-long': message('phoneTooLong'),
  'wrong-length': message('phoneWrongLength'),
  'unknown-country': message('phoneUnknownCountry'),
};

type PhoneShape = { phone: string; phoneCountry: string };
/**
 * Adds the phone checks: when given, a possible number in any form a person types (lib/forms/phone.ts),
 * read in its chosen country unless it starts with its own +code; when required, given at all.
 */
function phoneRule(ctx: z.core.$RefinementCtx<unknown>, v: PhoneShape, path: string, requiredMessage?: string) {
  if (v.phone === '') {
    if (requiredMessage) ctx.addIssue({ code: 'custom', path: [path], message: requiredMessage });
    return;
  }
  const reading = readPhone(v.phone, v.phoneCountry);
  if (!reading.ok) ctx.addIssue({ code: 'custom', path: [path], message: PHONE_MESSAGES[reading.problem] });
}

/*
 * The enquiry forms (Contact Us, Contact Agent, Request a Viewing) require nothing but the human
 * check (SPEC §5): every lead is taken. Name, e-mail and phone are optional; an e-mail or a phone
 * is checked for its form only when given.
 */

/* ---------- Contact (SPEC §2 Contact Us) ---------- */
export const contactSchema = z
  .object({
    name: text(),
    email: optionalEmail(),
    phone: phoneText(),
    phoneCountry,
    comment: longText(),
    captcha: captchaField,
  })
  .check(z.superRefine((v, ctx) => phoneRule(ctx, v, 'phone')));
export type ContactInput = z.input<typeof contactSchema>;
export type ContactValues = z.output<typeof contactSchema>;
export const contactDefaults: ContactInput = { name: '', email: '', phone: '', phoneCountry: DEFAULT_PHONE_COUNTRY, comment: '', captcha: '' };

/* ---------- Files: a File on the server, a FileList or File[] in the browser ---------- */
const isFileLike = (v: unknown): v is FileLike =>
  typeof v === 'object' && v !== null && 'name' in v && 'size' in v && 'type' in v && typeof v.size === 'number';
/** The real files among posted values, without the empty part a browser sends for "no file". */
export function filesOf(v: unknown): FileLike[] {
  const list: unknown[] = isFileLike(v) ? [v] : Array.isArray(v) ? v : typeof v === 'object' && v !== null && 'length' in v ? Array.from(v as ArrayLike<unknown>) : [];
  return list.filter(isFileLike).filter((f) => !isEmptyFilePart(f));
}
/** The CV: present, PDF or Word by name or type, at most 5 MB (the server also checks the bytes). */
const cvField = z.unknown().check(
  z.superRefine((v, ctx) => {
    const problem = checkCv(filesOf(v)[0]);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
);
/** Photos: images only, at most 20 files and 20 MB together (the server also checks the bytes). */
const photosField = z.unknown().check(
  z.superRefine((v, ctx) => {
    const files = filesOf(v);
    if (files.some((f) => !looksLikePhoto(f))) ctx.addIssue({ code: 'custom', message: message('photoType') });
    const limit = checkPhotoLimits(files);
    if (limit) ctx.addIssue({ code: 'custom', message: limit });
  }),
);

/* ---------- Careers: Name, Email and Phone are required (SPEC §5), the phone a possible number ---------- */
export const careerSchema = z
  .object({
    name: required(message('nameRequired')),
    email: requiredEmail(),
    phone: phoneText(),
    phoneCountry,
    comment: longText(),
    cv: cvField,
    captcha: captchaField,
  })
  .check(z.superRefine((v, ctx) => phoneRule(ctx, v, 'phone', message('phoneRequired'))));
export type CareerInput = z.input<typeof careerSchema>;
export type CareerValues = z.output<typeof careerSchema>;
export const careerDefaults: CareerInput = {
  name: '',
  email: '',
  phone: '',
  phoneCountry: DEFAULT_PHONE_COUNTRY,
  comment: '',
  cv: undefined,
  captcha: '',
};
/** The careers fields whose absence the spec's "(*) fields are required" alert is about. */
export const CAREER_STARRED = ['name', 'email', 'phone'] as const;

/* ---------- Contact agent and viewing request (detail page dialogs): only the human check is required ---------- */
const propertyIdField = z.string().check(z.trim(), z.regex(/^[1-9]\d{0,9}$/, message('invalidChoice')));

export const contactAgentSchema = z
  .object({
    propertyId: propertyIdField,
    message: longText(),
    name: text(),
    phone: phoneText(),
    phoneCountry,
    email: optionalEmail(),
    captcha: captchaField,
  })
  .check(z.superRefine((v, ctx) => phoneRule(ctx, v, 'phone')));
export type ContactAgentInput = z.input<typeof contactAgentSchema>;
export type ContactAgentValues = z.output<typeof contactAgentSchema>;
export const contactAgentDefaults = (propertyId: number): ContactAgentInput => ({
  propertyId: String(propertyId),
  message: '',
  name: '',
  phone: '',
  phoneCountry: DEFAULT_PHONE_COUNTRY,
  email: '',
  captcha: '',
});

export const viewingSchema = z
  .object({
    propertyId: propertyIdField,
    slot: z.string().check(z.refine((v) => VIEWING_SLOT_KEYS.includes(v), message('viewingSlot'))),
    name: text(),
    phone: phoneText(),
    phoneCountry,
    email: optionalEmail(),
    captcha: captchaField,
  })
  .check(z.superRefine((v, ctx) => phoneRule(ctx, v, 'phone')));
export type ViewingInput = z.input<typeof viewingSchema>;
export type ViewingValues = z.output<typeof viewingSchema>;
export const viewingDefaults = (propertyId: number): ViewingInput => ({
  propertyId: String(propertyId),
  slot: DEFAULT_VIEWING_SLOT,
  name: '',
  phone: '',
  phoneCountry: DEFAULT_PHONE_COUNTRY,
  email: '',
  captcha: '',
});

/* ---------- Add My Property (SPEC §3 submission table) ---------- */
export const BEDROOM_CHOICES = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '99'] as const;
export const BATHROOM_CHOICES = ['1', '2', '3', '4', '5', '6', '7'] as const;
const LETTING_TYPE_CHOICES = ['6', '7'] as const;

/** One of a few choices, or none (""). */
const oneOrNone = (choices: readonly string[]) =>
  z.pipe(
    z.transform((v: unknown) => v ?? ''),
    z.string().check(z.refine((v) => v === '' || choices.includes(v), message('invalidChoice'))),
  );

/** A decimal typed with a point or a comma ("35,9113"), or nothing. */
export function readDecimal(v: string): number | null {
  const t = v.trim().replace(',', '.');
  if (t === '' || !/^-?\d{1,3}(\.\d{1,12})?$/.test(t)) return null;
  return Number(t);
}
/** A decimal with a comma for the point, as the API reads coordinates ("35,911292"); "" when none. */
export function commaDecimal(v: string): string {
  const n = readDecimal(v);
  return n === null ? '' : String(n).replace('.', ',');
}
const coordinate = (limit: number, code: string) =>
  text(
    32,
    z.refine((v) => {
      if (v === '') return true;
      const n = readDecimal(v);
      return n !== null && Math.abs(n) <= limit;
    }, code),
  );

export const submissionSchema = z
  .object({
    fullName: required(message('fullNameRequired')),
    contactNumber: phoneText(),
    contactCountry: phoneCountry,
    lettingTypes: checkboxes(z.string().check(z.refine((v) => (LETTING_TYPE_CHOICES as readonly string[]).includes(v), message('invalidChoice'))), 2),
    /** read only once a sale type is chosen (the field is disabled before) */
    salePrice: text(32),
    propertyType: optionalId,
    bedrooms: oneOrNone(BEDROOM_CHOICES),
    bathrooms: oneOrNone(BATHROOM_CHOICES),
    availableDate: text(
      10,
      z.refine((v) => v === '' || isIsoDay(v), message('invalidDate')),
      z.refine((v) => v === '' || !isIsoDay(v) || v >= maltaDay(new Date()), message('availableDatePast')),
    ),
    locationId: optionalId,
    address: text(300),
    latitude: coordinate(90, message('latitudeRange')),
    longitude: coordinate(180, message('longitudeRange')),
    features: idList(100),
    description: longText(),
    photos: photosField,
    captcha: captchaField,
  })
  .check(
    z.superRefine((v, ctx) => {
      phoneRule(ctx, { phone: v.contactNumber, phoneCountry: v.contactCountry }, 'contactNumber', message('contactNumberRequired'));
      if ((v.latitude === '') !== (v.longitude === '')) {
        const missing = v.latitude === '' ? 'latitude' : 'longitude';
        ctx.addIssue({ code: 'custom', path: [missing], message: message('coordinatesTogether') });
      }
      if (v.lettingTypes.length > 0 && v.salePrice !== '' && readPrice(v.salePrice) === null) {
        ctx.addIssue({ code: 'custom', path: ['salePrice'], message: message('salePriceNumeric') });
      }
    }),
  );
export type SubmissionInput = z.input<typeof submissionSchema>;
export type SubmissionValues = z.output<typeof submissionSchema>;
export const submissionDefaults: SubmissionInput = {
  fullName: '',
  contactNumber: '',
  contactCountry: DEFAULT_PHONE_COUNTRY,
  lettingTypes: [],
  salePrice: '',
  propertyType: '',
  bedrooms: '',
  bathrooms: '',
  availableDate: '',
  locationId: '',
  address: '',
  latitude: '',
  longitude: '',
  features: [],
  description: '',
  photos: [],
  captcha: '',
};
/** The submission fields whose absence is SPEC §4's state 3. */
const SUBMISSION_REQUIRED = ['fullName', 'contactNumber'] as const;

/**
 * Whether a required field of the submission is left empty (SPEC §4's state 3, "Please fill the
 * required fields."): a field filled in the wrong form is not missing, and has its own message.
 */
export function missingRequired(values: Partial<Record<(typeof SUBMISSION_REQUIRED)[number], unknown>>): boolean {
  return SUBMISSION_REQUIRED.some((k) => String(values[k] ?? '').trim() === '');
}
