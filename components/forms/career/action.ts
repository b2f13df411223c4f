'use server';

import { sendCareerApplication } from '@/lib/api/forms';
import { cvKindOf } from '@/lib/forms/file-content';
import { safeFileName } from '@/lib/forms/files';
import { message } from '@/lib/forms/messages';
import { careerFormData, withSenderLanguage, WIRE_FIELDS } from '@/lib/forms/payloads';
import { CAREER_STARRED, careerSchema, type CareerInput } from '@/lib/forms/schemas';
import { bannerFor, fieldRefusal, formAction, textsOf } from '../action-pipeline';

const TEXT_FIELDS = ['name', 'email', 'phone', 'phoneCountry', 'comment', 'captcha'] as const;

/**
 * The careers application: Name, Email and Phone are required ("(*) fields are required"), a CV is
 * required ("Error: Please choose CV. Please try again.") and must be a PDF or Word document by its
 * content, read only after the shared checks. Success goes to /thankyou-career.
 */
export const submitCareer = formAction({
  kind: 'career',
  read: (form): CareerInput => ({ ...textsOf(form, TEXT_FIELDS), cv: undefined }),
  check: (values, form) => {
    const cv = form.get('cv');
    const parsed = careerSchema.safeParse({ ...values, cv });
    if (!parsed.success) {
      const issues = parsed.error.issues;
      const banner = CAREER_STARRED.some((k) => values[k].trim() === '')
        ? message('starredRequired')
        : issues.some((i) => i.message === message('cvRequired'))
          ? message('cvRequired')
          : bannerFor(issues);
      return { ok: false, refusal: { issues, message: banner } };
    }
    return cv instanceof File ? { ok: true, value: { ...parsed.data, cv } } : fieldRefusal('cv', message('cvRequired'));
  },
  prepare: async (data, { referral, locale }) => {
    const bytes = new Uint8Array(await data.cv.arrayBuffer());
    const kind = await cvKindOf(bytes);
    if (!kind) return fieldRefusal('cv', message('cvType'));
    const cv = new Blob([bytes], { type: kind.mime });
    return { ok: true, value: careerFormData(withSenderLanguage(data, 'comment', locale), cv, safeFileName(data.cv.name, kind.ext, 'cv'), referral) };
  },
  fingerprint: (form) => {
    const cv = form.get('cv');
    return cv instanceof File ? [cv.name, cv.size] : null;
  },
  send: sendCareerApplication,
  wireFields: WIRE_FIELDS.career,
  thankYou: '/thankyou-career',
});
