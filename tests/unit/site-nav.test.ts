import { describe, expect, it } from 'vitest';
import { MAIN_MENU, activeMenuHref } from '@/lib/site-nav';
import { en } from '@/lib/i18n/dictionaries/en';

describe('MAIN_MENU', () => {
  it('is the fuller reading of the menu, with Add My Properties emphasised last', () => {
    expect(MAIN_MENU.map((i) => en.nav[i.key])).toEqual([
      'Home',
      'Residentials',
      'Commercials',
      'Agents',
      'Careers',
      'Blog',
      'Contact Us',
      'Add My Properties',
    ]);
    expect(MAIN_MENU.filter((i) => i.emphasis).map((i) => i.href)).toEqual(['/my-properties']);
  });
});

describe('activeMenuHref', () => {
  it.each([
    ['/', '/'],
    ['/residentials', '/residentials'],
    ['/residentials/', '/residentials'],
    ['/commercials', '/commercials'],
    ['/agents', '/agents'],
    ['/agent/12', '/agents'],
    ['/career', '/career'],
    ['/blog', '/blog'],
    ['/blog/buying-in-sliema', '/blog'],
    ['/contact', '/contact'],
    ['/my-properties', '/my-properties'],
  ])('%s → %s', (path, href) => {
    expect(activeMenuHref(path)).toBe(href);
  });

  it.each(['/company', '/thankyou', '/blogger', '/agentsx', '/penthouses-for-sale-in-malta'])('%s has no active item', (path) => {
    expect(activeMenuHref(path)).toBeNull();
  });
});
