import { LOCALE_HEADER, localeOfRequest } from '@/lib/i18n/request-locale';
import { describe, expect, it } from 'vitest';
import { CAREER_FIELDS, SUBMISSION_FIELDS, wireContactAgentRequest, wireContactRequest, wireViewingRequest } from '@/lib/api/wire';
import {
  careerFormData,
  contactAgentPayload,
  contactPayload,
  submissionFields,
  submissionFormData,
  viewingPayload,
  withSenderLanguage,
} from '@/lib/forms/payloads';
import {
  careerSchema,
  commaDecimal,
  contactAgentSchema,
  contactSchema,
  submissionDefaults,
  submissionSchema,
  viewingSchema,
} from '@/lib/forms/schemas';

const person = { name: 'Maria Borg', email: 'maria@example.com', phone: '2133 4455', phoneCountry: 'MT' };

describe('contact payloads (SPEC §3)', () => {
  it('contact: sourceTypeID 2, the refId, the token, the phone in E.164', () => {
    const v = contactSchema.parse({ ...person, comment: 'Hello', captcha: 'tok' });
    const p = contactPayload(v, 42);
    expect(p).toEqual({
      name: 'Maria Borg',
      email: 'maria@example.com',
      phone: '+35621334455',
      comment: 'Hello',
      captcha: 'tok',
      sourceTypeID: 2,
      refId: 42,
    });
    expect(wireContactRequest.parse(p)).toEqual(p);
  });

  it('contact agent: sourceType 2, numeric propertyId, refId 0 when none', () => {
    const v = contactAgentSchema.parse({ ...person, propertyId: '1475', message: 'Is it free?', captcha: 'tok' });
    const p = contactAgentPayload(v, 0);
    expect(p).toMatchObject({ propertyId: 1475, refId: 0, sourceType: 2, message: 'Is it free?', phone: '+35621334455' });
    expect(Object.keys(p).sort()).toEqual(Object.keys(wireContactAgentRequest.shape).sort());
  });

  it('viewing: the slot becomes a Malta date and a time label', () => {
    const v = viewingSchema.parse({ ...person, propertyId: '7', slot: 'tomorrow-evening', captcha: 'tok' });
    // 23:30 UTC on 31 December is already 1 January in Malta
    const p = viewingPayload(v, 5, new Date('2026-12-31T23:30:00Z'));
    expect(p).toMatchObject({ date: '2027-01-02', time: 'Evening', propertyId: 7, refId: 5, sourceType: 2 });
    expect(wireViewingRequest.safeParse(p).success).toBe(true);
  });
});

describe('careers multipart', () => {
  it('has exactly the fields of CAREER_FIELDS with the CV as File', async () => {
    const v = careerSchema.parse({ ...person, comment: '', cv: { name: 'cv.pdf', size: 10, type: 'application/pdf' }, captcha: 'tok' });
    const form = careerFormData(v, new Blob(['%PDF-1.4']), 'cv.pdf', 42);
    expect([...new Set(form.keys())].sort()).toEqual([...CAREER_FIELDS].sort());
    expect(form.get('RefId')).toBe('42');
    expect(form.get('Phone')).toBe('+35621334455');
    const file = form.get('File');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('cv.pdf');
    expect(await (file as File).text()).toBe('%PDF-1.4');
  });
});

