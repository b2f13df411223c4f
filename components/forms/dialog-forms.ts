/**
 * The detail page's two dialog forms as one module, loaded by `lazy-dialog-forms.tsx` when either
 * dialog first opens. Two imports of two modules gave each form a chunk of its own holding the same
 * code (zod, the human check, the form's frame, about 27 KB each); one module is one chunk, and the
 * second dialog opened loads nothing more (docs/performance.md, Bundle).
 */
export { ContactAgentFormClient } from './contact-agent/contact-agent-form-client';
export { ViewingRequestFormClient } from './viewing-request/viewing-request-form-client';
