import { groupThousands } from '../price';

/**
 * The texts the forms show, exactly as SPEC §4, §5 and §8 give them, plus the field-level texts the
 * spec leaves open. One place, so the browser, the server actions and the tests say the same thing.
 */
export const MESSAGES = {
  successTitle: 'Successful',
  successText: 'Your request has been sent successfully',
  errorTitle: 'Error',
  errorText: 'An unexpected error has occurred. Please try again.',
  /** a form sent without an answer (lib/api/forms.ts, `unconfirmed`): it may have arrived, so no "try again" */
  unconfirmed: 'We could not confirm that your message arrived.',
  unconfirmedNext: (phone: string, email: string) =>
    `It may still have reached us. Please call us on ${phone} or e-mail ${email} before sending it again. Your entries are kept.`,
  cvRequired: 'Error: Please choose CV. Please try again.',
  starredRequired: 'Fields marked with (*) are required.',
  requiredFields: 'Please fill the required fields.',
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
  /** the enquiry forms require neither: a hint, never an error, asks for a way to reply */
  replyHint: 'Leave an e-mail or a phone number so that we can reply.',
  nameRequired: 'Please enter your name.',
  emailRequired: 'Please enter your e-mail address.',
  phoneRequired: 'Please enter your phone number.',
  fullNameRequired: 'Please enter your full name.',
  contactNumberRequired: 'Please enter your contact number.',
  salePriceNumeric: 'The sale price must be a number in euro, for example 350000.',
  availableDatePast: 'The available date cannot be earlier than today.',
  invalidDate: 'Please enter a date such as 2026-12-31.',
  latitudeRange: 'The latitude must be a number between -90 and 90, for example 35,9113.',
  longitudeRange: 'The longitude must be a number between -180 and 180, for example 14,4896.',
  viewingSlot: 'Please choose a viewing time today or tomorrow.',
  invalidChoice: 'Please choose one of the options offered.',
  cvType: 'The CV must be a PDF or Word document (.pdf, .doc, .docx).',
  cvSize: 'The CV must be at most 5 MB.',
  photoType: 'Only photos can be added (JPEG, PNG or WebP).',
  photoPixels: (mp: { each: number; total: number; pngEach: number; pngTotal: number }) =>
    `These photos are too large in pixels: at most ${mp.each} megapixels each and ${mp.total} together, and PNG images at most ${mp.pngEach} megapixels each and ${mp.pngTotal} together. Please choose fewer or smaller photos.`,
  /** the add-my-property form when the site is already sending as many submissions as it can */
  busy: 'We are sending other submissions right now. Your entries are kept: please send again in a minute.',
  tooManySubmissions: (seconds: number) =>
    `You have sent several forms in a short time. Your entries are kept: please send again in ${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''}.`,
  tooLong: (max: number) => `Please keep this to at most ${groupThousands(max, ',')} characters.`,
} as const;

/** The error banner's full text, as the spec's catalogue writes it. */
export const ERROR_BANNER = `${MESSAGES.errorTitle}: ${MESSAGES.errorText}`;
/** The success banner's full text. */
export const SUCCESS_BANNER = `${MESSAGES.successTitle}: ${MESSAGES.successText}`;
/** What replaces the add-my-property form once it is sent (SPEC §4, submission state 1). */
export const SUBMISSION_SENT = `${MESSAGES.successText}.`;
/** The required fields the submission form's state-3 banner names. */
export const SUBMISSION_REQUIRED_LABELS = ['Full Name', 'Contact Number'] as const;
