/**
 * The `{ statusCode, result }` envelope of every answer, and the error a handler throws to answer a
 * 4xx with a message the visitor may read.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  /** The envelope's result; `{ message }` unless a route needs the contract's own empty shape. */
  readonly result: unknown;
  constructor(statusCode: number, message: string, result?: unknown) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.result = result === undefined ? { message } : result;
  }
}

export const ok = <T>(result: T) => ({ statusCode: 200, result });

/**
 * A refusal's result as strict mode sends it: SPEC shows no field in a refusal, so `{ message, field }`
 * loses its field; any other result is sent as it is.
 */
export function withoutField(result: unknown): unknown {
  if (typeof result !== 'object' || result === null || !('field' in result)) return result;
  return Object.fromEntries(Object.entries(result).filter(([key]) => key !== 'field'));
}

/** The limit message of SPEC §8 for too many or too large photos. */
export const PHOTO_LIMIT_MESSAGE = 'Maximum 20 mb and 20 downloadable';

/** A readable one-line summary of zod issues: "name: Name is required.; email: …". */
export function describeIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  const parts = issues.slice(0, 5).map((i) => {
    const where = i.path.map(String).join('.');
    return where && !i.message.includes(where) ? `${where}: ${i.message}` : i.message;
  });
  return parts.join(' ');
}
