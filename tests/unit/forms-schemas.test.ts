import { describe, expect, it } from 'vitest';
import { englishMessage, message } from '@/lib/forms/messages';
import { fieldErrorsOf } from '@/lib/forms/state';
import {
  careerSchema,
  contactAgentSchema,
  contactSchema,
  missingRequired,
  submissionDefaults,
  submissionSchema,
  viewingSchema,
} from '@/lib/forms/schemas';
import { maltaDay, addDays } from '@/lib/forms/malta-time';
import { readPrice } from '@/lib/typed-price';

const errorsOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? {} : fieldErrorsOf(r.error?.issues ?? []);

const person = { name: 'Maria', email: 'maria@example.com', phone: '21334455', phoneCountry: 'MT' };

describe('message forms', () => {
  it('need a human-check token', () => {
    expect(errorsOf(contactSchema.safeParse({ ...person, comment: '', captcha: '' }))).toEqual({ captcha: message('humanCheck') });
  });

  it('take every lead SPEC §5 takes: nothing but the human check is required', () => {
    const nobody = { name: '', email: '', phone: '', phoneCountry: 'MT', captcha: 't' };
    expect(contactSchema.safeParse({ ...nobody, comment: '' }).success).toBe(true);
    expect(contactAgentSchema.safeParse({ ...nobody, propertyId: '3', message: '' }).success).toBe(true);
    expect(viewingSchema.safeParse({ ...nobody, propertyId: '3', slot: 'today-evening' }).success).toBe(true);
    // an e-mail alone, or a phone alone, is a lead
    expect(contactSchema.safeParse({ ...nobody, email: 'only@example.com', comment: '' }).success).toBe(true);
    expect(contactSchema.safeParse({ ...nobody, phone: '070-123 45 67', phoneCountry: 'SE', comment: '' }).success).toBe(true);
  });

  it('check e-mail and phone formats only when given; a +code wins over the chosen country', () => {
    const bad = errorsOf(contactSchema.safeParse({ ...person, email: 'maria@', phone: '123', comment: '', captcha: 't' }));
    expect(bad).toEqual({ email: message('invalidEmail'), phone: message('phoneTooShort') });
    expect(errorsOf(contactAgentSchema.safeParse({ ...person, email: 'not an e-mail', propertyId: '3', message: '', captcha: 't' }))).toEqual({ email: message('invalidEmail') });
    expect(errorsOf(viewingSchema.safeParse({ ...person, phone: 'call me', propertyId: '3', slot: 'today-morning', captcha: 't' }))).toEqual({ phone: message('phoneNotANumber') });
    expect(contactSchema.safeParse({ ...person, phone: '+44 20 7946 0958', comment: '', captcha: 't' }).success).toBe(true);
    // an unknown country falls back to Malta
    expect(contactSchema.parse({ ...person, phoneCountry: 'XX', comment: '', captcha: 't' }).phoneCountry).toBe('MT');
  });

  it('cap lengths: a 10,000-character name is refused with a clear message', () => {
    const r = contactSchema.safeParse({ ...person, name: 'x'.repeat(10_000), comment: '', captcha: 't' });
    expect(errorsOf(r).name).toBe(message('tooLong', { max: 200 }));
    expect(errorsOf(contactSchema.safeParse({ ...person, comment: 'x'.repeat(5001), captcha: 't' })).comment).toBe(message('tooLong', { max: 5000 }));
    expect(englishMessage(message('tooLong', { max: 5000 }))).toBe('Please keep this to at most 5,000 characters.');
  });

  it('refuse control characters and line breaks in one-line fields, allow line breaks in comments', () => {
    expect(errorsOf(contactSchema.safeParse({ ...person, name: 'Ma\nria', comment: '', captcha: 't' })).name).toBe(message('badCharacters'));
    expect(errorsOf(contactSchema.safeParse({ ...person, name: 'Ma\u0000ria', comment: '', captcha: 't' })).name).toBe(message('badCharacters'));
    expect(contactSchema.safeParse({ ...person, comment: 'line 1\nline 2', captcha: 't' }).success).toBe(true);
  });

  it('viewing: only the six slots', () => {
    const ok = viewingSchema.safeParse({ ...person, propertyId: '3', slot: 'tomorrow-morning', captcha: 't' });
    expect(ok.success).toBe(true);
    for (const slot of ['next-week-morning', 'today-night', '', '2026-01-01']) {
      expect(errorsOf(viewingSchema.safeParse({ ...person, propertyId: '3', slot, captcha: 't' })).slot).toBe(message('viewingSlot'));
    }
    expect(errorsOf(viewingSchema.safeParse({ ...person, propertyId: '0', slot: 'today-afternoon', captcha: 't' })).propertyId).toBeDefined();
  });
});

