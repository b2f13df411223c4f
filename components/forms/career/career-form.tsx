import { CareerFormClient } from './career-form-client';
import { formConfig } from '../form-config';

/** The careers application form (SPEC §2); success goes to /thankyou-career. */
export async function CareerForm() {
  return <CareerFormClient config={await formConfig()} />;
}
