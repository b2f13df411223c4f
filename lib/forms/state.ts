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
