'use client';

import dynamic from 'next/dynamic';
import styles from './forms.module.css';

/** Shown for the moment the form's code takes to arrive, at the form's height so nothing jumps. */
function FormLoading() {
  return (
    <p className={styles.loadingForm} role="status">
      Loading the form…
    </p>
  );
}

/**
 * The detail page's dialog forms, loaded when their dialog first opens: their code (form state,
 * validation rules, phone numbers, the human check) is most of the detail page's script, and most
 * visitors never open them.
 */
export const LazyContactAgentForm = dynamic(() => import('./contact-agent/contact-agent-form-client').then((m) => m.ContactAgentFormClient), {
  ssr: false,
  loading: FormLoading,
});

export const LazyViewingRequestForm = dynamic(() => import('./viewing-request/viewing-request-form-client').then((m) => m.ViewingRequestFormClient), {
  ssr: false,
  loading: FormLoading,
});
