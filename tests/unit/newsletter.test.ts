import { message } from '@/lib/forms/messages';
import { describe, expect, it } from 'vitest';
import { NEWSLETTER_EMAIL_MAX, checkNewsletterEmail, checkNewsletterSignUp } from '@/lib/newsletter';

describe('checkNewsletterEmail', () => {
  it('accepts a trimmed address', () => {
    expect(checkNewsletterEmail('  anna@example.com ')).toEqual({ ok: true, email: 'anna@example.com' });
  });
  it.each([
    ['', message('emailRequired')],
    ['   ', message('emailRequired')],
    ['anna', message('newsletterEmail')],
    ['anna@', message('newsletterEmail')],
    ['anna@example', message('newsletterEmail')],
  ])('refuses %j', (value, code) => {
    expect(checkNewsletterEmail(value)).toEqual({ ok: false, message: code, field: 'email' });
  });
  it('refuses overlong addresses and non-strings', () => {
    expect(checkNewsletterEmail(`${'a'.repeat(NEWSLETTER_EMAIL_MAX)}@example.com`).ok).toBe(false);
    expect(checkNewsletterEmail(undefined).ok).toBe(false);
    expect(checkNewsletterEmail(42).ok).toBe(false);
  });
});

describe('checkNewsletterSignUp', () => {
  it('asks for the address first, then the human check', () => {
    expect(checkNewsletterSignUp('anna@', 'token')).toMatchObject({ ok: false, field: 'email' });
    expect(checkNewsletterSignUp('anna@example.com', '')).toEqual({
      ok: false,
      message: message('humanCheck'),
      field: 'captcha',
    });
    expect(checkNewsletterSignUp('anna@example.com', null)).toMatchObject({ ok: false, field: 'captcha' });
    expect(checkNewsletterSignUp(' anna@example.com', 'token')).toEqual({ ok: true, email: 'anna@example.com' });
  });
});
