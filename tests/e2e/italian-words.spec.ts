/**
 * No Italian page shows a sentence of the site's own English (issue 39's crawl): one page of each
 * type under /it, its text read as a visitor sees it (the rendered page, its closed dialogs and
 * panels included), outside what is marked lang="en" (the backend's texts: titles, descriptions,
 * posts, agents' words, features). A sentence is the site's own English when it is one of the
 * English dictionary's texts (the form messages among them) that the Italian dictionary says differently, when
 * it has a word of the site's English that its Italian never uses, or when it reads as English by
 * its small words (the, and, your…), which no Italian sentence uses.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { pathOf, search } from '../support/backend-data';
import { LOCALITIES } from '../../backend/src/seed/places';
import { en } from '../../lib/i18n/dictionaries/en';
import { it as italian } from '../../lib/i18n/dictionaries/it';

test.describe.configure({ mode: 'parallel' });
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => window.localStorage.setItem('cookie-consent', 'rejected'));
});

/** Every text of a dictionary, by its path. */
function texts(node: unknown, path = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof node === 'string') out.set(path, node);
  else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) for (const [p, t] of texts(v, `${path}.${k}`)) out.set(p, t);
  return out;
}

/** The English sentences of the site's own that Italian says otherwise, without their placeholders. */
const italianTexts = texts(italian);
const ENGLISH = [...texts(en)]
  .filter(([path, text]) => italianTexts.get(path) !== text)
  .map(([, text]) => text)
  .flatMap((t) => t.split(/\{[^}]+\}/))
  .map((t) => t.trim())
  .filter((t) => t.split(/\s+/).length >= 3);

/** Small English words no Italian sentence has. */
const ENGLISH_WORDS = /\b(the|and|your|you|with|please|this|that|our|are|is|of)\b/gi;
const readsAsEnglish = (sentence: string) => new Set(sentence.toLowerCase().match(ENGLISH_WORDS) ?? []).size >= 2;

/**
 * The words of the site's English that its Italian never uses ("bedrooms", "name", "price"): one of
 * them in a short label or button shows it was left in English. Names (places, brands) are in both.
 */
const wordsOf = (texts: Iterable<string>) => new Set([...texts].flatMap((t) => t.toLowerCase().match(/\p{L}{3,}/gu) ?? []));
const italianWords = wordsOf(italianTexts.values());
// the months' short names are a calendar's, not sentences ("Jan" is also in Italian's "Svalbard e Jan Mayen")
const ENGLISH_ONLY = new Set([...wordsOf([...texts(en)].filter(([path]) => path !== '.shortlist.months').map(([, t]) => t))].filter((w) => !italianWords.has(w)));
const hasEnglishWord = (sentence: string) => (sentence.toLowerCase().match(/\p{L}{3,}/gu) ?? []).some((w) => ENGLISH_ONLY.has(w));

/**
 * Names that are the same in every language: the agency's, and the localities', which stay as
 * they are (docs/glossary-it.md), as the reference backend's demo data names them.
 */
const NAMES = ['Malta Property Sales', ...LOCALITIES.map((l) => l.name)];

/**
 * The page's own text, sentence by sentence: not scripts, not what is marked lang="en"; the
 * backend's texts (the lang="en" ones) and e-mail addresses are taken out of the sentences that
 * quote them ("Salva {title} nei preferiti").
 */
async function ownSentences(page: Page): Promise<string[]> {
  const { texts, quoted } = await page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || el.closest('script, style, template, [lang="en"]')) continue;
      // an e-mail address is written in parts (its line breaks, components/ui/email-link.tsx): its
      // link's name, read below, holds it whole, and addresses are no sentences
      if (el.closest('a[href^="mailto:"]')) continue;
      out.push(n.textContent ?? '');
    }
    // attributes a visitor hears or sees: names, placeholders, titles
    for (const el of document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      if (el.closest('[lang="en"]')) continue;
      for (const a of ['aria-label', 'placeholder', 'title', 'alt']) {
        const v = el.getAttribute(a);
        if (v) out.push(v);
      }
    }
    const quoted = [...document.querySelectorAll('[lang="en"]')].map((e) => e.textContent?.trim() ?? '').filter((t) => t.length > 3);
    return { texts: out, quoted };
  });
  const unquote = (t: string) => [...quoted, ...NAMES].reduce((acc, q) => acc.split(q).join(' '), t).replace(/\S+@\S+/g, ' ');
  return unquote(texts.join('\n'))
    .split(/\n|(?<=[.!?])\s+/)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

