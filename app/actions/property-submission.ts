'use server';

import { LIMITS } from '@/lib/api/wire';
import { sendPropertySubmission } from '@/lib/api/forms';
import { cleanPhotos, MAX_PIXELS, PHOTO_PIXEL_BUDGET } from '@/lib/forms/file-content';
import { checkPhotoLimits } from '@/lib/forms/files';
import { MESSAGES, SUBMISSION_REQUIRED_LABELS } from '@/lib/forms/messages';
import { submissionFormData } from '@/lib/forms/payloads';
import { filesOf, SUBMISSION_REQUIRED, submissionSchema, type SubmissionInput } from '@/lib/forms/schemas';
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
  listOf,
  textsOf,
} from './support';

const TEXT_FIELDS = [
  'fullName',
  'contactNumber',
  'contactCountry',
  'salePrice',
  'propertyType',
  'bedrooms',
  'bathrooms',
  'availableDate',
  'locationId',
  'address',
  'latitude',
  'longitude',
  'description',
  'captcha',
] as const;

const PHOTO_PIXELS_MESSAGE = MESSAGES.photoPixels(MAX_PIXELS / 1e6, PHOTO_PIXEL_BUDGET / 1e6);

/**
 * Add My Property (SPEC §3 submission, §4 states): state 3 when Full Name or Contact Number is
 * missing (the human-check token is cleared), the photo limits with the spec's message, photos
 * checked by content and re-encoded without metadata, then /thankyou-myproperty on success.
 */
export async function submitProperty(prev: FormState<SubmissionInput>, posted: FormData): Promise<FormState<SubmissionInput>> {
  const form = postedForm(prev, posted);
  const values: SubmissionInput = {
    ...textsOf(form, TEXT_FIELDS),
    lettingTypes: listOf(form, 'lettingTypes'),
    features: listOf(form, 'features'),
    photos: [],
  };
  try {
    if (SUBMISSION_REQUIRED.some((k) => values[k].trim() === '')) {
      const parsed = submissionSchema.safeParse(values);
      const issues = parsed.success ? [] : parsed.error.issues.filter((i) => i.path[0] !== 'captcha');
      return invalidState(
        prev,
        values,
        issues,
        { message: MESSAGES.requiredFields, details: [...SUBMISSION_REQUIRED_LABELS] },
        true,
      );
    }
    // Counted and measured before any photo is read.
    const photos = filesOf(form.getAll('photos')).filter((f): f is File => f instanceof File);
    const parsed = submissionSchema.safeParse({ ...values, photos });
    if (!parsed.success) {
      const issues = parsed.error.issues;
      const photoLimit = issues.some((i) => i.message === MESSAGES.photosLimit);
      return invalidState(prev, values, issues, { message: photoLimit ? MESSAGES.photosLimit : bannerFor(issues) });
    }
    const data = parsed.data;
    if (humanCheckRefusedLocally(data.captcha)) return humanCheckState(prev, values, MESSAGES.humanCheckRefused);
    const limited = await rateLimitedState(prev, values);
    if (limited) return limited;
    // judged from their headers first; decoded only when within the pixel budget (lib/forms/file-content.ts)
    const verdict = await cleanPhotos(await Promise.all(photos.map(async (f) => new Uint8Array(await f.arrayBuffer()))));
    if (!verdict.ok) {
      const message = verdict.problem === 'pixels' ? PHOTO_PIXELS_MESSAGE : MESSAGES.photoType;
      return invalidState(prev, values, [{ path: ['photos'], message }], { message });
    }
    const cleaned = verdict.photos;
    if (cleaned.reduce((n, p) => n + p.bytes.byteLength, 0) > LIMITS.photosMaxTotalBytes || checkPhotoLimits(photos)) {
      return invalidState(prev, values, [{ path: ['photos'], message: MESSAGES.photosLimit }], { message: MESSAGES.photosLimit });
    }
    const body = submissionFormData(
      data,
      cleaned.map((p) => ({ bytes: new Blob([p.bytes], { type: `image/${p.format}` }), name: p.name })),
      await referralId(),
    );
    const key = submissionKey(form, 'property', [keptValues(values), photos.map((f) => [f.name, f.size])]);
    const result = await sendPropertySubmission(body, key);
    if (!result.ok) return failedState(prev, values, result);
  } catch {
    return crashedState(prev, values);
  }
  return sentState(prev, '/thankyou-myproperty');
}
