import { describe, expect, it } from 'vitest';
import {
  REFERRAL_MAX_AGE_SECONDS,
  parseReferral,
  referralCookieFor,
  referralIdOf,
  referralPageApplies,
} from '@/lib/referral';

describe('parseReferral', () => {
  it.each([
    ['77', 77],
    ['5', 5],
    ['000123', 123],
    ['999999999', 999999999],
  ])('%s is a referral', (value, id) => {
    expect(parseReferral(value)).toBe(id);
  });

  it.each([null, undefined, '', 'abc', '0', '-5', '1.5', '1e3', ' 7', '7 ', '0x1F', '1234567890', '77abc', '７７'])(
    '%j is ignored',
    (value) => {
      expect(parseReferral(value)).toBeNull();
    },
  );
});

describe('referralIdOf', () => {
  it("is the cookie's referral id, 0 when there is none or it is not one", () => {
    expect(referralIdOf('42')).toBe(42);
    for (const v of [undefined, null, '', '0', '42abc', '-1', '1e3', '9'.repeat(20)]) expect(referralIdOf(v), String(v)).toBe(0);
  });
});

describe('referralCookieFor', () => {
  it('keeps a numeric ref for 50 days on path /, out of reach of page scripts', () => {
    expect(referralCookieFor('/residentials', new URLSearchParams('ref=77'))).toEqual({
      name: 'refId',
      value: '77',
      maxAge: 50 * 86400,
      path: '/',
      sameSite: 'lax',
      httpOnly: true,
    });
    expect(REFERRAL_MAX_AGE_SECONDS).toBe(4_320_000);
  });

  it('sets nothing for a non-numeric or missing ref', () => {
    expect(referralCookieFor('/', new URLSearchParams('ref=abc'))).toBeNull();
    expect(referralCookieFor('/', new URLSearchParams(''))).toBeNull();
    expect(referralCookieFor('/', new URLSearchParams('ref=5;%20Domain=evil'))).toBeNull();
  });

  it('uses the first ref when repeated', () => {
    expect(referralCookieFor('/', new URLSearchParams('ref=3&ref=9'))?.value).toBe('3');
  });
});

describe('referralPageApplies', () => {
  it.each(['/', '/residentials', '/commercials', '/penthouses-for-sale-in-malta', '/sliema-flat-12-6', '/detail/12/6'])(
    '%s keeps the referral',
    (path) => {
      expect(referralPageApplies(path)).toBe(true);
    },
  );
  it.each(['/blog', '/blog/a-post', '/contact', '/agent/3', '/thankyou-contact', '/404.html', '/page-not-found', '/property-detail/12/6', '/cached-listing/residentials', '/cached-agent/3/1', '/cached-blog/2'])(
    '%s does not',
    (path) => {
      expect(referralPageApplies(path)).toBe(false);
    },
  );
});
