/** Addresses per language (lib/i18n/paths.ts): the slug table, its way back, and what middleware reads. */
import { describe, expect, it } from 'vitest';
import { PROPERTY_TYPE_LANDINGS, FOOTER_LOCATIONS } from '@/lib/landing-pages';
import { LOCALES } from '@/lib/i18n/locales';
import {
  delocalizeLandingSlug,
  internalLocalePath,
  languageAlternates,
  localizeLandingSlug,
  localizePath,
  movedLandingPath,
  prefixLocale,
  resolveLocalePath,
  switchTarget,
} from '@/lib/i18n/paths';
import { propertyPath } from '@/lib/routes';

describe('localizeLandingSlug', () => {
  it.each([
    ['apartments-for-sale-in-malta', 'appartamenti-in-vendita-a-malta'],
    ['penthouses-for-sale-in-malta', 'attici-in-vendita-a-malta'],
    ['terraced-houses-for-sale-in-malta', 'case-a-schiera-in-vendita-a-malta'],
    ['seafront-property-for-sale-in-malta', 'immobili-fronte-mare-in-vendita-a-malta'],
    ['farmhouses-for-sale-in-gozo', 'casali-in-vendita-a-gozo'],
    ['apartments-for-sale-in-sliema', 'appartamenti-in-vendita-a-sliema'],
    ['property-for-sale-in-sliema', 'immobili-in-vendita-a-sliema'],
    ['property-for-sale-in-st-julians', 'immobili-in-vendita-a-st-julians'],
    ['property-for-sale-in-cental-malta', 'immobili-in-vendita-nel-centro-di-malta'],
    ['property-for-sale-in-north-malta', 'immobili-in-vendita-nel-nord-di-malta'],
    // "&" is "e" in Italian, never the English "and"
    ['property-for-sale-in-sliema-and-st-julians', 'immobili-in-vendita-a-sliema-e-st-julians'],
  ])('%s → %s in Italian', (english, italian) => {
    expect(localizeLandingSlug('it', english)).toBe(italian);
    expect(delocalizeLandingSlug('it', italian)).toBe(english);
  });

  it('leaves English slugs as they are, and a category the table does not know as the backend spells it', () => {
    expect(localizeLandingSlug('en', 'penthouses-for-sale-in-malta')).toBe('penthouses-for-sale-in-malta');
    expect(localizeLandingSlug('it', 'new-developments')).toBe('new-developments');
    expect(localizeLandingSlug('it', 'castles-for-sale-in-malta')).toBe('castles-for-sale-in-malta');
    expect(delocalizeLandingSlug('it', 'new-developments')).toBe('new-developments');
  });

  it('reads no English landing slug under Italian, nor an Italian one spelt otherwise', () => {
    expect(delocalizeLandingSlug('it', 'penthouses-for-sale-in-malta')).toBeNull();
    // the area's own Italian words, not the preposition with its English slug
    expect(delocalizeLandingSlug('it', 'immobili-in-vendita-a-north-malta')).toBeNull();
    expect(delocalizeLandingSlug('it', 'attici-in-vendita-malta')).toBeNull();
    expect(delocalizeLandingSlug('it', 'attici-in-vendita-a')).toBeNull();
    // words the table does not have are no landing slug of its own: the backend's, which knows none
    expect(delocalizeLandingSlug('it', 'castelli-in-vendita-a-malta')).toBe('castelli-in-vendita-a-malta');
  });

  it('sends the Italian address spelt with the English "and" to its address now, and nothing else', () => {
    expect(delocalizeLandingSlug('it', 'immobili-in-vendita-a-sliema-and-st-julians')).toBeNull();
    expect(movedLandingPath('/it/immobili-in-vendita-a-sliema-and-st-julians')).toBe('/it/immobili-in-vendita-a-sliema-e-st-julians');
    expect(movedLandingPath('/it/appartamenti-in-vendita-a-sliema-and-st-julians')).toBe('/it/appartamenti-in-vendita-a-sliema-e-st-julians');
    expect(movedLandingPath('/it/immobili-in-vendita-a-sliema-e-st-julians')).toBeNull();
    expect(movedLandingPath('/property-for-sale-in-sliema-and-st-julians')).toBeNull();
    expect(movedLandingPath('/it/immobili-in-vendita-a-sliema')).toBeNull();
    expect(movedLandingPath('/it/immobili-in-vendita-a-sliema-and-st-julians/x')).toBeNull();
  });

  it('gives every landing page of the site an Italian address of its own that reads back', () => {
    const slugs = [...PROPERTY_TYPE_LANDINGS, ...FOOTER_LOCATIONS].map((l) => l.slug);
    const italian = slugs.map((s) => localizeLandingSlug('it', s));
    expect(new Set(italian).size).toBe(slugs.length);
    italian.forEach((s, i) => {
      expect(s).not.toBe(slugs[i]);
      expect(s).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(delocalizeLandingSlug('it', s)).toBe(slugs[i]);
    });
  });

  it('keeps every table readable back: no place of its own starts with the preposition, no two types alike', () => {
    for (const { landingSlugs: table } of Object.values(LOCALES)) {
      if (!table) continue;
      for (const place of Object.values(table.places)) expect(place.startsWith(`${table.placePreposition}-`)).toBe(false);
      expect(new Set(Object.values(table.types)).size).toBe(Object.keys(table.types).length);
      for (const type of Object.values(table.types)) expect(type).not.toContain(`-${table.forSale}-`);
    }
  });
});

