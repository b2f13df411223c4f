import { dialogFormConfig } from '../form-config';
import { LazyPropertyForm } from '../lazy-dialog-forms';

/** The detail page's Contact Agent form (its code loads when its dialog opens); success (statusCode 200) goes to /thankyou-contactagent. */
export async function ContactAgentForm({ propertyId, propertyTitle }: { propertyId: number; propertyTitle: string }) {
  return <LazyPropertyForm form="agent" config={await dialogFormConfig()} propertyId={propertyId} propertyTitle={propertyTitle} />;
}
