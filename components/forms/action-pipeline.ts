/**
 * The one path of every form's server action (server only; not an action module itself), as
 * nextjs/saas-starter wraps its actions in one validated action: what was posted is read, the
 * form's own checks run (its zod rules), then the checks every form shares, the human check's local
 * rule and the per-client limit (`admit`, which the newsletter uses too); only then the
 * preparation (files read, judged and stripped of their metadata), and the call with the referral
 * id, the visitor's address and the submission's Idempotency-Key, in the form's forwarding lane when
 * it has one. Every outcome is a state the form renders, the input kept; its texts are messages'
 * codes (lib/forms/messages.ts), which the form renders in the page's language.
 * Each form's action (`components/forms/<form>/action.ts`) gives only what is its own.
 */
import { createHash, randomUUID } from 'node:crypto';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { FormCall, FormResult } from '@/lib/api/forms';
import { DEV_CAPTCHA_PREFIX } from '@/lib/api/wire-constants';
import { env } from '@/lib/env';
import { message, tooManySubmissions } from '@/lib/forms/messages';
import { localizePath } from '@/lib/i18n/paths';
import { localeOfRequest } from '@/lib/i18n/request-locale';
import type { Locale } from '@/lib/i18n/locales';
import { isSendId, SEND_ID_FIELD } from '@/lib/forms/send-id';
import { REFERRAL_COOKIE, referralIdOf } from '@/lib/referral';
import { fieldErrorsOf, refusedFieldError, type FormState, type WireFieldMap } from '@/lib/forms/state';
import { isInternalAddress, visitorNetwork } from '@/lib/security/client-address';
import { checkSubmissionRate, clientAddressOf } from '@/lib/security/rate-limit';
import { admitWork, type Admission as Lane } from '@/lib/server/admission';
import { visitorLeftCheck } from '@/lib/server/visitor-presence';

type Issue = { path: readonly PropertyKey[]; message: string };

/** Why a form is answered without being sent: its field messages and its banner. */
export interface Refusal {
  issues: readonly Issue[];
  message: string;
  details?: string[];
  /** the human-check token is cleared too (SPEC §4, a submission missing its required fields) */
  resetHumanCheck?: boolean;
}

export type Step<T> = { ok: true; value: T } | { ok: false; refusal: Refusal };

export interface FormSpec<V extends { captcha: string }, D extends { captcha: string }, P> {
  /** names the kind of submission in its key */
  kind: string;
  /** the posted texts (kept and shown again on failure) */
  read(form: FormData): V;
  /** the form's own cheap checks: the checked data, or why not */
  check(values: V, form: FormData): Step<D>;
  /**
   * after the shared checks: the call's payload (files read and judged here), or why not; `locale` is
   * the page's language, which a free-text field names (lib/forms/payloads.ts, withSenderLanguage)
   */
  prepare(data: D, context: { form: FormData; referral: number; locale: Locale }): Promise<Step<P>>;
  /** what tells two submissions apart besides the texts (the files chosen) */
  fingerprint?(form: FormData): unknown;
  send(payload: P, call: FormCall): Promise<FormResult>;
  /**
   * where the call waits its turn (lib/server/forwarding.ts), one per visitor's network; a full lane
   * answers that the site is busy, nothing sent
   */
  lane?: () => Lane;
  /** the form field of each wire field (lib/forms/payloads.ts, WIRE_FIELDS): a field the API refuses is shown beside it */
  wireFields: WireFieldMap;
  /** the thank-you page a sent form goes to (its English address: it goes to the page's language's) */
  thankYou: string;
}

