/** The dictionaries (lib/i18n/dictionaries): the same texts in every language, none left empty or untranslated. */
import { describe, expect, it } from 'vitest';
import { en } from '@/lib/i18n/dictionaries/en';
import { it as italian } from '@/lib/i18n/dictionaries/it';
import { commaList, fill, templateParts } from '@/lib/i18n/format';

/** Every leaf of a dictionary as [dotted key, text]. */
function leaves(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Texts that are the same word in both languages: names, loanwords Italian uses as they are. */
const SAME_IN_ITALIAN = new Set([
  'frame.chat',
  'nav.home',
  'nav.blog',
  // "video tour" is what Italian property sites say
  'detailActions.videoTour',
  'detailActions.videoTitle',
  'agents.email',
  'forms.emailDialog',
  'forms.cv',
  'footer.newsletter',
  'pages.blog.title',
  'intro.blog.title',
  'notFound.homePage',
  // "No" is the Italian word too, and "Maltese" the citizenship
  'compareTable.rows.no',
  'foreignBuyer.no',
  'foreignBuyer.sdas.no',
  'foreignBuyer.spouses.none',
  'foreignBuyer.citizenships.maltese',
  // the abbreviations Italian uses as they are
  'filters.min',
  'filters.max',
  // a pattern of placeholders and brackets, no words
  'listing.titleSort',
]);

describe('dictionaries', () => {
  const english = new Map(leaves(en));
  const translated = new Map(leaves(italian));

  // the backend's type and area names: tables by the backend's English names, empty in English
  const own = (keys: Iterable<string>) => [...keys].filter((k) => !k.startsWith('propertyTypeNames.') && !k.startsWith('areaNames.')).sort();

  it('have exactly the same keys in English and Italian', () => {
    expect(own(translated.keys())).toEqual(own(english.keys()));
  });

  it('name every property type of the reference backend in Italian', () => {
    const names = ['Apartment', 'Penthouse', 'Maisonette', 'Townhouse', 'Villa', 'Farmhouse', 'Terraced House', 'House of Character'];
    for (const name of names) expect(italian.propertyTypeNames[name], name).toBeTruthy();
    expect(Object.keys(en.propertyTypeNames)).toEqual([]);
  });

  it('name the three parts of Malta as the glossary does, and no other area', () => {
    expect(italian.areaNames).toEqual({ 'Central Malta': 'Centro di Malta', 'North Malta': 'Nord di Malta', 'South Malta': 'Sud di Malta' });
    expect(Object.values(italian.areaNames)).toEqual(Object.values(italian.regions));
    expect(Object.keys(en.areaNames)).toEqual([]);
  });

  it('leave no text empty and keep every placeholder of the English text', () => {
    for (const [key, text] of translated) {
      expect(text.trim(), key).not.toBe('');
      if (english.has(key)) expect(placeholders(text), key).toEqual(placeholders(english.get(key) ?? ''));
    }
  });

  it('translate every text but the few that are the same word in Italian', () => {
    const same = [...translated].filter(([key, text]) => english.has(key) && text === english.get(key)).map(([key]) => key);
    expect(same.sort()).toEqual([...SAME_IN_ITALIAN].sort());
  });
});

describe('fill and templateParts', () => {
  it('fill the placeholders they are given and leave the others', () => {
    expect(fill('© {year} {name}. {other}', { year: 2026, name: 'Agency' })).toBe('© 2026 Agency. {other}');
  });

  it('write Italian\'s word before a value as its first sound wants it: ad Attard, dell\'1%', () => {
    expect(fill(italian.listing.inPlace, { place: 'Attard' })).toBe('ad Attard');
    expect(fill(italian.listing.inPlace, { place: 'Sliema' })).toBe('a Sliema');
    expect(fill(italian.listing.inPlace, { place: 'Iklin' })).toBe('a Iklin');
    expect(fill(italian.prices.below, { percent: 12, kind: 'attici', place: 'Attard' })).toBe('12% sotto il prezzo mediano richiesto al m² per attici ad Attard');
    for (const [percent, word] of [['1%', 'dell’1%'], ['8%', 'dell’8%'], ['11%', 'dell’11%'], ['1,5%', 'dell’1,5%'], ['80%', 'dell’80%'], ['5%', 'del 5%'], ['18%', 'del 18%'], ['10%', 'del 10%']]) {
      expect(fill('acconto del {percent}', { percent: percent! }), percent).toBe(`acconto ${word}`);
    }
    expect(fill('il {n} e al {m}', { n: '1.000', m: '8.000' })).toBe('il 1.000 e all’8.000');
    expect(fill('{a}{b} a {c}', { a: 'x', b: 'y', c: 'Attard' })).toBe('xy ad Attard');
    // English never writes these words before a value
    expect(fill(en.listing.inPlace, { place: 'Attard' })).toBe('in Attard');
  });

  it('cut a sentence around its placeholders, in its own order', () => {
    expect(templateParts(italian.home.browse)).toEqual(['Sfoglia gli immobili ', { slot: 'residential' }, ' e ', { slot: 'commercial' }, '.']);
    expect(templateParts('{a}')).toEqual([{ slot: 'a' }]);
  });

  it('read a comma-separated list', () => {
    expect(commaList(' a, b ,, c ')).toEqual(['a', 'b', 'c']);
  });
});
