'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { submitCareer } from './action';
import { CV_ACCEPT } from '@/lib/forms/files';
import { MESSAGES } from '@/lib/forms/messages';
import { careerDefaults, careerSchema, type CareerInput } from '@/lib/forms/schemas';
import { FileField } from '../file-field';
import type { FormConfig } from '../form-config';
import { FormFrame } from '../form-frame';
import { PhoneField } from '../phone-field';
import { TextField } from '../text-field';
import { useServerForm } from '../use-server-form';
import styles from '../forms.module.css';

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
    invalidBanner: (errors) => {
      const messages = [errors.name, errors.email, errors.phone].map((e) => e?.message);
      if (messages.some((m) => typeof m === 'string' && STARRED_MESSAGES.includes(m))) return { message: MESSAGES.starredRequired };
      if (errors.cv?.message === MESSAGES.cvRequired) return { message: MESSAGES.cvRequired };
      return { message: MESSAGES.fixFields };
    },
  });
  const { register, formState } = f.form;
  const errors = formState.errors;
  const v: CareerInput = f.state.values ?? careerDefaults;
  return (
    <FormFrame f={f} label="Apply for a position" fields={FIELDS} config={config} humanCheck="career" sendLabel="SEND NOW">
      <div className={styles.columns}>
        <TextField id="career-name" label="Name" required autoComplete="name" maxLength={200} registration={register('name')} defaultValue={v.name} error={errors.name?.message} />
        <TextField id="career-email" label="Email" required type="email" autoComplete="email" maxLength={200} registration={register('email')} defaultValue={v.email} error={errors.email?.message} />
      </div>
      <PhoneField
        id="career-phone"
        label="Phone"
        required
        countries={config.countries}
        country={register('phoneCountry')}
        number={register('phone')}
        defaultCountry={v.phoneCountry}
        defaultNumber={v.phone}
        error={errors.phone?.message}
      />
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
