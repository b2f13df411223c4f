/**
 * Phone numbers as people type them, from Malta and abroad: read in the chosen country unless they
 * carry their own +code, taken when possible (not only when the metadata knows the range), and sent
 * in E.164 with an extension after it.
 */
import { describe, expect, it } from 'vitest';
import { message } from '@/lib/forms/messages';
import { contactPayload, submissionFields } from '@/lib/forms/payloads';
import { readPhone, wirePhone } from '@/lib/forms/phone';
import { careerSchema, contactSchema, submissionDefaults, submissionSchema } from '@/lib/forms/schemas';
import { fieldErrorsOf } from '@/lib/forms/state';

/** [as typed, the country chosen beside it, what the API receives] */
const TAKEN: [string, string, string][] = [
  // Malta: local, with its +code, with the international prefix 00
  ['2133 4455', 'MT', '+35621334455'],
  ['+356 9912 3456', 'MT', '+35699123456'],
  ['0035699123456', 'MT', '+35699123456'],
  ['+356-2133-4455', 'MT', '+35621334455'],
  // United Kingdom: a national number with its trunk 0, and an international one while Malta is chosen
  ['07700 900123', 'GB', '+447700900123'],
  ['+44 20 7946 0958', 'MT', '+442079460958'],
  ['+44 (0)20 7946 0958', 'MT', '+442079460958'],
  ['0044 20 7946 0958', 'US', '+442079460958'],
  // Italy: a short Rome/Vatican number and a mobile
  ['+39 06 6982', 'MT', '+39066982'],
  ['+39 347 123 4567', 'MT', '+393471234567'],
  // Sweden: Stockholm, and a mobile typed the Swedish way
  ['+46 8 123 456 78', 'MT', '+46812345678'],
  ['070-123 45 67', 'SE', '+46701234567'],
  // China
  ['+86 138 0013 8000', 'MT', '+8613800138000'],
  // India: international, and national with its trunk 0
  ['+91 98765 43210', 'MT', '+919876543210'],
  ['098765 43210', 'IN', '+919876543210'],
  // United States: brackets and dashes, dots, and extensions in the ways people write them
  ['(202) 555-0143', 'US', '+12025550143'],
  ['+1 202-555-0143 ext. 12', 'MT', '+12025550143 ext. 12'],
  ['202.555.0143 x12', 'US', '+12025550143 ext. 12'],
  ['+1 (202) 555-0143 extension 12', 'MT', '+12025550143 ext. 12'],
  ['21334455 #7', 'MT', '+35621334455 ext. 7'],
];

describe('a phone number typed as people type it', () => {
  it.each(TAKEN)('%s with %s chosen is taken and sent as %s', (typed, country, sent) => {
    expect(readPhone(typed, country).ok).toBe(true);
    expect(wirePhone(typed, country)).toBe(sent);
  });

  it('is taken when possible even where the metadata does not list its range as valid', () => {
    // Ofcom's drama range: possible (the right length for the UK), never a real subscriber
    const drama = readPhone('07700 900123', 'GB');
    expect(drama).toEqual({ ok: true, number: '+447700900123', country: 'GB', ext: undefined });
  });

  it('with its own +code wins over the chosen country', () => {
    expect(readPhone('+46 8 123 456 78', 'IN')).toMatchObject({ ok: true, number: '+46812345678', country: 'SE' });
    // an unknown or hostile country falls back to Malta
    expect(wirePhone('2133 4455', '../../etc')).toBe('+35621334455');
  });

  it('without its +code is read in the chosen country, so a foreign number needs its country or its code', () => {
    expect(readPhone('07700 900123', 'MT')).toEqual({ ok: false, problem: 'too-long' });
    expect(readPhone('070-123 45 67', 'SE').ok).toBe(true);
  });

  it('is refused when it is no phone number: letters, a sentence, too short, too long, an unknown code', () => {
    expect(readPhone('call me', 'MT')).toEqual({ ok: false, problem: 'not-a-number' });
    expect(readPhone('Call 21334455', 'MT')).toEqual({ ok: false, problem: 'not-a-number' });
    expect(readPhone('2133 4455abc', 'MT')).toEqual({ ok: false, problem: 'not-a-number' });
    expect(readPhone('<script>alert(1)</script>', 'MT')).toEqual({ ok: false, problem: 'not-a-number' });
    expect(readPhone('', 'MT')).toEqual({ ok: false, problem: 'not-a-number' });
    expect(readPhone('12', 'MT')).toEqual({ ok: false, problem: 'too-short' });
    expect(readPhone('+44 20', 'MT')).toEqual({ ok: false, problem: 'too-short' });
    expect(readPhone('+356 2133 4455 6677 8899 1', 'MT')).toEqual({ ok: false, problem: 'too-long' });
    expect(readPhone('+999 1234567', 'MT')).toEqual({ ok: false, problem: 'unknown-country' });
  });
});