describe('localizePath', () => {
  it.each([
    ['/', '/it'],
    ['/?ref=3', '/it?ref=3'],
    ['/residentials?saleType=6&page=2', '/it/residentials?saleType=6&page=2'],
    ['/contact', '/it/contact'],
    ['/agent/12', '/it/agent/12'],
    ['/blog', '/it/blog'],
    ['/penthouses-for-sale-in-malta?bedrooms=3#results', '/it/attici-in-vendita-a-malta?bedrooms=3#results'],
    ['/404.html', '/it/404.html'],
  ])('%s → %s in Italian', (english, italian) => {
    expect(localizePath('it', english)).toBe(italian);
    expect(localizePath('en', english)).toBe(english);
  });

  it('keeps a property’s address as the backend spells it, even when it reads like a landing slug', () => {
    const path = propertyPath({ id: 12, lettingType: 6, urlSlug: 'property-for-sale-in-sliema' });
    expect(path).toBe('/property-for-sale-in-sliema-12-6');
    expect(localizePath('it', path)).toBe('/it/property-for-sale-in-sliema-12-6');
    expect(resolveLocalePath('/it/property-for-sale-in-sliema-12-6')).toEqual({ locale: 'it', path });
  });
});

describe('resolveLocalePath', () => {
  it.each([
    ['/', 'en', '/'],
    ['/residentials', 'en', '/residentials'],
    ['/penthouses-for-sale-in-malta', 'en', '/penthouses-for-sale-in-malta'],
    ['/it', 'it', '/'],
    ['/it/residentials', 'it', '/residentials'],
    ['/it/attici-in-vendita-a-malta', 'it', '/penthouses-for-sale-in-malta'],
    ['/it/immobili-in-vendita-nel-centro-di-malta', 'it', '/property-for-sale-in-cental-malta'],
    ['/it/detail/12', 'it', '/detail/12'],
    ['/it/404.html', 'it', '/404.html'],
    ['/italy', 'en', '/italy'],
  ])('%s is %s, %s', (pathname, locale, path) => {
    expect(resolveLocalePath(pathname)).toEqual({ locale, path });
  });

  it.each(['/en', '/en/residentials', '/it/penthouses-for-sale-in-malta', '/it/property-for-sale-in-sliema', '/it/blog/buying-in-sliema'])(
    '%s is no page in any language',
    (pathname) => expect(resolveLocalePath(pathname)).toBeNull(),
  );

  it.each([
    ['/it/property-for-sale-in-sliema', 'it'],
    ['/it/blog/buying-in-sliema', 'it'],
    ['/en/residentials', 'en'],
    ['/italy', 'en'],
    ['/', 'en'],
  ])('%s is not found in %s', (pathname, locale) => expect(prefixLocale(pathname)).toBe(locale));

  it('reads back every address localizePath writes', () => {
    for (const english of ['/', '/company', '/agent/3', '/apartments-for-sale-in-malta', '/property-for-sale-in-gozo', '/x-12-6']) {
      expect(resolveLocalePath(localizePath('it', english))).toEqual({ locale: 'it', path: english });
      expect(resolveLocalePath(localizePath('en', english))).toEqual({ locale: 'en', path: english });
    }
  });
});

describe('the blog’s posts, in English only', () => {
  it('are linked as they are from every language, and have no Italian address nor alternate', () => {
    expect(localizePath('it', '/blog/buying-in-sliema')).toBe('/blog/buying-in-sliema');
    expect(resolveLocalePath('/it/blog/buying-in-sliema')).toBeNull();
    expect(languageAlternates('/blog/buying-in-sliema')).toEqual({ en: '/blog/buying-in-sliema', 'x-default': '/blog/buying-in-sliema' });
    expect(languageAlternates('/blog?page=2')).toEqual({ en: '/blog?page=2', it: '/it/blog?page=2', 'x-default': '/blog?page=2' });
  });

  it('send the language switch to the blog, which every language has', () => {
    expect(switchTarget('/blog/buying-in-sliema')).toBe('/blog');
    expect(switchTarget('/penthouses-for-sale-in-malta')).toBe('/penthouses-for-sale-in-malta');
  });
});

describe('languageAlternates', () => {
  it('names the page in every language, English as x-default', () => {
    expect(languageAlternates('/penthouses-for-sale-in-malta')).toEqual({
      en: '/penthouses-for-sale-in-malta',
      it: '/it/attici-in-vendita-a-malta',
      'x-default': '/penthouses-for-sale-in-malta',
    });
    expect(languageAlternates('/')).toEqual({ en: '/', it: '/it', 'x-default': '/' });
  });
});

describe('internalLocalePath', () => {
  it('puts the English path under its language’s route segment', () => {
    expect(internalLocalePath('en', '/')).toBe('/en');
    expect(internalLocalePath('en', '/residentials')).toBe('/en/residentials');
    expect(internalLocalePath('it', '/penthouses-for-sale-in-malta')).toBe('/it/penthouses-for-sale-in-malta');
  });
});
