'use client';

import { lazy, Suspense } from 'react';
import type { ContactAgentFormClient } from './contact-agent/contact-agent-form-client';
import type { ViewingRequestFormClient } from './viewing-request/viewing-request-form-client';
import styles from './forms.module.css';

const ContactAgentForm = lazy(() => import('./dialog-forms').then((m) => ({ default: m.ContactAgentFormClient })));
const ViewingRequestForm = lazy(() => import('./dialog-forms').then((m) => ({ default: m.ViewingRequestFormClient })));

/** Shown for the moment the form's code takes to arrive, at the form's height so nothing jumps. */
function FormLoading({ text }: { text: string }) {
  return (
    <p className={styles.loadingForm} role="status">
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
export function LazyContactAgentForm(props: Parameters<typeof ContactAgentFormClient>[0]) {
  return (
    <Suspense fallback={<FormLoading text={props.config.texts.loadingForm} />}>
      <ContactAgentForm {...props} />
    </Suspense>
  );
}

export function LazyViewingRequestForm(props: Parameters<typeof ViewingRequestFormClient>[0]) {
  return (
    <Suspense fallback={<FormLoading text={props.config.texts.loadingForm} />}>
      <ViewingRequestForm {...props} />
    </Suspense>
  );
}
