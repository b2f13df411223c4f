/** Placeholders in the dictionaries' texts: "{name}". */
const PLACEHOLDER = /\{(\w+)\}/g;
/** A placeholder, and the Italian word before it whose form depends on the value's first sound ("a {place}", "del {percent}"). */
const PLACEHOLDER_AFTER_WORD = /(?:(^|[\s(])(a|il|al|dal|del|nel|sul) )?\{(\w+)\}/g;
/** The Italian prepositions and article that elide before a vowel ("dell’1%", "all’8%"). */
const ELIDED: Readonly<Record<string, string>> = { il: 'l’', al: 'all’', dal: 'dall’', del: 'dell’', nel: 'nell’', sul: 'sull’' };

/**
 * Whether a number as written ("1%", "8,5", "11.000") is read with a vowel first in Italian: uno,
 * otto, undici and ottanta… (1, 8…, 11 and 11 thousand or million), not mille (1.000) or diciotto.
 */
function numberReadWithVowel(text: string): boolean {
  const whole = /^(\d{1,3}(?:\.\d{3})*)(?![\d.]\d)/.exec(text)?.[1];
  if (!whole) return false;
  const digits = whole.replace(/\./g, '');
  return digits === '1' || digits.startsWith('8') || (digits.startsWith('11') && digits.length % 3 === 2);
}

/**
 * Italian's word before a value, as its first sound wants it: "ad" before a word starting with a
 * ("ad Attard"), the elided article or preposition before a number read with a vowel ("dell’1%").
 * No English text has these words before a placeholder.
 */
function italianWordBefore(word: string, value: string): string {
  if (word === 'a') return /^[aàAÀ]/.test(value) ? 'ad ' : 'a ';
  return numberReadWithVowel(value) ? (ELIDED[word] ?? `${word} `) : `${word} `;
}

/** A text with its placeholders filled; a placeholder without a value stays as written. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(PLACEHOLDER_AFTER_WORD, (whole, lead: string | undefined, word: string | undefined, key: string) => {
    if (!Object.hasOwn(values, key)) return whole;
    const value = String(values[key]);
    return word === undefined ? value : `${lead ?? ''}${italianWordBefore(word, value)}${value}`;
  });
}

/**
 * A text cut around its placeholders, for a sentence with links inside, whose order each language
 * decides: "Browse {a} and {b}." → ["Browse ", { slot: "a" }, " and ", { slot: "b" }, "."].
 */
export function templateParts(template: string): (string | { slot: string })[] {
  const parts: (string | { slot: string })[] = [];
  let at = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    if (match.index > at) parts.push(template.slice(at, match.index));
    parts.push({ slot: match[1] ?? '' });
    at = match.index + match[0].length;
  }
  if (at < template.length) parts.push(template.slice(at));
  return parts;
}

/** A list as the dictionaries write it, comma-separated ("a, b, c"): search keywords. */
export function commaList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}