/** The form's server action: (previous state, posted form) → the state the form renders. */
export function formAction<V extends { captcha: string }, D extends { captcha: string }, P>(spec: FormSpec<V, D, P>) {
  return async (prev: FormState<V>, posted: FormData): Promise<FormState<V>> => {
    const form = postedForm(prev, posted);
    const values = spec.read(form);
    try {
      const checked = spec.check(values, form);
      if (!checked.ok) return refusedState(prev, values, checked.refusal);
      const admitted = await admit(checked.value.captcha);
      if (!admitted.ok) {
        return admitted.reason === 'human-check'
          ? refusedState(prev, values, { issues: [{ path: ['captcha'], message: message('humanCheckRefused') }], message: message('humanCheckRefused'), resetHumanCheck: true })
          : answer(prev, values, { status: 'error', message: message('errorBanner'), details: [tooManySubmissions(admitted.retryAfterSeconds)] });
      }
      const locale = localeOfRequest(await headers());
      const prepared = await spec.prepare(checked.value, { form, referral: await referralId(), locale });
      if (!prepared.ok) return refusedState(prev, values, prepared.refusal);
      const visitor = await visitorOfRequest();
      const call = {
        idempotencyKey: submissionKey(form, spec.kind, [keptValues(values), spec.fingerprint?.(form) ?? null]),
        forwardedFor: visitor.forwardedFor,
      };
      const send = () => spec.send(prepared.value, call);
      const sent = spec.lane ? await admitWork(spec.lane(), visitor.network, send, visitorLeftCheck()) : { admitted: true as const, value: await send() };
      // the token was not sent: the visitor keeps it with everything else (or left while it waited)
      if (!sent.admitted) return answer(prev, values, { status: 'error', message: message('busy') });
      if (!sent.value.ok) return failedState(prev, values, sent.value, spec.wireFields);
    } catch {
      return failedState(prev, values, { ok: false, reason: 'unavailable', message: 'unexpected' }, spec.wireFields);
    }
    return sentState(prev, localizePath(localeOfRequest(await headers()), spec.thankYou));
  };
}

/** The zod rules of a form as its check: the data, or the field messages under the usual banner. */
export function checkedWith<D>(schema: { safeParse(v: unknown): { success: true; data: D } | { success: false; error: { issues: Issue[] } } }, input: unknown): Step<D> {
  const parsed = schema.safeParse(input);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, refusal: { issues: parsed.error.issues, message: bannerFor(parsed.error.issues) } };
}

/** A refusal of one field with its own message as the banner. */
export const fieldRefusal = (field: string, code: string): { ok: false; refusal: Refusal } => ({
  ok: false,
  refusal: { issues: [{ path: [field], message: code }], message: code },
});

/** The banner over field messages: the human check's own text when that is all that is missing. */
export function bannerFor(issues: readonly { path: readonly PropertyKey[] }[]): string {
  return issues.every((i) => i.path[0] === 'captcha') ? message('humanCheck') : message('fixFields');
}

/* ---------- the checks every form shares, the newsletter included ---------- */

export type Admission = { ok: true } | { ok: false; reason: 'human-check' } | { ok: false; reason: 'limit'; retryAfterSeconds: number };

/**
 * Whether a checked submission may be sent: with Turnstile configured a development-check token is
 * refused here (the backend verifies real tokens), then one submission of this visitor's budget is
 * spent (lib/security/rate-limit.ts).
 */
export async function admit(token: string): Promise<Admission> {
  if (env().TURNSTILE_SITE_KEY && token.startsWith(DEV_CAPTCHA_PREFIX)) return { ok: false, reason: 'human-check' };
  const verdict = await checkSubmissionRate(await headers());
  return verdict.allowed ? { ok: true } : { ok: false, reason: 'limit', retryAfterSeconds: verdict.retryAfterSeconds };
}

/** The referral id of this visitor: the numeric refId cookie, 0 when none. */
export async function referralId(): Promise<number> {
  try {
    return referralIdOf((await cookies()).get(REFERRAL_COOKIE)?.value);
  } catch {
    return 0;
  }
}

/**
 * The visitor of this request, from their address (lib/security/client-address.ts), read once:
 * - `forwardedFor`, the address passed on so that the backend's own per-visitor limit and the human
 *   check's remote address are the visitor's, not the site's; never an address of this machine or a
 *   private network (the backend then sees the site's own);
 * - `network`, the widest network they are counted in, their key in a forwarding lane.
 */
