/**
 * The footer's newsletter action (components/forms/newsletter/action.ts) called the way anyone may
 * call a server action: with whatever arguments a request decodes to. It answers a state, never
 * throws (a thrown error is a 500 with the framework's error page).
 */
import { message } from '@/lib/forms/messages';
import { describe, expect, it } from 'vitest';
import { registerNewsletterAction, type NewsletterState } from '@/components/forms/newsletter/action';

const idle: NewsletterState = { status: 'idle' };

describe('registerNewsletterAction', () => {
  it.each([
    ['nothing', undefined],
    ['null', null],
    ['a text', 'email=anna@example.com'],
    ['a number', 42],
    ['an object that looks like a form', { get: () => 'anna@example.com' }],
    ['an array', [['email', 'anna@example.com']]],
  ])('answers %s in place of the form as an empty form', async (_name, posted) => {
    const state = await registerNewsletterAction(idle, posted as unknown as FormData);
    expect(state).toEqual({ status: 'invalid', message: message('emailRequired'), email: '', field: 'email' });
  });

  it('reads a form posted as the first argument (an action called on its own)', async () => {
    const form = new FormData();
    form.set('email', 'anna@');
    const state = await registerNewsletterAction(form as unknown as NewsletterState, undefined as unknown as FormData);
    expect(state).toMatchObject({ status: 'invalid', email: 'anna@', field: 'email' });
  });
});
