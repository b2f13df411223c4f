'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { submitCareer } from './action';
import { CV_ACCEPT } from '@/lib/forms/files';
import { MESSAGES } from '@/lib/forms/messages';
import { careerDefaults, careerSchema } from '@/lib/forms/schemas';
import { FileField } from '../file-field';
import { ContactFields, contactRegistration } from '../contact-fields';
import type { FormConfig } from '../form-config';
import { FormFrame } from '../form-frame';
import { TextField } from '../text-field';
import { useServerForm } from '../use-server-form';

const FIELDS = [
  { name: 'name', id: 'career-name', label: 'Name' },
  { name: 'email', id: 'career-email', label: 'Email' },
  { name: 'phone', id: 'career-phone', label: 'Phone' },
  { name: 'cv', id: 'career-cv', label: 'CV' },
  { name: 'comment', id: 'career-comment', label: 'Comment' },
] as const;

const STARRED_MESSAGES: string[] = [MESSAGES.nameRequired, MESSAGES.emailRequired, MESSAGES.phoneRequired];

export function CareerFormClient({ config }: { config: FormConfig }) {
  const f = useServerForm({
    action: submitCareer,
    resolver: zodResolver(careerSchema),
    initial: careerDefaults,
    invalidBanner: (errors) => {
      const messages = [errors.name, errors.email, errors.phone].map((e) => e?.message);
      if (messages.some((m) => typeof m === 'string' && STARRED_MESSAGES.includes(m))) return { message: MESSAGES.starredRequired };
      if (errors.cv?.message === MESSAGES.cvRequired) return { message: MESSAGES.cvRequired };
      return { message: MESSAGES.fixFields };
    },
  });
  const { register, errors, values: v } = f;
  return (
    <FormFrame f={f} label="Apply for a position" fields={FIELDS} config={config} humanCheck="career" sendLabel="SEND NOW" marksRequired>
      <ContactFields idPrefix="career" layout="page" required fields={contactRegistration(register)} values={v} errors={errors} countries={config.countries} />
      <FileField
        id="career-cv"
        label="CV"
        required
        accept={CV_ACCEPT}
        hint="PDF or Word document, at most 5 MB."
        registration={register('cv')}
        error={typeof errors.cv?.message === 'string' ? errors.cv.message : undefined}
      />
      <TextField id="career-comment" label="Comment" multiline maxLength={5000} registration={register('comment')} defaultValue={v.comment} error={errors.comment?.message} />
    </FormFrame>
  );
}
