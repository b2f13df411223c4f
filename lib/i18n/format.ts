/** Placeholders in the dictionaries' texts: "{name}". */
const PLACEHOLDER = /\{(\w+)\}/g;

/** A text with its placeholders filled; a placeholder without a value stays as written. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(PLACEHOLDER, (whole, key: string) => (Object.hasOwn(values, key) ? String(values[key]) : whole));
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