export async function visitorOfRequest(): Promise<{ forwardedFor: string | undefined; network: string }> {
  const address = clientAddressOf(await headers());
  return { forwardedFor: address && !isInternalAddress(address) ? address : undefined, network: visitorNetwork(address) };
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

/* ---------- reading what was posted ---------- */

/**
 * The posted form, however the action was called: bound to its form's state (the normal case), or
 * posted on its own by someone calling the endpoint directly (then the first argument is the form).
 */
export function postedForm(prev: unknown, form: unknown): FormData {
  return form instanceof FormData ? form : prev instanceof FormData ? prev : new FormData();
}

/** A posted text field ("" when absent or a file). */
function textOf(form: FormData, name: string): string {
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

/* ---------- the states a form renders ---------- */

/**
 * The answer counter after `prev`. The previous state comes from the browser (it is posted along
 * with a form sent without JavaScript), so nothing about its shape is trusted.
 */
function nextAnswer(prev: unknown): number {
  const n = typeof prev === 'object' && prev !== null && 'answer' in prev ? Number(prev.answer) : 0;
  return (Number.isSafeInteger(n) && n >= 0 ? n : 0) + 1;
}

/** The texts to put back in the form: everything but the human-check token. */
function keptValues<V extends { captcha?: unknown }>(values: V): V {
  return { ...values, captcha: '' };
}

function answer<V extends { captcha?: unknown }>(
  prev: FormState<V>,
  values: V,
  state: { status: 'invalid' | 'error'; message: string; details?: string[]; fieldErrors?: Record<string, string>; resetHumanCheck?: boolean },
): FormState<V> {
  return {
    status: state.status,
    message: state.message,
    details: state.details ?? [],
    fieldErrors: state.fieldErrors ?? {},
    values: keptValues(values),
    answer: nextAnswer(prev),
    resetHumanCheck: state.resetHumanCheck ?? false,
  };
}

function refusedState<V extends { captcha?: unknown }>(prev: FormState<V>, values: V, refusal: Refusal): FormState<V> {
  return answer(prev, values, {
    status: 'invalid',
    message: refusal.message,
    details: refusal.details,
    fieldErrors: fieldErrorsOf(refusal.issues),
    resetHumanCheck: refusal.resetHumanCheck,
  });
}

/**
 * A submission sent without an answer (lib/api/forms.ts): it may have arrived, so the visitor is told
 * so and how to check, never that it failed, and never to simply send it again.
 */
function unconfirmedState<V extends { captcha?: unknown }>(prev: FormState<V>, values: V): FormState<V> {
  const { BUSINESS_PHONE, BUSINESS_EMAIL } = env();
  return answer(prev, values, {
    status: 'error',
    message: message('unconfirmed'),
    details: [message('unconfirmedNext', { phone: BUSINESS_PHONE, email: BUSINESS_EMAIL })],
    resetHumanCheck: true,
  });
}

/**
 * The error banner of SPEC §8 for a submission the backend did not accept. The backend's own
 * message (a 4xx explains itself, e.g. a refused human check) is shown beside the field its answer
 * names, or else under the banner; the token is spent either way, so the human check is asked for
 * again.
 */
function failedState<V extends { captcha?: unknown }>(prev: FormState<V>, values: V, result: FormResult, wireFields: WireFieldMap): FormState<V> {
  if (!result.ok && result.reason === 'unconfirmed') return unconfirmedState(prev, values);
  const fieldErrors = !result.ok && result.reason === 'rejected' ? refusedFieldError(wireFields, result) : null;
  if (fieldErrors) return answer(prev, values, { status: 'error', message: message('errorBanner'), fieldErrors, resetHumanCheck: true });
  const details =
    result.ok || result.reason === 'unavailable'
      ? [message('serverUnreachable')]
      : result.message
        ? [result.message]
        : [];
  return answer(prev, values, { status: 'error', message: message('errorBanner'), details, resetHumanCheck: true });
}

/**
 * The answer to a sent submission (SPEC §4 state 1). A form sent from the page (the browser calls
 * the action, with its Next-Action header) gets the green success state and goes to its thank-you
 * page itself; a form posted without JavaScript is redirected there at once.
 */
async function sentState<V>(prev: FormState<V>, thankYou: string): Promise<FormState<V>> {
  const fromPage = (await headers()).has('next-action');
  if (!fromPage) redirect(thankYou);
  return {
    status: 'success',
    message: message('successBanner'),
    details: [],
    fieldErrors: {},
    values: null,
    answer: nextAnswer(prev),
    resetHumanCheck: false,
    redirectTo: thankYou,
  };
}
