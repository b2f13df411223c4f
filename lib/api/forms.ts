/**
 * The form calls of SPEC §7. They never throw: every outcome is a FormResult, and only statusCode
 * 200 counts as sent (a timeout, a dead backend or a malformed answer is a failure, as SPEC §4 says
 * of a null response).
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
  | { ok: false; reason: 'rejected'; status: number; message?: string }
  | { ok: false; reason: 'unavailable'; message: string };

const paths = () => apiPaths(env().API_PRODUCT);

function messageOf(result: unknown): string | undefined {
  if (result && typeof result === 'object' && 'message' in result && typeof result.message === 'string') {
    return result.message;
  }
  return undefined;
}

/** What a form call carries besides its payload, from the action that sends it. */
export interface FormCall {
  /** the submission's key, the same on every retry (the standard Idempotency-Key header) */
  idempotencyKey: string;
  /** the visitor's address, for the backend's own per-visitor limit and checks */
  forwardedFor?: string;
}

/**
 * Sends one submission with its Idempotency-Key. A call that times out is sent once more with the
 * same key before the visitor hears of it: if the first did arrive, the backend answers the repeat
 * with its first answer and stores nothing more (its wait is longer than the backend's worst case,
 * so the first has finished by then).
 */
async function submit(path: string, body: { json: unknown } | { form: FormData }, call: FormCall, timeoutMs?: number): Promise<FormResult> {
  try {
    const send = () => request({ method: 'POST', path, ...body, schema: wireFormResponse, cache: false, timeoutMs: timeoutMs ?? env().API_FORM_TIMEOUT_MS, ...call });
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

export const sendContact = (payload: WireContactRequest, call: FormCall) => submit(paths().contact, { json: payload }, call);
export const sendContactAgent = (payload: WireContactAgentRequest, call: FormCall) => submit(paths().contactAgent, { json: payload }, call);
export const sendViewingRequest = (payload: WireViewingRequest, call: FormCall) => submit(paths().requestViewing, { json: payload }, call);
/** Multipart with the fields of CAREER_FIELDS. */
export const sendCareerApplication = (form: FormData, call: FormCall) => submit(paths().careers, { form }, call, uploadTimeout());
/** Multipart with the fields of SUBMISSION_FIELDS. */
export const sendPropertySubmission = (form: FormData, call: FormCall) => submit(paths().requestPropertyAdd, { form }, call, uploadTimeout());
