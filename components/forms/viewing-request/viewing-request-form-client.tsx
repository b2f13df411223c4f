'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { submitViewingRequest } from './action';
import { viewingDefaults, viewingSchema } from '@/lib/forms/schemas';
import { ContactFields, contactRegistration } from '../contact-fields';
import type { PropertyFormProps } from '../form-config';
import { FormFrame } from '../form-frame';
import { SlotPicker } from '../slot-picker';
import { useReplyHint } from '../use-reply-hint';
import { useServerForm } from '../use-server-form';

const FIELDS = [
  { name: 'slot', id: 'viewing-slot-today-afternoon', label: 'Viewing time' },
  { name: 'name', id: 'viewing-name', label: 'Name' },
  { name: 'phone', id: 'viewing-phone', label: 'Phone' },
  { name: 'email', id: 'viewing-email', label: 'E-mail' },
] as const;

export function ViewingRequestFormClient({ config, propertyId, propertyTitle }: PropertyFormProps) {
  const defaults = viewingDefaults(propertyId);
  const f = useServerForm({
    action: submitViewingRequest,
    resolver: zodResolver(viewingSchema),
    initial: defaults,
  });
  const { register, errors, values: v } = f;
  const replyHint = useReplyHint(f.form);
  return (
    <FormFrame f={f} label={`Request a viewing of ${propertyTitle}`} fields={FIELDS} config={config} humanCheck="request_viewing" sendLabel="Send Request" marksRequired={false}>
      <input type="hidden" {...register('propertyId')} defaultValue={v.propertyId} />
      <SlotPicker idPrefix="viewing-slot" registration={register('slot')} defaultValue={v.slot} error={errors.slot?.message} />
      <ContactFields
        idPrefix="viewing"
        layout="dialog"
        required={false}
        replyHint={replyHint}
        fields={contactRegistration(register)}
        values={v}
        errors={errors}
        countries={config.countries}
      />
    </FormFrame>
  );
}
