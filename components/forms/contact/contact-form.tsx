import { ContactFormClient } from './contact-form-client';
import { formConfig } from '../form-config';

/** The Contact Us form (SPEC §2); success goes to /thankyou-contact. */
export async function ContactForm() {
  return <ContactFormClient config={await formConfig()} />;
}
