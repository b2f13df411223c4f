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

async function submit(path: string, body: { json: unknown } | { form: FormData }, timeoutMs?: number): Promise<FormResult> {
  try {
    const forwardedFor = await visitorAddress();
    const res = await request({ method: 'POST', path, ...body, schema: wireFormResponse, cache: false, timeoutMs, forwardedFor });
    if (res.statusCode === 200) return { ok: true };
    return { ok: false, reason: 'rejected', status: res.statusCode, message: messageOf(res.result) };
  } catch (e) {
    if (e instanceof ApiError && e.kind === 'status' && e.status) {
      return { ok: false, reason: 'rejected', status: e.status };
    }
    return { ok: false, reason: 'unavailable', message: e instanceof Error ? e.message : 'request failed' };
  }
}

/** Uploads get more time than ordinary calls. */
const UPLOAD_TIMEOUT_MS = 60_000;

export const sendContact = (payload: WireContactRequest) => submit(paths().contact, { json: payload });
export const sendContactAgent = (payload: WireContactAgentRequest) => submit(paths().contactAgent, { json: payload });
export const sendViewingRequest = (payload: WireViewingRequest) => submit(paths().requestViewing, { json: payload });
/** Multipart with the fields of CAREER_FIELDS. */
export const sendCareerApplication = (form: FormData) => submit(paths().careers, { form }, UPLOAD_TIMEOUT_MS);
/** Multipart with the fields of SUBMISSION_FIELDS. */
export const sendPropertySubmission = (form: FormData) =>
  submit(paths().requestPropertyAdd, { form }, UPLOAD_TIMEOUT_MS);
