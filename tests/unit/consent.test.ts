import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { CONSENT_ATTRIBUTE, CONSENT_STORAGE_KEY, consentBootScript, consentStateFor, parseConsentChoice } from '@/lib/consent';

/** Runs the boot script in a fake browser global with the given stored value (or a throwing storage). */
function boot(stored: string | null | 'throws', measurementId?: string) {
  const attributes: Record<string, string> = {};
  const global: Record<string, unknown> = {
    document: { documentElement: { setAttribute: (k: string, v: string) => (attributes[k] = v) } },
    localStorage: {
      getItem: (k: string) => {
        if (stored === 'throws') throw new Error('SecurityError');
        return k === CONSENT_STORAGE_KEY ? stored : null;
      },
    },
  };
  global.window = global;
  runInNewContext(consentBootScript(measurementId), global);
  const calls = ((global.dataLayer as IArguments[] | undefined) ?? []).map((a) => Array.from(a));
  return { attributes, calls };
}

describe('parseConsentChoice', () => {
  it('accepts only the two stored values', () => {
    expect(parseConsentChoice('accepted')).toBe('accepted');
    expect(parseConsentChoice('rejected')).toBe('rejected');
    expect(parseConsentChoice('ACCEPTED')).toBeNull();
    expect(parseConsentChoice('')).toBeNull();
    expect(parseConsentChoice(null)).toBeNull();
  });
});

describe('consentStateFor', () => {
  it('grants ad and analytics storage on accept and denies them otherwise', () => {
    expect(consentStateFor('accepted')).toEqual({
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      analytics_storage: 'granted',
    });
    for (const c of ['rejected', null] as const) {
      expect(Object.values(consentStateFor(c))).toEqual(['denied', 'denied', 'denied', 'denied']);
    }
  });
});

describe('consentBootScript', () => {
  it('marks the page with a stored choice so the banner stays hidden', () => {
    expect(boot('accepted').attributes).toEqual({ [CONSENT_ATTRIBUTE]: 'accepted' });
    expect(boot('rejected').attributes).toEqual({ [CONSENT_ATTRIBUTE]: 'rejected' });
    expect(boot(null).attributes).toEqual({});
    expect(boot('maybe').attributes).toEqual({});
    expect(boot('throws').attributes).toEqual({});
  });

  it('without a measurement id it sets up no analytics at all', () => {
    expect(consentBootScript()).not.toContain('gtag');
    expect(boot('accepted').calls).toEqual([]);
  });

  it('with a measurement id consent starts denied and the property is configured', () => {
    const { calls } = boot(null, 'G-TEST123');
    expect(calls[0]).toEqual(['consent', 'default', { ...consentStateFor(null), wait_for_update: 500 }]);
    expect(calls.some((c) => c[0] === 'consent' && c[1] === 'update')).toBe(false);
    expect(calls.at(-1)).toEqual(['config', 'G-TEST123']);
  });

  it('a stored acceptance grants consent before the property is configured', () => {
    const { calls } = boot('accepted', 'G-TEST123');
    expect(calls.slice(0, 2)).toEqual([
      ['consent', 'default', { ...consentStateFor(null), wait_for_update: 500 }],
      ['consent', 'update', consentStateFor('accepted')],
    ]);
    expect(calls.at(-1)).toEqual(['config', 'G-TEST123']);
  });

  it('a stored rejection keeps consent denied', () => {
    const { calls } = boot('rejected', 'G-TEST123');
    expect(calls.filter((c) => c[1] === 'update')).toEqual([]);
  });
});
