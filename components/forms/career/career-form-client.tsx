'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { submitCareer } from './action';
import { CV_ACCEPT } from '@/lib/forms/files';
import { message } from '@/lib/forms/messages';
import { careerDefaults, careerSchema } from '@/lib/forms/schemas';
import { FileField } from '../file-field';
import { ContactFields, contactRegistration } from '../contact-fields';
import type { FormConfig } from '../form-config';
import { FormFrame } from '../form-frame';
import { TextField } from '../text-field';
import { useServerForm } from '../use-server-form';


const STARRED_MESSAGES: string[] = [message('nameRequired'), message('emailRequired'), message('phoneRequired')];

export function CareerFormClient({ config }: { config: FormConfig }) {
  const t = config.texts;
  const fields = [
    { name: 'name', id: 'career-name', label: t.name },
    { name: 'email', id: 'career-email', label: t.email },
    { name: 'phone', id: 'career-phone', label: t.phone },
    { name: 'cv', id: 'career-cv', label: t.cv },
    { name: 'comment', id: 'career-comment', label: t.comment },
  ] as const;
  const f = useServerForm({
    action: submitCareer,
    resolver: zodResolver(careerSchema),
    messages: config.messages,
    initial: careerDefaults,
    invalidBanner: (errors) => {
      const messages = [errors.name, errors.email, errors.phone].map((e) => e?.message);
      if (messages.some((m) => typeof m === 'string' && STARRED_MESSAGES.includes(m))) return { message: message('starredRequired') };
      if (errors.cv?.message === message('cvRequired')) return { message: message('cvRequired') };
      return { message: message('fixFields') };
    },
  });
  const { register, errors, values: v } = f;
  return (
    <FormFrame f={f} label={t.career} fields={fields} config={config} humanCheck="career" sendLabel={t.sendNow} marksRequired>
      <ContactFields
        idPrefix="career"
        layout="page"
        required
        fields={contactRegistration(register)}
        values={v}
        errors={errors}
        countries={config.countries}
        texts={t}
      />
      <FileField
        id="career-cv"
        label={t.cv}
        required
        accept={CV_ACCEPT}
        hint={t.cvHint}
        registration={register('cv')}
        error={typeof errors.cv?.message === 'string' ? errors.cv.message : undefined}
      />
      <TextField id="career-comment" label={t.comment} multiline maxLength={5000} registration={register('comment')} defaultValue={v.comment} error={errors.comment?.message} />
    </FormFrame>
  );
}
