/**
 * What every form action shares (server only; not an action module itself): the referral id from
 * the refId cookie, reading posted texts, the submission's key, the development-check rule, and
 * turning a backend answer into the state the form renders.
 */
import { createHash, randomUUID } from 'node:crypto';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { DEV_CAPTCHA_PREFIX } from '@/lib/api/wire';
import type { FormResult } from '@/lib/api/forms';
import { env } from '@/lib/env';
import { ERROR_BANNER, MESSAGES, SUCCESS_BANNER } from '@/lib/forms/messages';
import { parseRefId, REFERRAL_COOKIE } from '@/lib/forms/referral';
import { isSendId, SEND_ID_FIELD } from '@/lib/forms/send-id';
import { fieldErrorsOf, type FormState } from '@/lib/forms/state';
import { checkSubmissionRate } from '@/lib/security/rate-limit';

/**
 * The answer counter after `prev`. The previous state comes from the browser (it is posted along
 * with a form sent without JavaScript), so nothing about its shape is trusted.
 */
function nextAnswer(prev: unknown): number {
  const n = typeof prev === 'object' && prev !== null && 'answer' in prev ? Number(prev.answer) : 0;
  return (Number.isSafeInteger(n) && n >= 0 ? n : 0) + 1;
}

/** The referral id of this visitor: the numeric refId cookie, 0 when none. */
export async function referralId(): Promise<number> {
  try {
    return parseRefId((await cookies()).get(REFERRAL_COOKIE)?.value);
  } catch {
    return 0;
  }
}

/**
 * The posted form, however the action was called: bound to its form's state (the normal case), or
 * posted on its own by someone calling the endpoint directly (then the first argument is the form).
 */
export function postedForm(prev: unknown, form: unknown): FormData {
  return form instanceof FormData ? form : prev instanceof FormData ? prev : new FormData();
}

/**
 * The submission's Idempotency-Key (lib/api/forms.ts): the browser's send id and what was filled in
 * (`filled`, without the human-check token, which is new on every try), hashed. The same filled form
 * sent again has the same key; a form posted without a send id gets a key of its own, still kept
 * for the site's own retry of a call that timed out.
 */
export function submissionKey(form: FormData, kind: string, filled: unknown): string {
  const sent = form.get(SEND_ID_FIELD);
  const id = isSendId(sent) ? sent : randomUUID();
  return createHash('sha256').update(JSON.stringify([kind, id, filled])).digest('base64url');
}

/** A posted text field ("" when absent or a file). */
export function textOf(form: FormData, name: string): string {
  const v = form.get(name);
  return typeof v === 'string' ? v : '';
}

/** A posted multi-value field (checkbox group) as texts. */
export function listOf(form: FormData, name: string): string[] {
  return form.getAll(name).filter((v): v is string => typeof v === 'string');
}

/** The posted texts of the given fields, the human-check token included. */
export function textsOf<K extends string>(form: FormData, names: readonly K[]): Record<K, string> {
  return Object.fromEntries(names.map((n) => [n, textOf(form, n)])) as Record<K, string>;
}

/** The texts to put back in the form: everything but the human-check token. */
export function keptValues<V extends { captcha?: unknown }>(values: V): V {
  return { ...values, captcha: '' };
}

/**
 * With Turnstile configured, a development-check token is refused by the site itself (the backend
 * would refuse it too); the real token is verified by the backend.
 */
export function humanCheckRefusedLocally(token: string): boolean {
  return Boolean(env().TURNSTILE_SITE_KEY) && token.startsWith(DEV_CAPTCHA_PREFIX);
}

export function invalidState<V extends { captcha?: unknown }>(
  prev: FormState<V>,
  values: V,
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  banner: { message: string; details?: string[] },
  resetHumanCheck = false,
): FormState<V> {
  return {
    status: 'invalid',
    message: banner.message,
    details: banner.details ?? [],
    fieldErrors: fieldErrorsOf(issues),
    values: keptValues(values),
    answer: nextAnswer(prev),
    resetHumanCheck,
  };
}

/**
 * Spends one submission of this client's budget (lib/security/rate-limit.ts). Over the limit, the
 * form says when to try again and nothing is sent; the input and the human check are kept.
 */
export async function rateLimitedState<V extends { captcha?: unknown }>(prev: FormState<V>, values: V): Promise<FormState<V> | null> {
  const verdict = await checkSubmissionRate(await headers());
  if (verdict.allowed) return null;
  return {
    status: 'error',
    message: ERROR_BANNER,
    details: [MESSAGES.tooManySubmissions(verdict.retryAfterSeconds)],
    fieldErrors: {},
    values: keptValues(values),
    answer: nextAnswer(prev),
    resetHumanCheck: false,
  };
}

/** A human check that is missing or refused before anything was sent. */
export function humanCheckState<V extends { captcha?: unknown }>(prev: FormState<V>, values: V, message: string): FormState<V> {
  return invalidState(prev, values, [{ path: ['captcha'], message }], { message }, true);
}

/**
 * The error banner of SPEC §8 for a submission the backend did not accept. The backend's own
 * message (a 4xx explains itself, e.g. a refused human check) is shown under it; the token is spent
 * either way, so the human check is asked for again.
 */
export function failedState<V extends { captcha?: unknown }>(prev: FormState<V>, values: V, result: FormResult): FormState<V> {
  const details =
    result.ok || result.reason === 'unavailable'
      ? ['The server could not be reached. Your entries are kept: please try again in a moment.']
      : result.message
        ? [result.message]
        : [];
  return {
    status: 'error',
    message: ERROR_BANNER,
    details,
    fieldErrors: {},
    values: keptValues(values),
    answer: nextAnswer(prev),
    resetHumanCheck: true,
  };
}

/** The banner over field messages: the human check's own text when that is all that is missing. */
export function bannerFor(issues: readonly { path: readonly PropertyKey[] }[]): string {
  return issues.every((i) => i.path[0] === 'captcha') ? MESSAGES.humanCheck : MESSAGES.fixFields;
}

/** Something unexpected on the site's side: the error banner, the input kept. */
export function crashedState<V extends { captcha?: unknown }>(prev: FormState<V>, values: V): FormState<V> {
  return failedState(prev, values, { ok: false, reason: 'unavailable', message: 'unexpected' });
}

/**
 * The answer to a sent submission (SPEC §4 state 1). A form sent from the page (the browser calls
 * the action, with its Next-Action header) gets the green success state and goes to its thank-you
 * page itself; a form posted without JavaScript is redirected there at once.
 */
export async function sentState<V>(prev: FormState<V>, thankYou: string): Promise<FormState<V>> {
  const fromPage = (await headers()).has('next-action');
  if (!fromPage) redirect(thankYou);
  return {
    status: 'success',
    message: SUCCESS_BANNER,
    details: [],
    fieldErrors: {},
    values: null,
    answer: nextAnswer(prev),
    resetHumanCheck: false,
    redirectTo: thankYou,
  };
}
