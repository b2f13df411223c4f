'use client';

import dynamic from 'next/dynamic';
import type { ContactAgentFormClient } from './contact-agent/contact-agent-form-client';
import type { ViewingRequestFormClient } from './viewing-request/viewing-request-form-client';
import { LoadingText, useLoadingText } from '@/components/ui/loading-text';
import styles from './forms.module.css';

/** Shown for the moment the form's code takes to arrive, at the form's height so nothing jumps. */
function FormLoading() {
  return (
    <p className={styles.loadingForm} role="status">
      {useLoadingText()}
    </p>
  );
}

const ContactAgentForm = dynamic(() => import('./dialog-forms').then((m) => m.ContactAgentFormClient), {
  ssr: false,
  loading: FormLoading,
});

const ViewingRequestForm = dynamic(() => import('./dialog-forms').then((m) => m.ViewingRequestFormClient), {
  ssr: false,
  loading: FormLoading,
});

/**
 * The detail page's dialog forms, loaded when a dialog first opens (both at once, `dialog-forms.ts`):
 * their code (form state, validation rules, phone numbers, the human check) is most of the detail
 * page's script, and most visitors never open them. "Loading the form…" meanwhile, in the page's language.
 */
export function LazyContactAgentForm(props: Parameters<typeof ContactAgentFormClient>[0]) {
  return (
    <LoadingText text={props.config.texts.loadingForm}>
      <ContactAgentForm {...props} />
    </LoadingText>
  );
}

export function LazyViewingRequestForm(props: Parameters<typeof ViewingRequestFormClient>[0]) {
  return (
    <LoadingText text={props.config.texts.loadingForm}>
      <ViewingRequestForm {...props} />
    </LoadingText>
  );
}