describe('the forms and their phone fields', () => {
  const contact = (phone: string, phoneCountry = 'MT') => contactSchema.safeParse({ name: '', email: '', phone, phoneCountry, comment: '', captcha: 't' });
  const phoneError = (r: ReturnType<typeof contact>) => (r.success ? undefined : fieldErrorsOf(r.error.issues).phone);

  it('say what is wrong with a number, in words a visitor can act on', () => {
    expect(phoneError(contact('call me'))).toBe(message('phoneNotANumber'));
    expect(phoneError(contact('12'))).toBe(message('phoneTooShort'));
    expect(phoneError(contact('07700 900123'))).toBe(message('phoneTooLong'));
    expect(phoneError(contact('+999 1234567'))).toBe(message('phoneUnknownCountry'));
    // more than 40 characters is refused before it is read
    expect(phoneError(contact(`+356 2133 4455 ${'x'.repeat(30)}`))).toBe(message('tooLong', { max: 40 }));
  });

  it('send what was typed in E.164, from the contact form, careers and add my property alike', () => {
    expect(contactPayload(contactSchema.parse({ name: '', email: '', phone: '070-123 45 67', phoneCountry: 'SE', comment: '', captcha: 't' }), 0).phone).toBe('+46701234567');
    const career = careerSchema.safeParse({ name: 'A', email: 'a@example.com', phone: '(202) 555-0143', phoneCountry: 'US', comment: '', cv: { name: 'cv.pdf', size: 10, type: 'application/pdf' }, captcha: 't' });
    expect(career.success).toBe(true);
    const owner = submissionSchema.parse({ ...submissionDefaults, fullName: 'Owner', contactNumber: '0035699123456', contactCountry: 'MT', captcha: 't' });
    expect(Object.fromEntries(submissionFields(owner, 0)).ContactNumber).toBe('+35699123456');
  });

  it('careers and add my property still require a number, and refuse one that is not possible', () => {
    const career = careerSchema.safeParse({ name: 'A', email: 'a@example.com', phone: 'call me', phoneCountry: 'MT', comment: '', cv: { name: 'cv.pdf', size: 10, type: 'application/pdf' }, captcha: 't' });
    expect(career.success ? undefined : fieldErrorsOf(career.error.issues).phone).toBe(message('phoneNotANumber'));
    const owner = submissionSchema.safeParse({ ...submissionDefaults, fullName: 'Owner', contactNumber: '', captcha: 't' });
    expect(owner.success ? undefined : fieldErrorsOf(owner.error.issues).contactNumber).toBe(message('contactNumberRequired'));
    const short = submissionSchema.safeParse({ ...submissionDefaults, fullName: 'Owner', contactNumber: '79', captcha: 't' });
    expect(short.success ? undefined : fieldErrorsOf(short.error.issues).contactNumber).toBe(message('phoneTooShort'));
  });
});
