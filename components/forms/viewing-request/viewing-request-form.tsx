import { formConfig } from '../form-config';
import { LazyViewingRequestForm } from '../lazy-dialog-forms';

/** The detail page's Request a Viewing form (its code loads when its dialog opens); success (statusCode 200) goes to /thankyou-requestviewing. */
export async function ViewingRequestForm({ propertyId, propertyTitle }: { propertyId: number; propertyTitle: string }) {
  return <LazyViewingRequestForm config={await formConfig()} propertyId={propertyId} propertyTitle={propertyTitle} />;
}
