/**
 * The newsletter address rule, shared by the footer form in the browser and its server action.
 * zod/mini keeps the browser's share small.
 */
import * as z from 'zod/mini';

// no `new Function` probe under the page's CSP (see lib/forms/schemas.ts)
z.config({ jitless: true });

export const NEWSLETTER_EMAIL_MAX = 254;

export const newsletterEmail = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Please enter your e-mail address.'),
    z.maxLength(NEWSLETTER_EMAIL_MAX, 'This e-mail address is too long.'),
    z.email('Please enter a valid e-mail address, such as name@example.com.'),
  );

export type NewsletterCheck = { ok: true; email: string } | { ok: false; message: string };

export function checkNewsletterEmail(value: unknown): NewsletterCheck {
  const parsed = newsletterEmail.safeParse(typeof value === 'string' ? value : '');
  if (parsed.success) return { ok: true, email: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? 'Please enter a valid e-mail address.' };
}
