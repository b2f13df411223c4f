import { formConfig } from './form-config';
import { ViewingRequestFormClient } from './viewing-request-form-client';

/** The detail page's Request a Viewing form; success (statusCode 200) goes to /thankyou-requestviewing. */
export function ViewingRequestForm({ propertyId, propertyTitle }: { propertyId: number; propertyTitle: string }) {
  return <ViewingRequestFormClient config={formConfig()} propertyId={propertyId} propertyTitle={propertyTitle} />;
}
