/**
 * Every page type loads with no Content-Security-Policy violation and no console error, in Chromium
 * and in Firefox ESR (tests/support/page-policy.ts): the policy has no 'unsafe-eval' without a Maps
 * key, so a script that merely probes for eval shows up here.
 */
import { expect, test } from './fixtures';
import { chromiumProblems, describeProblems, firefoxProblems, pageTypePaths } from '../support/page-policy';

test.describe('no policy violation and no console error on any page type', () => {
  let paths: string[];

  test.beforeAll(async ({ baseURL }) => {
    paths = await pageTypePaths(baseURL!);
  });

  test('in Chromium', async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const problems = await chromiumProblems(page, baseURL!, paths);
    expect(describeProblems('Chromium', problems), `${paths.length} pages: ${paths.join(' ')}`).toBe('');
  });

  test('in Firefox ESR', async ({ baseURL }) => {
    test.setTimeout(120_000);
    const problems = await firefoxProblems(baseURL!, paths);
    expect(describeProblems('Firefox ESR', problems), `${paths.length} pages: ${paths.join(' ')}`).toBe('');
  });
});
