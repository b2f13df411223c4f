/**
 * The texts the forms show, exactly as SPEC §4, §5 and §8 give them, plus the field-level texts the
 * spec leaves open: the English templates, which the English dictionary takes as they are
 * (`formMessages`) and every other dictionary says in its language.
 *
 * The forms' rules (lib/forms/schemas.ts) and the server actions never write a sentence: they give a
 * message's code, its key with its values (`message('tooLong', { max: 200 })` is "tooLong?max=200"),
 * and the form renders it in the page's language (`messageText`). So the browser's checks, the
 * actions' answers and a form re-rendered without JavaScript say the same thing in the same
 * language, and an action needs no language of its own.
 */

export const MESSAGES = {
  successBanner: 'Successful: Your request has been sent successfully',
  errorBanner: 'Error: An unexpected error has occurred. Please try again.',
  /** what replaces the add-my-property form once it is sent (SPEC §4, submission state 1) */
  submissionSent: 'Your request has been sent successfully.',
  serverUnreachable: 'The server could not be reached. Your entries are kept: please try again in a moment.',
  /** a form sent without an answer (lib/api/forms.ts, `unconfirmed`): it may have arrived, so no "try again" */
  unconfirmed: 'We could not confirm that your message arrived.',
  unconfirmedNext: 'It may still have reached us. Please call us on {phone} or e-mail {email} before sending it again. Your entries are kept.',
  cvRequired: 'Error: Please choose CV. Please try again.',
  starredRequired: 'Fields marked with (*) are required.',
  requiredFields: 'Please fill the required fields.',
  /** the required fields the submission form's state-3 banner names */
  fullNameLabel: 'Full Name',
  contactNumberLabel: 'Contact Number',
  photosLimit: 'Maximum 20 mb and 20 downloadable',
  fixFields: 'Please correct the highlighted fields and send again.',
  humanCheck: 'Please complete the human check before sending.',
  humanCheckRefused: 'The human check was not accepted. Please complete it again and resend.',
  invalidEmail: 'Please enter a valid e-mail address.',
  phoneNotANumber: 'Please enter a phone number in digits, for example +356 2133 4455.',
  phoneTooShort: 'This phone number is too short. Please check it and the country beside it.',
  phoneTooLong: 'This phone number is too long for the country beside it. Please check it, or start it with + and its country code.',
  phoneWrongLength: 'This phone number has the wrong number of digits for the country beside it. Please check it, or start it with + and its country code.',
  phoneUnknownCountry: 'No country has this calling code. Please check the digits after the +.',
  badCharacters: 'Please remove line breaks and special characters from this field.',
  coordinatesTogether: 'Please give both the latitude and the longitude, or neither.',
  nameRequired: 'Please enter your name.',
  emailRequired: 'Please enter your e-mail address.',
  phoneRequired: 'Please enter your phone number.',
  fullNameRequired: 'Please enter your full name.',
  contactNumberRequired: 'Please enter your contact number.',
  salePriceNumeric: 'The sale price must be a number in euro, for example 350000.',
  availableDatePast: 'The available date cannot be earlier than today.',
  invalidDate: 'Please enter a date such as 2026-12-31.',
  latitudeRange: 'The latitude must be a number between -90 and 90, for example 35.9113.',
  longitudeRange: 'The longitude must be a number between -180 and 180, for example 14.4896.',
  viewingSlot: 'Please choose a viewing time today or tomorrow.',
  invalidChoice: 'Please choose one of the options offered.',
  cvType: 'The CV must be a PDF or Word document (.pdf, .doc, .docx).',
  cvSize: 'The CV must be at most 5 MB.',
  photoType: 'Only photos can be added (JPEG, PNG or WebP).',
  photoPixels:
    'These photos are too large in pixels: at most {each} megapixels each and {total} together, and PNG images at most {pngEach} megapixels each and {pngTotal} together. Please choose fewer or smaller photos.',
  /** the add-my-property form when the site is already sending as many submissions as it can */
  busy: 'We are sending other submissions right now. Your entries are kept: please send again in a minute.',
  tooManySubmissions: 'You have sent several forms in a short time. Your entries are kept: please send again in {minutes} minutes.',
  tooManySubmissionsOne: 'You have sent several forms in a short time. Your entries are kept: please send again in 1 minute.',
  tooLong: 'Please keep this to at most {max} characters.',
  /** the newsletter box (SPEC §8) */
  newsletterThanks: 'Thank you: we have passed your e-mail address to our team, who will add you to our newsletter.',
  newsletterEmail: 'Please enter a valid e-mail address, such as name@example.com.',
  newsletterEmailTooLong: 'This e-mail address is too long.',
  newsletterFailed: 'Sorry, we could not register your e-mail address. Please try again.',
  /** a sign-up posted where the agency takes none (NEWSLETTER_VIA_CONTACT unset) */
  newsletterClosed: 'Sorry, we do not take newsletter sign-ups here.',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** The messages the footer's newsletter box can show: all a page carries of them, since the box is on every page. */
export const NEWSLETTER_MESSAGE_KEYS = [
  'emailRequired',
  'newsletterEmail',
  'newsletterEmailTooLong',
  'humanCheck',
  'humanCheckRefused',
  'tooManySubmissions',
  'tooManySubmissionsOne',
  'unconfirmed',
  'unconfirmedNext',
  'newsletterThanks',
  'newsletterFailed',
  'newsletterClosed',
] as const satisfies readonly MessageKey[];
/** A language's texts of the forms: every key of MESSAGES, with the same placeholders. */
export type FormMessages = Record<MessageKey, string>;
/**
 * A language's messages as a form gets them (its dictionary's `formMessages`): the texts, all of
 * them or the few a form can show, and how they write numbers of four digits or more ("5,000",
 * "5.000").
 */
export interface MessageSet<K extends MessageKey = MessageKey> {
  texts: Readonly<Pick<FormMessages, K>>;
  thousands: '.' | ',';
}

/** The English set, as SPEC writes the texts. */
export const ENGLISH_MESSAGES: MessageSet = { texts: MESSAGES, thousands: ',' };

/** The part of a set the footer's newsletter box carries. */
export function newsletterMessages(set: MessageSet): MessageSet<(typeof NEWSLETTER_MESSAGE_KEYS)[number]> {
  return { texts: Object.fromEntries(NEWSLETTER_MESSAGE_KEYS.map((k) => [k, set.texts[k]])) as Pick<FormMessages, (typeof NEWSLETTER_MESSAGE_KEYS)[number]>, thousands: set.thousands };
}

/** A message's code: its key, and its values as a query string ("tooLong?max=200"). */
export function message(key: MessageKey, values?: Readonly<Record<string, string | number>>): string {
  if (!values) return key;
  return `${key}?${new URLSearchParams(Object.entries(values).map(([k, v]) => [k, String(v)])).toString()}`;
}

/** The placeholders that hold counts, written with their thousands grouped ("5,000"); a phone number is not one. */
const COUNTS = new Set(['max', 'minutes', 'each', 'total', 'pngEach', 'pngTotal']);
const grouped = (value: string, separator: MessageSet['thousands']) => (/^\d{4,}$/.test(value) ? value.replace(/\B(?=(\d{3})+(?!\d))/g, separator) : value);

/**
 * A message's code in a language: its template with the values filled, numbers grouped as the
 * language groups them. Text that is no code (the backend's words for a refused field), or a code
 * whose message the set does not carry, is shown as it came.
 */
export function messageText(set: { texts: Readonly<Partial<FormMessages>>; thousands: MessageSet['thousands'] }, code: string): string {
  const [key = '', query = ''] = code.split('?', 2) as [string?, string?];
  // read from the set, not from MESSAGES: a client script that renders codes carries no English
  const template = Object.hasOwn(set.texts, key) ? set.texts[key as MessageKey] : undefined;
  if (template === undefined) return code;
  const values = new URLSearchParams(query);
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values.get(name);
    if (value === null) return whole;
    return COUNTS.has(name) ? grouped(value, set.thousands) : value;
  });
}

/** A message's code in English, as SPEC writes the texts (tests, and what is logged). */
export const englishMessage = (code: string): string => messageText(ENGLISH_MESSAGES, code);

/** The codes of the too-many-submissions message, in whole minutes. */
export const tooManySubmissions = (seconds: number): string =>
  seconds > 60 ? message('tooManySubmissions', { minutes: Math.ceil(seconds / 60) }) : message('tooManySubmissionsOne');