describe('careers', () => {
  const cv = { name: 'cv.pdf', size: 1000, type: 'application/pdf' };
  it('need Name, Email and Phone (SPEC §5), and say so field by field', () => {
    expect(errorsOf(careerSchema.safeParse({ name: '', email: '', phone: '', phoneCountry: 'MT', comment: '', cv, captcha: 't' }))).toEqual({
      name: message('nameRequired'),
      email: message('emailRequired'),
      phone: message('phoneRequired'),
    });
    expect(errorsOf(careerSchema.safeParse({ ...person, email: 'maria@', comment: '', cv, captcha: 't' }))).toEqual({ email: message('invalidEmail') });
  });
  it('need a CV: "Error: Please choose CV. Please try again."', () => {
    expect(errorsOf(careerSchema.safeParse({ ...person, comment: '', cv: undefined, captcha: 't' })).cv).toBe(message('cvRequired'));
    // the empty part a browser sends when no file was chosen
    expect(errorsOf(careerSchema.safeParse({ ...person, comment: '', cv: { name: '', size: 0, type: 'application/octet-stream' }, captcha: 't' })).cv).toBe(message('cvRequired'));
  });
  it('take a PDF or Word document of at most 5 MB, from a File or a FileList-like value', () => {
    expect(careerSchema.safeParse({ ...person, comment: '', cv, captcha: 't' }).success).toBe(true);
    expect(careerSchema.safeParse({ ...person, comment: '', cv: { 0: cv, length: 1 }, captcha: 't' }).success).toBe(true);
    expect(errorsOf(careerSchema.safeParse({ ...person, comment: '', cv: { ...cv, name: 'cv.exe', type: 'application/x-msdownload' }, captcha: 't' })).cv).toBe(message('cvType'));
    expect(errorsOf(careerSchema.safeParse({ ...person, comment: '', cv: { ...cv, size: 5 * 1024 * 1024 + 1 }, captcha: 't' })).cv).toBe(message('cvSize'));
  });
});

