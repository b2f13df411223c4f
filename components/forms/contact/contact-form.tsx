import { ContactFormClient } from './contact-form-client';
import { formConfig } from '../form-config';

/** The Contact Us form (SPEC §2); success goes to /thankyou-contact. */
export function ContactForm() {
  return <ContactFormClient config={formConfig()} />;
}
