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
import { fill } from '@/lib/i18n/format';
import { phoneCountryOptions } from '@/lib/forms/phone';

export function ViewingRequestFormClient({ config, propertyId, propertyTitle }: PropertyFormProps) {
  const t = config.texts;
  const fields = [
    { name: 'slot', id: 'viewing-slot-today-afternoon', label: t.viewingTime },
    { name: 'name', id: 'viewing-name', label: t.name },
    { name: 'phone', id: 'viewing-phone', label: t.phone },
    { name: 'email', id: 'viewing-email', label: t.emailDialog },
  ] as const;
  const defaults = viewingDefaults(propertyId);
  const f = useServerForm({
    action: submitViewingRequest,
    resolver: zodResolver(viewingSchema),
    messages: config.messages,
    initial: defaults,
  });
  const { register, errors, values: v } = f;
  const replyHint = useReplyHint(f.form);
  return (
    <FormFrame
      f={f}
      label={fill(t.viewing, { title: propertyTitle })}
      fields={fields}
      config={config}
      humanCheck="request_viewing"
      sendLabel={t.sendRequest}
      marksRequired={false}
    >
      <input type="hidden" {...register('propertyId')} defaultValue={v.propertyId} />
      <SlotPicker idPrefix="viewing-slot" texts={t} registration={register('slot')} defaultValue={v.slot} error={errors.slot?.message} />
      <ContactFields
        idPrefix="viewing"
        layout="dialog"
        required={false}
        replyHint={replyHint}
        fields={contactRegistration(register)}
        values={v}
        errors={errors}
        countries={phoneCountryOptions(config.language)}
        texts={t}
      />
    </FormFrame>
  );
}
