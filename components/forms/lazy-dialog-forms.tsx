'use client';

import { lazy, Suspense } from 'react';
import type { PropertyFormProps } from './form-config';
import styles from './lazy-dialog-forms.module.css';

const FORMS = {
  agent: lazy(() => import('./dialog-forms').then((m) => ({ default: m.ContactAgentFormClient }))),
  viewing: lazy(() => import('./dialog-forms').then((m) => ({ default: m.ViewingRequestFormClient }))),
};

/** Shown for the moment the form's code takes to arrive, at the form's height so nothing jumps. */
function FormLoading({ text }: { text: string }) {
  return (
    <p className={styles.loading} role="status">
      {text}
    </p>
  );
}

/**
 * The detail page's dialog forms, loaded when a dialog first opens (both at once, `dialog-forms.ts`):
 * their code (form state, validation rules, phone numbers, the human check) is most of the detail
 * page's script, and most visitors never open them. "Loading the form…" meanwhile, in the page's
 * language. They mount only in an open dialog, so only in the browser: `React.lazy` serves, without
 * next/dynamic's server-side part.
 */
export function LazyPropertyForm({ form, ...props }: PropertyFormProps & { form: keyof typeof FORMS }) {
  const Form = FORMS[form];
  return (
    <Suspense fallback={<FormLoading text={props.config.texts.loadingForm} />}>
      <Form {...props} />
    </Suspense>
  );
}
