'use server';

import { sendCareerApplication } from '@/lib/api/forms';
import { cvKindOf } from '@/lib/forms/file-content';
import { safeFileName } from '@/lib/forms/files';
import { MESSAGES } from '@/lib/forms/messages';
import { careerFormData } from '@/lib/forms/payloads';
import { CAREER_STARRED, careerSchema, type CareerInput } from '@/lib/forms/schemas';
import type { FormState } from '@/lib/forms/state';
import {
  bannerFor,
  crashedState,
  failedState,
  humanCheckRefusedLocally,
  humanCheckState,
  invalidState,
  keptValues,
  postedForm,
  rateLimitedState,
  referralId,
  sentState,
  submissionKey,
  textsOf,
} from './support';

const TEXT_FIELDS = ['name', 'email', 'phone', 'phoneCountry', 'comment', 'captcha'] as const;

/**
 * The careers application: Name, Email and Phone are required ("(*) fields are required"), a CV is
 * required ("Error: Please choose CV. Please try again.") and must be a PDF or Word document by its
 * content. Success goes to /thankyou-career.
 */
export async function submitCareer(prev: FormState<CareerInput>, posted: FormData): Promise<FormState<CareerInput>> {
  const form = postedForm(prev, posted);
  const values: CareerInput = { ...textsOf(form, TEXT_FIELDS), cv: undefined };
  try {
    const cvPart = form.get('cv');
    const parsed = careerSchema.safeParse({ ...values, cv: cvPart });
    if (!parsed.success) {
      const issues = parsed.error.issues;
      const message = CAREER_STARRED.some((k) => values[k].trim() === '')
        ? MESSAGES.starredRequired
        : issues.some((i) => i.message === MESSAGES.cvRequired)
          ? MESSAGES.cvRequired
          : bannerFor(issues);
      return invalidState(prev, values, issues, { message });
    }
    if (!(cvPart instanceof File)) return invalidState(prev, values, [{ path: ['cv'], message: MESSAGES.cvRequired }], { message: MESSAGES.cvRequired });
    const data = parsed.data;
    if (humanCheckRefusedLocally(data.captcha)) return humanCheckState(prev, values, MESSAGES.humanCheckRefused);
    const limited = await rateLimitedState(prev, values);
    if (limited) return limited;
    const bytes = new Uint8Array(await cvPart.arrayBuffer());
    const kind = await cvKindOf(bytes);
    if (!kind) return invalidState(prev, values, [{ path: ['cv'], message: MESSAGES.cvType }], { message: MESSAGES.cvType });
    const cv = new Blob([bytes], { type: kind.mime });
    const key = submissionKey(form, 'career', [keptValues(values), cvPart.name, cvPart.size]);
    const result = await sendCareerApplication(careerFormData(data, cv, safeFileName(cvPart.name, kind.ext, 'cv'), await referralId()), key);
    if (!result.ok) return failedState(prev, values, result);
  } catch {
    return crashedState(prev, values);
  }
  return sentState(prev, '/thankyou-career');
}
