'use server';

import { env } from '@/lib/env';
import { LIMITS } from '@/lib/api/wire-constants';
import { sendPropertySubmission } from '@/lib/api/forms';
import { cleanPhotos } from '@/lib/forms/file-content';
import { checkPhotoLimits, PHOTO_PIXELS_MESSAGE } from '@/lib/forms/files';
import { message } from '@/lib/forms/messages';
import { submissionFormData, withSenderLanguage, WIRE_FIELDS } from '@/lib/forms/payloads';
import { filesOf, missingRequired, submissionSchema, type SubmissionInput } from '@/lib/forms/schemas';
import { submissionForwarding } from '@/lib/server/forwarding';
import { bannerFor, fieldRefusal, formAction, listOf, textsOf } from '../action-pipeline';

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

/** The chosen photos as the browser sent them (an empty file part means none). */
const photosOf = (form: FormData) => filesOf(form.getAll('photos')).filter((f): f is File => f instanceof File);

/**
 * Add My Property (SPEC §3 submission, §4 states): state 3 when Full Name or Contact Number is
 * missing (the human-check token is cleared), the photo limits with the spec's message; after the
 * shared checks the photos are judged from their headers and stripped of their metadata, never
 * decoded (lib/forms/file-content.ts), and the submission is forwarded in its lane, a few at once
 * (lib/server/forwarding.ts); /thankyou-myproperty on success.
 */
export const submitProperty = formAction({
  kind: 'property',
  read: (form): SubmissionInput => ({
    ...textsOf(form, TEXT_FIELDS),
    lettingTypes: listOf(form, 'lettingTypes'),
    features: listOf(form, 'features'),
    photos: [],
  }),
  check: (values, form) => {
    if (missingRequired(values)) {
      const parsed = submissionSchema.safeParse(values);
      const issues = parsed.success ? [] : parsed.error.issues.filter((i) => i.path[0] !== 'captcha');
      return { ok: false, refusal: { issues, message: message('requiredFields'), details: [message('fullNameLabel'), message('contactNumberLabel')], resetHumanCheck: true } };
    }
    // counted and measured before any photo is read
    const photos = photosOf(form);
    const parsed = submissionSchema.safeParse({ ...values, photos });
    if (!parsed.success) {
      const issues = parsed.error.issues;
      const photoLimit = issues.some((i) => i.message === message('photosLimit'));
      return { ok: false, refusal: { issues, message: photoLimit ? message('photosLimit') : bannerFor(issues) } };
    }
    return { ok: true, value: { ...parsed.data, photos } };
  },
  prepare: async (data, { referral, locale }) => {
    // judged from their headers and stripped of their metadata; no pixel is decoded
    const verdict = await cleanPhotos(data.photos);
    if (!verdict.ok) return fieldRefusal('photos', verdict.problem === 'pixels' ? PHOTO_PIXELS_MESSAGE : message('photoType'));
    const cleaned = verdict.photos;
    if (cleaned.reduce((n, p) => n + p.bytes.byteLength, 0) > LIMITS.photosMaxTotalBytes || checkPhotoLimits(data.photos)) {
      return fieldRefusal('photos', message('photosLimit'));
    }
    const photos = cleaned.map((p) => ({ bytes: new Blob([p.bytes], { type: `image/${p.format}` }), name: p.name }));
    // the referral travels with a submission only where the API is known to read it (lib/env.ts)
    const refId = env().API_SUBMISSION_REFERRAL ? referral : null;
    return { ok: true, value: submissionFormData(withSenderLanguage(data, 'description', locale), photos, refId) };
  },
  fingerprint: (form) => photosOf(form).map((f) => [f.name, f.size]),
  send: sendPropertySubmission,
  lane: submissionForwarding,
  wireFields: WIRE_FIELDS.submission,
  thankYou: '/thankyou-myproperty',
});
