/**
 * The form calls of SPEC §7. They never throw: every outcome is a FormResult, and only statusCode
 * 200 counts as sent (a timeout, a dead backend or a malformed answer is a failure, as SPEC §4 says
 * of a null response).
 */
import { headers } from 'next/headers';
import { env } from '../env';
import { isInternalAddress } from '../security/client-address';
import { clientAddressOf } from '../security/rate-limit';
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
  | { ok: false; reason: 'rejected'; status: number; message?: string }
  | { ok: false; reason: 'unavailable'; message: string };

const paths = () => apiPaths(env().API_PRODUCT);

function messageOf(result: unknown): string | undefined {
  if (result && typeof result === 'object' && 'message' in result && typeof result.message === 'string') {
    return result.message;
  }
  return undefined;
}

/**
 * The address of the visitor who sent the form (lib/security/client-address.ts), so the backend's
 * own per-visitor limit and the human check's remote address are the visitor's, not the site's.
 * Never an address of this machine or a private network: the backend then sees the site's own.
 * Undefined outside a request.
 */
async function visitorAddress(): Promise<string | undefined> {
  try {
    const address = clientAddressOf(await headers());
    return address && !isInternalAddress(address) ? address : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sends one submission with its Idempotency-Key. A call that times out is sent once more with the
 * same key before the visitor hears of it: if the first did arrive, the backend answers the repeat
 * with its first answer and stores nothing more (its wait is longer than the backend's worst case,
 * so the first has finished by then).
 */
async function submit(path: string, body: { json: unknown } | { form: FormData }, idempotencyKey: string, timeoutMs?: number): Promise<FormResult> {
  try {
    const forwardedFor = await visitorAddress();
    const send = () =>
      request({ method: 'POST', path, ...body, schema: wireFormResponse, cache: false, timeoutMs: timeoutMs ?? env().API_FORM_TIMEOUT_MS, forwardedFor, idempotencyKey });
    const res = await send().catch((e: unknown) => {
      if (e instanceof ApiError && e.kind === 'timeout') return send();
      throw e;
    });
    if (res.statusCode === 200) return { ok: true };
    return { ok: false, reason: 'rejected', status: res.statusCode, message: messageOf(res.result) };
  } catch (e) {
    if (e instanceof ApiError && e.kind === 'status' && e.status) {
      return { ok: false, reason: 'rejected', status: e.status };
    }
    return { ok: false, reason: 'unavailable', message: e instanceof Error ? e.message : 'request failed' };
  }
}

/** Uploads get more time than the other forms. */
const uploadTimeout = () => Math.max(60_000, env().API_FORM_TIMEOUT_MS);

/** Each takes the submission's Idempotency-Key (app/actions/support.ts, submissionKey). */
export const sendContact = (payload: WireContactRequest, key: string) => submit(paths().contact, { json: payload }, key);
export const sendContactAgent = (payload: WireContactAgentRequest, key: string) => submit(paths().contactAgent, { json: payload }, key);
export const sendViewingRequest = (payload: WireViewingRequest, key: string) => submit(paths().requestViewing, { json: payload }, key);
/** Multipart with the fields of CAREER_FIELDS. */
export const sendCareerApplication = (form: FormData, key: string) => submit(paths().careers, { form }, key, uploadTimeout());
/** Multipart with the fields of SUBMISSION_FIELDS. */
export const sendPropertySubmission = (form: FormData, key: string) => submit(paths().requestPropertyAdd, { form }, key, uploadTimeout());
