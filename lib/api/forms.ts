/**
 * The form calls of SPEC §7. They never throw: every outcome is a FormResult, and only statusCode
 * 200 counts as sent (a dead backend or a malformed answer is a failure, as SPEC §4 says of a null
 * response). A call that went out and got no readable answer may still have been stored, so it is
 * neither a success nor a failure to send again: it is unconfirmed.
 */
import { env } from '../env';
import { ApiError, request } from './http';
import {
  apiPaths,
  wireFormResponse,
  type WireContactAgentRequest,
  type WireContactRequest,
  type WireViewingRequest,
} from './wire';

export type FormResult =
  | { ok: true }
  | { ok: false; reason: 'rejected'; status: number; message?: string; /** the wire field the API refused, when its answer names one */ field?: string }
  | { ok: false; reason: 'unavailable'; message: string }
  /** sent, but no answer could be read: the backend may have stored it */
  | { ok: false; reason: 'unconfirmed' };

const paths = () => apiPaths(env().API_PRODUCT);

/** A text property of a refusal's result (`{ message, field }`), when present. */
function textOf(result: unknown, key: 'message' | 'field'): string | undefined {
  if (result && typeof result === 'object' && key in result) {
    const value: unknown = (result as Record<string, unknown>)[key];
    if (typeof value === 'string') return value;
  }
  return undefined;
}

/** What a form call carries besides its payload, from the action that sends it. */
export interface FormCall {
  /** the submission's key, the same on every retry; sent only when the API honours it (API_IDEMPOTENCY) */
  idempotencyKey: string;
  /** the visitor's address, for the backend's own per-visitor limit and checks */
  forwardedFor?: string;
}

/**
 * Whether a call went out without an answer the site could read: none within its wait, or a success
 * status whose body is cut off or not the envelope. The backend may have stored it.
 */
const unanswered = (e: unknown): boolean =>
  e instanceof ApiError &&
  (e.kind === 'timeout' || ((e.kind === 'http' || e.kind === 'shape') && e.status !== undefined && e.status < 300));

/**
 * Sends one submission. SPEC §7 shows no way to send a call twice safely, so by default it goes once
 * and a call without a readable answer is `unconfirmed`. With API_IDEMPOTENCY (an API that honours
 * the standard Idempotency-Key header, as the reference backend does outside strict mode) it carries
 * its key, and such a call is sent once more with it before the visitor hears of it: if the first did
 * arrive, the API answers the repeat with its first answer and stores nothing more (the wait is longer
 * than the backend's worst case, so the first has finished by then). The header goes only to such an
 * API: one that keeps other rules for it (the IETF draft refuses a key reused with another body) would
 * refuse a visitor's own second try, which carries a new human-check token.
 */
async function submit(path: string, body: { json: unknown } | { form: FormData }, call: FormCall, timeoutMs?: number): Promise<FormResult> {
  const idempotent = env().API_IDEMPOTENCY;
  try {
    const send = () =>
      request({
        method: 'POST',
        path,
        ...body,
        schema: wireFormResponse,
        cache: false,
        lead: true,
        timeoutMs: timeoutMs ?? env().API_FORM_TIMEOUT_MS,
        forwardedFor: call.forwardedFor,
        idempotencyKey: idempotent ? call.idempotencyKey : undefined,
      });
    const res = await send().catch((e: unknown) => {
      if (idempotent && unanswered(e)) return send();
      throw e;
    });
    if (res.statusCode === 200) return { ok: true };
    return { ok: false, reason: 'rejected', status: res.statusCode, message: textOf(res.result, 'message'), field: textOf(res.result, 'field') };
  } catch (e) {
    if (e instanceof ApiError && e.kind === 'status' && e.status) {
      return { ok: false, reason: 'rejected', status: e.status };
    }
    if (unanswered(e)) return { ok: false, reason: 'unconfirmed' };
    return { ok: false, reason: 'unavailable', message: e instanceof Error ? e.message : 'request failed' };
  }
}

/** Uploads get more time than the other forms. */
const uploadTimeout = () => Math.max(60_000, env().API_FORM_TIMEOUT_MS);

export const sendContact = (payload: WireContactRequest, call: FormCall) => submit(paths().contact, { json: payload }, call);
export const sendContactAgent = (payload: WireContactAgentRequest, call: FormCall) => submit(paths().contactAgent, { json: payload }, call);
export const sendViewingRequest = (payload: WireViewingRequest, call: FormCall) => submit(paths().requestViewing, { json: payload }, call);
/** Multipart with the fields of CAREER_FIELDS. */
export const sendCareerApplication = (form: FormData, call: FormCall) => submit(paths().careers, { form }, call, uploadTimeout());
/** Multipart with the fields of SUBMISSION_FIELDS. */
export const sendPropertySubmission = (form: FormData, call: FormCall) => submit(paths().requestPropertyAdd, { form }, call, uploadTimeout());
