/**
 * Request bodies by purpose, judged by the site's server (server.ts) from the request's headers
 * before a byte of the body is read. The two upload forms may send large bodies; every other POST
 * (pages' server actions, the footer's newsletter) is refused above 1 MB. deploy/nginx/site.conf
 * sets the same limits per path; next.config.ts gives Next.js the largest as its own ceiling.
 */

import { resolveLocalePath } from '../i18n/paths.ts';

const MB = 1024 * 1024;

/** Any request body but the uploads'. */
export const DEFAULT_BODY_LIMIT = 1 * MB;

/**
 * The upload forms' pages (their server actions post there), by their English path: the same page in
 * another language (/it/my-properties) is the same form. Add My Property takes 20 photos / 20 MB
 * (SPEC §9), Careers a 5 MB CV, each with room for the other fields and the multipart framing.
 */
export const UPLOAD_BODY_LIMITS: Readonly<Record<string, number>> = {
  '/my-properties': 22 * MB,
  '/career': 6 * MB,
};

/** The largest body any path accepts. */
export const MAX_BODY_LIMIT = Math.max(DEFAULT_BODY_LIMIT, ...Object.values(UPLOAD_BODY_LIMITS));

function bodyLimitFor(pathname: string): number {
  const path = resolveLocalePath(pathname)?.path;
  return (path !== undefined && Object.hasOwn(UPLOAD_BODY_LIMITS, path) ? UPLOAD_BODY_LIMITS[path] : undefined) ?? DEFAULT_BODY_LIMIT;
}

export type BodyVerdict =
  /** `large`: the body is above the default limit (an upload), to be admitted in the uploads' own lane */
  | { ok: true; large: boolean }
  | { ok: false; status: 411 | 413; message: string };

/**
 * Whether a request's body may be read: its declared length within its path's limit. A body of
 * unknown length (chunked) is refused with 411: browsers always declare a form's length, and nginx
 * buffers a body and declares it before passing it on, so only a crafted request streams one here.
 * (Node.js never reads more than Content-Length bytes as the body.)
 */
export function judgeBody(pathname: string, headers: { 'content-length'?: string; 'transfer-encoding'?: string }): BodyVerdict {
  const declared = headers['content-length'];
  if (declared === undefined) {
    return headers['transfer-encoding'] === undefined
      ? { ok: true, large: false }
      : { ok: false, status: 411, message: 'Please send the length of the request.' };
  }
  const length = Number(declared);
  const limit = bodyLimitFor(pathname);
  if (!Number.isSafeInteger(length) || length > limit) {
    return { ok: false, status: 413, message: `The request is too large: at most ${limit / MB} MB here.` };
  }
  return { ok: true, large: length > DEFAULT_BODY_LIMIT };
}
