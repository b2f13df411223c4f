'use server';

import { sendContact } from '@/lib/api/forms';
import { env } from '@/lib/env';
import { message, tooManySubmissions } from '@/lib/forms/messages';
import { newsletterPayload } from '@/lib/forms/payloads';
import { checkNewsletterSignUp } from '@/lib/newsletter';
import { admit, postedForm, referralId, submissionKey, visitorOfRequest } from '../action-pipeline';

export type NewsletterState =
  | { status: 'idle' }
  | { status: 'invalid'; message: string; email: string; field: 'email' | 'captcha' }
  | { status: 'sent'; message: string }
  | { status: 'failed'; message: string; email: string; next?: string };

/**
 * The footer's Register button, only where the agency takes newsletter sign-ups as contact messages
 * (NEWSLETTER_VIA_CONTACT=1; otherwise it refuses whatever is posted, and the footer shows no box):
 * through the checks every form shares (action-pipeline.ts, `admit`: the human check's local rule,
 * the per-visitor limit) after its own (the address, the check's presence); then sent to staff
 * through the Contact call, marked as a newsletter sign-up, with the referral id and its
 * Idempotency-Key. Its answer says what happened: the address was passed to staff. Its one field answers in place, so its state is its own.
 * Whatever is posted to it from outside its form (no form at all, the form in first place) is read
 * the way every form's action reads it: as an empty form when it is none, answered as one. Its
 * texts are messages' codes, which the box renders in the page's language.
 */
export async function registerNewsletterAction(prev: NewsletterState, posted: FormData): Promise<NewsletterState> {
  const form = postedForm(prev, posted);
  const raw = form.get('email');
  const email = typeof raw === 'string' ? raw.slice(0, 320) : '';
  if (!env().NEWSLETTER_VIA_CONTACT) return { status: 'failed', message: message('newsletterClosed'), email };
  const token = form.get('captcha');
  const captcha = typeof token === 'string' ? token.slice(0, 4096) : '';
  const check = checkNewsletterSignUp(email, captcha);
  if (!check.ok) return { status: 'invalid', message: check.message, email, field: check.field };
  const admitted = await admit(captcha);
  if (!admitted.ok) {
    return admitted.reason === 'human-check'
      ? { status: 'invalid', message: message('humanCheckRefused'), email, field: 'captcha' }
      : { status: 'failed', message: tooManySubmissions(admitted.retryAfterSeconds), email };
  }
  const call = { idempotencyKey: submissionKey(form, 'newsletter', check.email), forwardedFor: (await visitorOfRequest()).forwardedFor };
  const result = await sendContact(newsletterPayload(check.email, captcha, await referralId()), call);
  if (result.ok) return { status: 'sent', message: message('newsletterThanks') };
  if (result.reason === 'unconfirmed') {
    const { BUSINESS_PHONE, BUSINESS_EMAIL } = env();
    return { status: 'failed', message: message('unconfirmed'), next: message('unconfirmedNext', { phone: BUSINESS_PHONE, email: BUSINESS_EMAIL }), email };
  }
  if (result.reason === 'rejected' && result.status === 400) {
    return {
      status: 'invalid',
      message: result.message ?? message('newsletterEmail'),
      email,
      field: 'email',
    };
  }
  return { status: 'failed', message: message('newsletterFailed'), email };
}
