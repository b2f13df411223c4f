import { describe, expect, it } from 'vitest';
import { addPhotos, checkCv, checkPhotoLimits, formatBytes, safeFileName } from '@/lib/forms/files';
import { addDays, isIsoDay, maltaDay } from '@/lib/forms/malta-time';
import { message } from '@/lib/forms/messages';
import { phoneCountryOptions, readPhone, wirePhone } from '@/lib/forms/phone';
import { submissionChoices } from '@/lib/forms/submission-options';
import { en } from '@/lib/i18n/dictionaries/en';
import { it as italian } from '@/lib/i18n/dictionaries/it';
import { DEFAULT_VIEWING_SLOT, resolveViewingSlot, VIEWING_SLOTS } from '@/lib/forms/viewing-slots';

describe('viewing slots', () => {
  it('are exactly six: Morning, Afternoon, Evening × today, tomorrow; default Afternoon today', () => {
    expect(VIEWING_SLOTS.map((s) => s.key)).toEqual([
      'today-morning',
      'today-afternoon',
      'today-evening',
      'tomorrow-morning',
      'tomorrow-afternoon',
      'tomorrow-evening',
    ]);
    expect(DEFAULT_VIEWING_SLOT).toBe('today-afternoon');
  });

  it('resolve to Malta dates (Europe/Malta, across midnight and DST)', () => {
    // 22:30 UTC on 28 March 2026 is 23:30 in Malta (CET); tomorrow is the 29th, the DST change day
    expect(resolveViewingSlot('today-morning', new Date('2026-03-28T22:30:00Z'))).toEqual({ date: '2026-03-28', time: 'Morning' });
    expect(resolveViewingSlot('tomorrow-evening', new Date('2026-03-28T22:30:00Z'))).toEqual({ date: '2026-03-29', time: 'Evening' });
    // 23:30 UTC is already the next day in Malta
    expect(resolveViewingSlot('today-afternoon', new Date('2026-07-31T23:30:00Z'))).toEqual({ date: '2026-08-01', time: 'Afternoon' });
    expect(resolveViewingSlot('yesterday-morning', new Date())).toBeNull();
  });
});

describe('Malta dates', () => {
  it('know the calendar', () => {
    expect(maltaDay(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(isIsoDay('2026-02-29')).toBe(false);
    expect(isIsoDay('2028-02-29')).toBe(true);
    expect(isIsoDay('29/02/2028')).toBe(false);
  });
});

describe('phones', () => {
  it('default to Malta and are sent in E.164 (tests/unit/forms-phone.test.ts has the world)', () => {
    expect(readPhone('2133 4455', 'MT').ok).toBe(true);
    expect(wirePhone('21334455', 'MT')).toBe('+35621334455');
    expect(wirePhone('+44 20 7946 0958', 'MT')).toBe('+442079460958');
    expect(wirePhone('', 'MT')).toBe('');
    expect(readPhone('123', 'MT').ok).toBe(false);
    expect(readPhone('', 'MT').ok).toBe(false);
  });
  it('list countries by name with Malta first', () => {
    const list = phoneCountryOptions();
    expect(list[0]).toEqual({ code: 'MT', name: 'Malta', callingCode: '356' });
    expect(list.length).toBeGreaterThan(200);
    expect(list.find((c) => c.code === 'GB')?.callingCode).toBe('44');
    // made once per language: each form of a page, and each page, is given the same list
    expect(phoneCountryOptions('en')).toBe(list);
  });
  it('name the countries in the page’s language, sorted as that language sorts', () => {
    const list = phoneCountryOptions('it');
    expect(list[0]).toEqual({ code: 'MT', name: 'Malta', callingCode: '356' });
    expect(list.find((c) => c.code === 'GB')?.name).toBe('Regno Unito');
    expect(list.find((c) => c.code === 'DE')?.name).toBe('Germania');
    const names = list.slice(1).map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'it')));
  });
});

