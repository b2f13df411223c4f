/**
 * The footer's newsletter action (components/forms/newsletter/action.ts) called the way anyone may
 * call a server action: with whatever arguments a request decodes to. It answers a state, never
 * throws (a thrown error is a 500 with the framework's error page), and takes nothing where the
 * agency takes no newsletter sign-ups (NEWSLETTER_VIA_CONTACT unset).
 */
import { message } from '@/lib/forms/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NewsletterState } from '@/components/forms/newsletter/action';

const idle: NewsletterState = { status: 'idle' };

/** The action of a process started with NEWSLETTER_VIA_CONTACT set so (read once, at first use). */
async function actionWith(setting: string | undefined) {
  vi.resetModules();
  vi.stubEnv('NEWSLETTER_VIA_CONTACT', setting);
  return (await import('@/components/forms/newsletter/action')).registerNewsletterAction;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('registerNewsletterAction', () => {
  it.each([
    ['nothing', undefined],
    ['null', null],
    ['a text', 'email=anna@example.com'],
    ['a number', 42],
    ['an object that looks like a form', { get: () => 'anna@example.com' }],
    ['an array', [['email', 'anna@example.com']]],
  ])('answers %s in place of the form as an empty form', async (_name, posted) => {
    const registerNewsletterAction = await actionWith('1');
    const state = await registerNewsletterAction(idle, posted as unknown as FormData);
    expect(state).toEqual({ status: 'invalid', message: message('emailRequired'), email: '', field: 'email' });
  });

  it('reads a form posted as the first argument (an action called on its own)', async () => {
    const registerNewsletterAction = await actionWith('1');
    const form = new FormData();
    form.set('email', 'anna@');
    const state = await registerNewsletterAction(form as unknown as NewsletterState, undefined as unknown as FormData);
    expect(state).toMatchObject({ status: 'invalid', email: 'anna@', field: 'email' });
  });

  it.each([undefined, '', '0'])('refuses every sign-up, before any check, with NEWSLETTER_VIA_CONTACT=%s', async (setting) => {
    const registerNewsletterAction = await actionWith(setting);
    const form = new FormData();
    form.set('email', 'anna@example.com');
    form.set('captcha', 'XXXX.DUMMY.TOKEN.XXXX');
    expect(await registerNewsletterAction(idle, form)).toEqual({ status: 'failed', message: message('newsletterClosed'), email: 'anna@example.com' });
    expect(await registerNewsletterAction(idle, undefined as unknown as FormData)).toEqual({ status: 'failed', message: message('newsletterClosed'), email: '' });
  });
});