const PAGES: { name: string; path: string | ((request: Parameters<typeof search>[0]) => Promise<string>) }[] = [
  { name: 'home', path: '/it' },
  { name: 'listing', path: '/it/residentials' },
  { name: 'landing page', path: '/it/attici-in-vendita-a-malta' },
  { name: 'detail', path: async (request) => `/it${pathOf((await search(request, 6))[0]!)}` },
  { name: 'agents', path: '/it/agents' },
  { name: 'blog', path: '/it/blog' },
  { name: 'company', path: '/it/company' },
  { name: 'careers', path: '/it/career' },
  { name: 'contact', path: '/it/contact' },
  { name: 'add my property', path: '/it/my-properties' },
  { name: 'thank-you', path: '/it/thankyou-contact' },
  { name: 'shortlist', path: '/it/shortlist' },
  { name: 'compare', path: '/it/compare' },
  { name: 'not found', path: '/it/pagina-che-non-esiste' },
];

for (const type of PAGES) {
  test(`${type.name}: no sentence of the site's own in English`, async ({ page, request }) => {
    await page.goto(typeof type.path === 'string' ? type.path : await type.path(request));
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    const sentences = await ownSentences(page);
    const english = sentences.filter((s) => readsAsEnglish(s) || hasEnglishWord(s) || ENGLISH.some((e) => s.includes(e)));
    expect(english, `${type.name} (${page.url()})`).toEqual([]);
  });
}

/** Forms a Maltese agent would not write (issue 64's review), each with what the pages say instead (docs/glossary-it.md). */
const WRONG_FORMS: [RegExp, string][] = [
  [/imposta di bollo/i, 'imposta di registro (stamp duty)'],
  [/prima casa/i, 'Primo acquisto (first-time buyer)'],
  [/cookie essenziali/i, 'cookie tecnici'],
  [/tra di noi/i, 'Parliamo inglese, maltese, italiano'],
  [/stiamo inviando/i, 'non riusciamo a inviare la tua'],
  [/San Giljan/i, 'St Julian’s'],
  [/\{count\} selezionati/, '{count} selezionate'],
];

test('the Italian texts have none of the wrong forms, and say what the glossary says', () => {
  const all = [...italianTexts.values()].join('\n');
  for (const [wrong, right] of WRONG_FORMS) {
    expect(all, String(wrong)).not.toMatch(wrong);
    expect(all, right).toContain(right);
  }
});

test('the Italian pages write the fixed words: one bedroom, ad Attard, the company’s languages and branches', async ({ page, request }) => {
  await page.goto('/it/residentials?beds=1');
  await expect(page).toHaveTitle(/1 camera da letto/);
  await page.goto('/it/company');
  const main = page.getByRole('main');
  await expect(main).toContainText('Parliamo inglese, maltese, italiano');
  await expect(main).toContainText('St Julian’s');
  await expect(main).not.toContainText('San Giljan');
  await page.goto('/it/immobili-in-vendita-a-attard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Immobili in vendita ad Attard');
  // Sliema & St Julians: "e" in the Italian address, and the address with the English "and" moved there for good
  const old = await request.get('/it/immobili-in-vendita-a-sliema-and-st-julians?beds=2', { maxRedirects: 0 });
  expect(old.status()).toBe(308);
  expect(new URL(old.headers()['location']!, 'http://x').pathname + new URL(old.headers()['location']!, 'http://x').search).toBe(
    '/it/immobili-in-vendita-a-sliema-e-st-julians?beds=2',
  );
  const now = await request.get('/it/immobili-in-vendita-a-sliema-e-st-julians', { maxRedirects: 0 });
  expect(now.status()).toBe(200);
});