describe('property submission', () => {
  const base = { ...submissionDefaults, fullName: 'Owner', contactNumber: '79123456', captcha: 't' };

  it('requires Full Name and Contact Number', () => {
    const e = errorsOf(submissionSchema.safeParse({ ...submissionDefaults, captcha: 't' }));
    expect(e).toEqual({ fullName: message('fullNameRequired'), contactNumber: message('contactNumberRequired') });
  });

  it('calls a required field missing when it is left empty, not when it is filled in the wrong form', () => {
    expect(missingRequired(submissionDefaults)).toBe(true);
    expect(missingRequired({ fullName: 'Owner', contactNumber: '   ' })).toBe(true);
    expect(missingRequired({ fullName: 'Owner', contactNumber: '12ab' })).toBe(false);
    expect(missingRequired(base)).toBe(false);
  });

  it('reads a sale price only once a sale type is chosen, and then it must be numeric', () => {
    expect(submissionSchema.safeParse({ ...base, salePrice: 'a lot' }).success).toBe(true);
    expect(errorsOf(submissionSchema.safeParse({ ...base, lettingTypes: ['6'], salePrice: 'a lot' })).salePrice).toBe(message('salePriceNumeric'));
    expect(errorsOf(submissionSchema.safeParse({ ...base, lettingTypes: ['8'] })).lettingTypes).toBe(message('invalidChoice'));
    expect(readPrice('350000')).toBe(350000);
    expect(readPrice('350.000')).toBe(350000);
    expect(readPrice('1,250,000')).toBe(1250000);
    expect(readPrice('€ 99.50')).toBe(99.5);
    expect(readPrice('12abc')).toBeNull();
    // what the calculator is typed too: nothing is read into text that is no price
    for (const text of ['-5', '1e6', '300k', 'about 300000', '0x10', '']) expect(readPrice(text), text).toBeNull();
  });

  it('takes bedrooms 1-9 and 99 (9+), bathrooms 1-7, nothing else', () => {
    expect(submissionSchema.safeParse({ ...base, bedrooms: '99', bathrooms: '7' }).success).toBe(true);
    expect(errorsOf(submissionSchema.safeParse({ ...base, bedrooms: '10' })).bedrooms).toBe(message('invalidChoice'));
    expect(errorsOf(submissionSchema.safeParse({ ...base, bathrooms: '8' })).bathrooms).toBe(message('invalidChoice'));
  });

  it('refuses an available date before today in Malta', () => {
    const today = maltaDay(new Date());
    expect(submissionSchema.safeParse({ ...base, availableDate: today }).success).toBe(true);
    expect(errorsOf(submissionSchema.safeParse({ ...base, availableDate: addDays(today, -1) })).availableDate).toBe(message('availableDatePast'));
    expect(errorsOf(submissionSchema.safeParse({ ...base, availableDate: '2026-02-30' })).availableDate).toBe(message('invalidDate'));
  });

  it('takes coordinates with a point or a comma, in range, both or neither', () => {
    expect(submissionSchema.safeParse({ ...base, latitude: '35,91', longitude: '14.49' }).success).toBe(true);
    expect(errorsOf(submissionSchema.safeParse({ ...base, latitude: '91', longitude: '14' })).latitude).toBe(message('latitudeRange'));
    expect(errorsOf(submissionSchema.safeParse({ ...base, latitude: '35', longitude: '181' })).longitude).toBe(message('longitudeRange'));
    expect(errorsOf(submissionSchema.safeParse({ ...base, latitude: '35' })).longitude).toBe(message('coordinatesTogether'));
  });

  it('normalises checkbox groups: false, one value or many', () => {
    expect(submissionSchema.parse({ ...base, features: false }).features).toEqual([]);
    expect(submissionSchema.parse({ ...base, features: '4' }).features).toEqual(['4']);
    expect(submissionSchema.parse({ ...base, features: ['4', '9'] }).features).toEqual(['4', '9']);
    expect(errorsOf(submissionSchema.safeParse({ ...base, features: ['x'] })).features).toBe(message('invalidChoice'));
  });

  it('applies the photo limits: 20 files, 20 MB together, images only', () => {
    const photo = (size: number, type = 'image/jpeg') => ({ name: 'p.jpg', size, type });
    expect(submissionSchema.safeParse({ ...base, photos: Array.from({ length: 20 }, () => photo(1000)) }).success).toBe(true);
    expect(errorsOf(submissionSchema.safeParse({ ...base, photos: Array.from({ length: 21 }, () => photo(1000)) })).photos).toBe(message('photosLimit'));
    expect(errorsOf(submissionSchema.safeParse({ ...base, photos: [photo(20 * 1024 * 1024 + 1)] })).photos).toBe(message('photosLimit'));
    expect(errorsOf(submissionSchema.safeParse({ ...base, photos: [{ name: 'a.html', size: 10, type: 'text/html' }] })).photos).toBe(message('photoType'));
  });
});
