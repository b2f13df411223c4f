'use server';

import { sendContact } from '@/lib/api/forms';
import { MESSAGES } from '@/lib/forms/messages';
import { newsletterPayload } from '@/lib/forms/payloads';
import { checkNewsletterSignUp } from '@/lib/newsletter';
import { checkSubmissionRate } from '@/lib/security/rate-limit';
import { headers } from 'next/headers';
import { humanCheckRefusedLocally, referralId, submissionKey } from './actions/support';

export type NewsletterState =
  | { status: 'idle' }
  | { status: 'invalid'; message: string; email: string; field: 'email' | 'captcha' }
  | { status: 'sent'; message: string }
  | { status: 'failed'; message: string; email: string };

/**
 * The footer's Register button, protected as the other forms are: the address checked again here,
 * the human check, the per-visitor limit; then sent to staff through the Contact call, marked as a
 * newsletter sign-up, with the referral id.
 */
export async function registerNewsletterAction(_prev: NewsletterState, form: FormData): Promise<NewsletterState> {
  const raw = form.get('email');
  const email = typeof raw === 'string' ? raw.slice(0, 320) : '';
  const token = form.get('captcha');
  const captcha = typeof token === 'string' ? token.slice(0, 4096) : '';
  const check = checkNewsletterSignUp(email, captcha);
  if (!check.ok) return { status: 'invalid', message: check.message, email, field: check.field };
  if (humanCheckRefusedLocally(captcha)) return { status: 'invalid', message: MESSAGES.humanCheckRefused, email, field: 'captcha' };
  const verdict = await checkSubmissionRate(await headers());
  if (!verdict.allowed) return { status: 'failed', message: MESSAGES.tooManySubmissions(verdict.retryAfterSeconds), email };
  const result = await sendContact(newsletterPayload(check.email, captcha, await referralId()), submissionKey(form, 'newsletter', check.email));
  if (result.ok) return { status: 'sent', message: 'Thank you! You are now subscribed to our newsletter.' };
  if (result.reason === 'rejected' && result.status === 400) {
    return {
      status: 'invalid',
      message: result.message ?? 'Please enter a valid e-mail address, such as name@example.com.',
      email,
      field: 'email',
    };
  }
  return { status: 'failed', message: 'Sorry, we could not register your e-mail address. Please try again.', email };
}
