import { describe, expect, it } from 'vitest';
import { NEWSLETTER_EMAIL_MAX, checkNewsletterEmail } from '@/lib/newsletter';

describe('checkNewsletterEmail', () => {
  it('accepts a trimmed address', () => {
    expect(checkNewsletterEmail('  anna@example.com ')).toEqual({ ok: true, email: 'anna@example.com' });
  });
  it.each([
    ['', 'Please enter your e-mail address.'],
    ['   ', 'Please enter your e-mail address.'],
    ['anna', 'Please enter a valid e-mail address, such as name@example.com.'],
    ['anna@', 'Please enter a valid e-mail address, such as name@example.com.'],
    ['anna@example', 'Please enter a valid e-mail address, such as name@example.com.'],
  ])('refuses %j', (value, message) => {
    expect(checkNewsletterEmail(value)).toEqual({ ok: false, message });
  });
  it('refuses overlong addresses and non-strings', () => {
    expect(checkNewsletterEmail(`${'a'.repeat(NEWSLETTER_EMAIL_MAX)}@example.com`).ok).toBe(false);
    expect(checkNewsletterEmail(undefined).ok).toBe(false);
    expect(checkNewsletterEmail(42).ok).toBe(false);
  });
});