describe('files', () => {
  const f = (size: number, type = 'image/jpeg', name = 'p.jpg') => ({ size, type, name });
  it('photo limits: 20 files, 20 MB together', () => {
    expect(checkPhotoLimits(Array.from({ length: 20 }, () => f(1024 * 1024)))).toBeNull();
    expect(checkPhotoLimits(Array.from({ length: 21 }, () => f(1)))).toBe(message('photosLimit'));
    expect(checkPhotoLimits([f(20 * 1024 * 1024 + 1)])).toBe(message('photosLimit'));
  });
  it('a pick beyond the limits, or with a non-image, is not taken at all', () => {
    const current = [f(10)];
    expect(addPhotos(current, Array.from({ length: 20 }, () => f(10)))).toEqual({ photos: current, error: message('photosLimit') });
    expect(addPhotos(current, [f(10), f(10, 'text/html', 'a.html')])).toEqual({ photos: current, error: message('photoType') });
    expect(addPhotos(current, [f(10, 'image/png', 'b.png')]).photos).toHaveLength(2);
  });
  it('CV: required, PDF or Word, at most 5 MB', () => {
    expect(checkCv(null)).toBe(message('cvRequired'));
    expect(checkCv(f(100, 'application/pdf', 'cv.pdf'))).toBeNull();
    expect(checkCv(f(100, '', 'cv.DOCX'))).toBeNull();
    expect(checkCv(f(100, 'text/html', 'cv.html'))).toBe(message('cvType'));
    expect(checkCv(f(5 * 1024 * 1024 + 1, 'application/pdf', 'cv.pdf'))).toBe(message('cvSize'));
  });
  it('names passed on are harmless', () => {
    expect(safeFileName('../../etc/passwd', 'pdf', 'cv')).toBe('passwd.pdf');
    expect(safeFileName('Marija Ċilia CV.exe', 'docx', 'cv')).toBe('Marija-Cilia-CV.docx');
    expect(safeFileName('<>', 'pdf', 'cv')).toBe('cv.pdf');
    expect(safeFileName('C:\\Users\\me\\My CV.pdf', 'pdf', 'cv')).toBe('My-CV.pdf');
  });
  it('sizes read well', () => {
    expect(formatBytes(20 * 1024 * 1024)).toBe('20.0 MB');
    expect(formatBytes(1500)).toBe('1 KB');
    expect(formatBytes(1.4 * 1024 * 1024, ',')).toBe('1,4 MB');
  });
});

describe('submission choices', () => {
  const options = {
    propertyTypes: [
      { id: 1, name: 'Apartment', lettingType: 6 },
      { id: 1, name: 'Apartment', lettingType: 7 },
      { id: 2, name: 'Office', lettingType: 7 },
    ],
    areas: [
      { id: 1, name: 'Central Malta' },
      { id: 5, name: 'Gozo' },
    ],
    locations: [
      { id: 10, name: 'Victoria', areaId: 5, popular: true },
      { id: 11, name: 'Attard', areaId: 1, popular: false },
    ],
    features: [
      { id: 3, name: 'lift' },
      { id: 1, name: 'Air Conditioning' },
      { id: 2, name: 'Garage' },
    ],
  };
  it('de-duplicate types by id, keep the first area’s locations, sort features by name', () => {
    const c = submissionChoices(options, en);
    expect(c.propertyTypes).toEqual([
      { value: '1', label: 'Apartment' },
      { value: '2', label: 'Office' },
    ]);
    expect(c.locations).toEqual([{ value: '11', label: 'Attard' }]);
    expect(c.areaName).toBe('Central Malta');
    expect(c.features.map((f) => f.label)).toEqual(['Air Conditioning', 'Garage', 'lift']);
    expect(c.saleTypes).toEqual([
      { value: '6', label: 'Residential Sale' },
      { value: '7', label: 'Commercial Sale' },
    ]);
  });
  it('name the sale types, property types and area in the page’s language; localities and features as the backend wrote them', () => {
    const c = submissionChoices(options, italian);
    expect(c.saleTypes.map((s) => s.label)).toEqual(['Vendita residenziale', 'Vendita commerciale']);
    expect(c.propertyTypes.map((p) => p.label)).toEqual(['Appartamento', 'Ufficio']);
    expect(c.areaName).toBe('Centro di Malta');
    expect(c.locations).toEqual([{ value: '11', label: 'Attard' }]);
    expect(c.features.map((f) => f.label)).toEqual(['Air Conditioning', 'Garage', 'lift']);
  });
  it('still offer the sale types without filter options', () => {
    expect(submissionChoices(null, en)).toMatchObject({ propertyTypes: [], locations: [], features: [] });
  });
});
