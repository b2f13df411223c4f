/**
 * Every page type loads with no Content-Security-Policy violation and no console error, in Chromium
 * and in Firefox ESR (tests/support/page-policy.ts): the policy has no 'unsafe-eval' without a Maps
 * key, so a script that merely probes for eval shows up here. Each page made once and served from the
 * cache, whose policy allows its inline scripts by their hashes (docs/decisions/cached-pages.md), is
 * loaded twice in each browser and must hydrate both times.
 */
import { expect, test } from './fixtures';
import { chromiumProblems, describeProblems, firefoxProblems, pageTypePaths, type PageTypes } from '../support/page-policy';

test.describe('no policy violation and no console error on any page type', () => {
  let pages: PageTypes;

  test.beforeAll(async ({ baseURL }) => {
    pages = await pageTypePaths(baseURL!);
  });

  test('in Chromium', async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const problems = await chromiumProblems(page, baseURL!, pages);
    expect(describeProblems('Chromium', problems), `${pages.paths.length} pages: ${pages.paths.join(' ')}`).toBe('');
  });

  test('in Firefox ESR', async ({ baseURL }) => {
    test.setTimeout(120_000);
    const problems = await firefoxProblems(baseURL!, pages);
    expect(describeProblems('Firefox ESR', problems), `${pages.paths.length} pages: ${pages.paths.join(' ')}`).toBe('');
  });
});
