'use server';

import { registerNewsletter } from '@/lib/api/forms';
import { checkNewsletterEmail } from '@/lib/newsletter';

export type NewsletterState =
  | { status: 'idle' }
  | { status: 'invalid'; message: string; email: string }
  | { status: 'sent'; message: string }
  | { status: 'failed'; message: string; email: string };

/** The footer's Register button: the address is checked again here, then stored by the backend. */
export async function registerNewsletterAction(_prev: NewsletterState, form: FormData): Promise<NewsletterState> {
  const raw = form.get('email');
  const email = typeof raw === 'string' ? raw.slice(0, 320) : '';
  const check = checkNewsletterEmail(email);
  if (!check.ok) return { status: 'invalid', message: check.message, email };
  const result = await registerNewsletter(check.email);
  if (result.ok) return { status: 'sent', message: 'Thank you! You are now subscribed to our newsletter.' };
  if (result.reason === 'rejected' && result.status === 400) {
    return { status: 'invalid', message: 'Please enter a valid e-mail address, such as name@example.com.', email };
  }
  return { status: 'failed', message: 'Sorry, we could not register your e-mail address. Please try again.', email };
}
