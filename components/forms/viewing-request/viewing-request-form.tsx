import { dialogFormConfig } from '../form-config';
import { LazyPropertyForm } from '../lazy-dialog-forms';

/** The detail page's Request a Viewing form (its code loads when its dialog opens); success (statusCode 200) goes to /thankyou-requestviewing. */
export async function ViewingRequestForm({ propertyId, propertyTitle }: { propertyId: number; propertyTitle: string }) {
  return <LazyPropertyForm form="viewing" config={await dialogFormConfig()} propertyId={propertyId} propertyTitle={propertyTitle} />;
}
