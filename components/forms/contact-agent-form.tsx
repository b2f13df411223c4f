import { ContactAgentFormClient } from './contact-agent-form-client';
import { formConfig } from './form-config';

/** The detail page's Contact Agent form; success (statusCode 200) goes to /thankyou-contactagent. */
export function ContactAgentForm({ propertyId, propertyTitle }: { propertyId: number; propertyTitle: string }) {
  return <ContactAgentFormClient config={formConfig()} propertyId={propertyId} propertyTitle={propertyTitle} />;
}
