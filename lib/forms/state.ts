/**
 * What a server action answers and its form renders: SPEC §4's result states (none, success, error,
 * missing required fields) with the field messages, and the posted texts so a failed submission
 * keeps every field, with or without JavaScript.
 */
type FormStatus = 'idle' | 'invalid' | 'error' | 'success';

export interface FormState<V> {
  status: FormStatus;
  /** the banner's text (already the spec's wording) */
  message: string;
  /** extra lines under the banner, e.g. the required fields a submission lacks */
  details: string[];
  /** a message per field, keyed by the form's field names */
  fieldErrors: Record<string, string>;
  /** the texts posted, to fill the form again (never the human-check token) */
  values: V | null;
  /** counts the answers, so the form can tell a new answer from a re-render */
  answer: number;
  /** the human-check token was spent or refused: the form must ask for a new one */
  resetHumanCheck: boolean;
  /** on success: the thank-you page the form goes to */
  redirectTo?: string;
}

export function initialFormState<V>(): FormState<V> {
  return { status: 'idle', message: '', details: [], fieldErrors: {}, values: null, answer: 0, resetHumanCheck: false };
}

/** Field messages from zod issues: the first message per top-level field. */
export function fieldErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const i of issues) {
    const key = String(i.path[0] ?? 'form');
    out[key] ??= i.message;
  }
  return out;
}

/** Wire field names to a form's field names (lib/forms/payloads.ts, WIRE_FIELDS). */
export type WireFieldMap = Readonly<Record<string, string>>;

/**
 * The form field a wire field name stands for, or null. Matched as written, then without case and
 * without the "[]" of repeated multipart fields, as APIs spell them differently ("LettingTypes",
 * "email" for "Email").
 */
export function formFieldOf(map: WireFieldMap, wireField: string): string | null {
  if (Object.hasOwn(map, wireField)) return map[wireField] ?? null;
  const plain = (name: string) => name.replace(/\[\]$/, '').toLowerCase();
  const wanted = plain(wireField);
  const found = Object.keys(map).find((k) => plain(k) === wanted);
  return found ? (map[found] ?? null) : null;
}

/**
 * The field message of a submission the API refused for one field (its answer's result names it:
 * `{ message, field }`), keyed by the form's field; null when the answer names no field of this
 * form or says nothing, and the banner shows the message instead.
 */
export function refusedFieldError(map: WireFieldMap, refusal: { field?: string; message?: string }): Record<string, string> | null {
  if (!refusal.field || !refusal.message) return null;
  const name = formFieldOf(map, refusal.field);
  return name ? { [name]: refusal.message } : null;
}