describe('property submission multipart', () => {
  const base = { ...submissionDefaults, fullName: 'Owner', contactNumber: '79123456', captcha: 'tok' };

  it('applies the defaults of SPEC §9 when nothing else is given', () => {
    const fields = Object.fromEntries(submissionFields(submissionSchema.parse(base), 0));
    expect(fields).toEqual({
      FullName: 'Owner',
      ContactNumber: '+35679123456',
      SalePrice: '0',
      PropertyType: '999',
      Bedrooms: '0',
      Bathrooms: '0',
      AvailableDate: '1900-01-01',
      LocationId: '999',
      Address: '',
      Latitude: '',
      Longitude: '',
      Description: '',
      CaptchValue: 'tok',
      SourceType: '2',
      RefId: '0',
    });
  });

  it('sends 9+ as 99, repeated LettingTypes[] and Features[], coordinates with a comma', () => {
    const v = submissionSchema.parse({
      ...base,
      lettingTypes: ['6', '7'],
      salePrice: '350.000',
      propertyType: '3',
      bedrooms: '99',
      bathrooms: '7',
      availableDate: '2999-01-01',
      locationId: '12',
      address: 'Triq il-Kbira',
      latitude: '35.911292',
      longitude: '14,489585',
      features: ['1', '4'],
      description: 'Nice',
    });
    const entries = submissionFields(v, 42);
    expect(entries.filter(([k]) => k === 'LettingTypes[]').map(([, x]) => x)).toEqual(['6', '7']);
    expect(entries.filter(([k]) => k === 'Features[]').map(([, x]) => x)).toEqual(['1', '4']);
    const one = Object.fromEntries(entries);
    expect(one).toMatchObject({
      SalePrice: '350000',
      PropertyType: '3',
      Bedrooms: '99',
      Bathrooms: '7',
      AvailableDate: '2999-01-01',
      LocationId: '12',
      Latitude: '35,911292',
      Longitude: '14,489585',
      RefId: '42',
    });
    for (const [k] of entries) expect(SUBMISSION_FIELDS).toContain(k);
  });

  it('sends the referral only when the API is known to read it on a submission', () => {
    const v = submissionSchema.parse(base);
    expect(Object.fromEntries(submissionFields(v, 42)).RefId).toBe('42');
    expect(submissionFields(v, null).map(([k]) => k)).not.toContain('RefId');
  });

  it('ignores a sale price when no sale type is chosen (the field is disabled)', () => {
    const v = submissionSchema.parse({ ...base, salePrice: '5000' });
    expect(Object.fromEntries(submissionFields(v, 0)).SalePrice).toBe('0');
  });

  it('sends the sale price in whole euros, without a decimal mark to read either way', () => {
    for (const [typed, sent] of [['350000,50', '350001'], ['350000.4', '350000'], ['350.000', '350000'], ['1,250,000', '1250000']]) {
      const v = submissionSchema.parse({ ...base, lettingTypes: ['6'], salePrice: typed });
      expect(Object.fromEntries(submissionFields(v, 0)).SalePrice, typed).toBe(sent);
    }
  });

  it('appends the photos under Photos with their names', () => {
    const v = submissionSchema.parse(base);
    const form = submissionFormData(v, [
      { bytes: new Blob([new Uint8Array([1])], { type: 'image/jpeg' }), name: 'photo-01.jpg' },
      { bytes: new Blob([new Uint8Array([2])], { type: 'image/png' }), name: 'photo-02.png' },
    ], 0);
    expect(form.getAll('Photos').map((f) => (f as File).name)).toEqual(['photo-01.jpg', 'photo-02.png']);
  });

  it('writes decimals with a comma', () => {
    expect(commaDecimal('35.9')).toBe('35,9');
    expect(commaDecimal('35,9')).toBe('35,9');
    expect(commaDecimal('-14')).toBe('-14');
    expect(commaDecimal('')).toBe('');
    expect(commaDecimal('abc')).toBe('');
  });
});

describe('withSenderLanguage', () => {
  const data = { name: 'Anna', comment: 'Cerco un attico a Sliema.' };

  it('leaves a message written on the English site as it is', () => {
    expect(withSenderLanguage(data, 'comment', 'en')).toBe(data);
  });

  it('ends a message written in another language with a line for the agency, in English', () => {
    expect(withSenderLanguage(data, 'comment', 'it')).toEqual({
      name: 'Anna',
      comment: 'Cerco un attico a Sliema.\n\n(Written on the site in Italian.)',
    });
    expect(withSenderLanguage({ comment: '  ' }, 'comment', 'it').comment).toBe('(Written on the site in Italian.)');
  });

  it('never takes a message past its field’s limit', () => {
    const long = { comment: 'x'.repeat(4990) };
    expect(withSenderLanguage(long, 'comment', 'it')).toBe(long);
    expect(withSenderLanguage({ comment: 'x'.repeat(100) }, 'comment', 'it', 120).comment).toBe('x'.repeat(100));
  });
});

describe('localeOfRequest', () => {
  it('reads the language middleware.ts set, English when there is none or it is no language', () => {
    expect(localeOfRequest(new Headers({ [LOCALE_HEADER]: 'it' }))).toBe('it');
    expect(localeOfRequest(new Headers({ [LOCALE_HEADER]: 'fr' }))).toBe('en');
    expect(localeOfRequest(new Headers())).toBe('en');
  });
});
