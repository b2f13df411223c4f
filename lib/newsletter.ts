/**
 * The newsletter sign-up rule (the address, then the human check), shared by the footer form in the
 * browser and its server action; its messages are codes (lib/forms/messages.ts).
 * zod/mini keeps the browser's share small.
 */
import './zod-config';
import * as z from 'zod/mini';
import { message } from './forms/messages';

export const NEWSLETTER_EMAIL_MAX = 254;

export const newsletterEmail = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, message('emailRequired')),
    z.maxLength(NEWSLETTER_EMAIL_MAX, message('newsletterEmailTooLong')),
    z.email(message('newsletterEmail')),
  );

export type NewsletterCheck =
  | { ok: true; email: string }
  | { ok: false; message: string; field: 'email' | 'captcha' };

export function checkNewsletterEmail(value: unknown): NewsletterCheck {
  const parsed = newsletterEmail.safeParse(typeof value === 'string' ? value : '');
  if (parsed.success) return { ok: true, email: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? message('newsletterEmail'), field: 'email' };
}

/** A sign-up as sent: a valid address, then a human-check token. */
export function checkNewsletterSignUp(email: unknown, captcha: unknown): NewsletterCheck {
  const checked = checkNewsletterEmail(email);
  if (!checked.ok) return checked;
  return typeof captcha === 'string' && captcha !== '' ? checked : { ok: false, message: message('humanCheck'), field: 'captcha' };
}
