/**
 * axe-core over a page of the site, against WCAG 2.2 AA and axe's best practices: the violations are
 * printed rule by rule, with their elements. Only violations are collected in full (every rule still
 * runs): axe then spends no time describing the elements that pass.
 *
 * axe runs inside the page (the builder's legacy mode), not in parts gathered into a blank page of
 * its own: that mode serialises every rule's results over the protocol into a new page on each call,
 * which took 0.4–1.4 s of a 0.8–2.4 s check here (by hand on e39e699, three checks each of
 * /company, / and /residentials at 1280 px), for nothing these pages need. What it adds is axe in
 * frames of other origins; every frame these pages hold (the human check, a video, a map) is another
 * service's, and a same-origin frame would still be checked.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** No violation on the page, or on the part of it `include` selects; `state` names what is shown. */
export async function expectNoViolations(page: Page, state: string, include?: string) {
  let builder = new AxeBuilder({ page }).setLegacyMode().withTags(WCAG).options({ resultTypes: ['violations'] });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const report = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')} – ${n.failureSummary?.split('\n').slice(1).join(' ')}`).join('\n')}`,
  );
  expect(report, `${page.url()} – ${state}`).toEqual([]);
}
