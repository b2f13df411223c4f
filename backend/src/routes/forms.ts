/**
 * The form calls: contact, contact agent, viewing request (JSON), career application and property
 * submission (multipart). Each one validates, checks the human check, stores the
 * submission (and its files) and answers 200 only once everything is stored. A refused call answers
 * `{ statusCode: 4xx, result: { message } }`, with `field` naming the refused field when it is one
 * (`{ message, field }`), and leaves nothing behind: no row, no file, and the
 * human-check token still unused. A call repeated with the same Idempotency-Key header gets the first
 * answer and stores nothing more (../idempotency.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { SUBMISSION_DEFAULTS } from '../../../lib/api/wire.ts';
import { HUMAN_CHECK_ACTIONS, LIMITS } from '../../../lib/api/wire-constants.ts';
import type { AppContext } from '../context.ts';
import { HttpError, PHOTO_LIMIT_MESSAGE, ok } from '../http.ts';
import { once } from '../idempotency.ts';
import { addDays, isDay, toMaltaDay } from '../time.ts';
import {
  PHOTO_TYPES,
  detectType,
  keepFile,
  readMultipart,
  removeFiles,
  storePhoto,
  type MultipartBody,
  type StoredPhoto,
} from '../uploads.ts';
import { email, fieldError, intField, longText, parseOr400, phone, refId, sourceType, text } from '../validation.ts';

const captchaField = z.preprocess((v) => (v === undefined || v === null ? '' : v), z.string({ error: 'The human check must be text.' }).max(4096));

// Contact, Contact Agent and Request a Viewing require only the human check (SPEC §5): name,
// e-mail and phone may be empty, and are checked for their form only when given.
const contactSchema = z.object({
  name: text('Name'),
  email: email('E-mail'),
  phone: phone('Phone'),
  comment: longText('Comment'),
  captcha: captchaField,
  sourceTypeID: sourceType,
  refId,
});

const propertyId = intField('Property id', 0, 1);

const contactAgentSchema = z.object({
  message: longText('Message'),
  name: text('Name'),
  phone: phone('Phone'),
  email: email('E-mail'),
  propertyId,
  captcha: captchaField,
  refId,
  sourceType,
});

const VIEWING_TIMES = ['Morning', 'Afternoon', 'Evening'] as const;

const viewingSchema = z.object({
  date: z.preprocess((v) => (v === undefined || v === null ? '' : v), z.string({ error: 'Date must be text.' }).max(40)),
  time: z.preprocess(
    (v) => (typeof v === 'string' ? VIEWING_TIMES.find((t) => t.toLowerCase() === v.trim().toLowerCase()) ?? v : v),
    z.enum(VIEWING_TIMES, { error: 'Time must be Morning, Afternoon or Evening.' }),
  ),
  name: text('Name'),
  phone: phone('Phone'),
  email: email('E-mail'),
  propertyId,
  captcha: captchaField,
  refId,
  sourceType,
});

const SENT = { message: 'Your request has been sent successfully.' };

function remoteIp(req: FastifyRequest): string {
  return (req.ip ?? '').slice(0, 64);
}

export function formRoutes(app: FastifyInstance, ctx: AppContext, limiter: (req: FastifyRequest) => Promise<void>) {
  const { db, paths, captcha, uploads } = ctx;
  const limited = { preHandler: limiter };

  async function assertProperty(id: number) {
    const rows = await db.query('select 1 from properties where id = $1', [id]);
    if (rows.length === 0) throw new HttpError(404, 'The property does not exist.');
  }

  app.post(paths.contact, limited, (req) =>
    once(db, req, paths.contact, ok(SENT), async (claim) => {
      const b = parseOr400(contactSchema, req.body ?? {});
      const check = await captcha.verify(db, b.captcha, remoteIp(req), HUMAN_CHECK_ACTIONS.contact);
      await db.transaction(async (tx) => {
        await claim(tx);
        await captcha.consume(tx, check.token, check.provider);
        await tx.query(
          `insert into contact_requests (name, email, phone, comment, source_type, ref_id, remote_ip)
           values ($1, $2, $3, $4, $5, $6, $7)`,
          [b.name, b.email, b.phone, b.comment, b.sourceTypeID, b.refId, remoteIp(req)],
        );
      });
    }),
  );

  app.post(paths.contactAgent, limited, (req) =>
    once(db, req, paths.contactAgent, ok(SENT), async (claim) => {
      const b = parseOr400(contactAgentSchema, req.body ?? {});
      await assertProperty(b.propertyId);
      const check = await captcha.verify(db, b.captcha, remoteIp(req), HUMAN_CHECK_ACTIONS.contactAgent);
      await db.transaction(async (tx) => {
        await claim(tx);
        await captcha.consume(tx, check.token, check.provider);
        await tx.query(
          `insert into contact_agent_requests (property_id, message, name, email, phone, source_type, ref_id, remote_ip)
           values ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [b.propertyId, b.message, b.name, b.email, b.phone, b.sourceType, b.refId, remoteIp(req)],
        );
      });
    }),
  );

  app.post(paths.requestViewing, limited, (req) =>
    once(db, req, paths.requestViewing, ok(SENT), async (claim) => {
      const b = parseOr400(viewingSchema, req.body ?? {});
      const day = toMaltaDay(b.date);
      if (!day) throw fieldError(400, 'date', 'Please choose a viewing date.');
      const today = ctx.today();
      if (day !== today && day !== addDays(today, 1)) throw fieldError(400, 'date', 'Viewings can only be requested for today or tomorrow.');
      await assertProperty(b.propertyId);
      const check = await captcha.verify(db, b.captcha, remoteIp(req), HUMAN_CHECK_ACTIONS.requestViewing);
      await db.transaction(async (tx) => {
        await claim(tx);
        await captcha.consume(tx, check.token, check.provider);
        await tx.query(
          `insert into viewing_requests (property_id, viewing_date, viewing_time, name, email, phone, source_type, ref_id, remote_ip)
           values ($1, $2::date, $3, $4, $5, $6, $7, $8, $9)`,
          [b.propertyId, day, b.time, b.name, b.email, b.phone, b.sourceType, b.refId, remoteIp(req)],
        );
      });
    }),
  );

  /* ---------- multipart ---------- */

  const first = (body: MultipartBody, name: string) => body.fields.get(name)?.[0];
  const all = (body: MultipartBody, ...names: string[]) => names.flatMap((n) => body.fields.get(n) ?? []);

  const careerSchema = z.object({
    Name: text('Name', { required: true }),
    Email: email('Email', { required: true }),
    Phone: phone('Phone', { required: true }),
    Comment: longText('Comment'),
    Captcha: captchaField,
    RefId: refId,
  });

  const CV_TYPES: Record<string, string> = {
    'application/pdf': 'pdf',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
    // Word 97–2003 files are OLE compound files; file-type names them "cfb".
    'application/x-cfb': 'doc',
  };

  app.post(paths.careers, limited, (req) =>
    once(db, req, paths.careers, ok({ message: 'Your application has been sent successfully.' }), async (claim) => {
      const body = await readMultipart(req, uploads, {
        fileFields: ['File'],
        maxFiles: 1,
        maxFileBytes: LIMITS.cvMaxBytes,
        maxTotalBytes: LIMITS.cvMaxBytes,
        limitMessage: `The CV must be at most ${LIMITS.cvMaxBytes / 1024 / 1024} MB.`,
      });
      const temp = body.files.map((f) => f.path);
      let stored: string | undefined;
      try {
        const missing = (['Name', 'Email', 'Phone'] as const).filter((k) => !(first(body, k) ?? '').trim());
        if (missing.length > 0) {
          const message = `Please fill the required (*) fields: ${missing.join(', ')}.`;
          throw missing.length === 1 && missing[0] ? fieldError(400, missing[0], message) : new HttpError(400, message);
        }
        const b = parseOr400(careerSchema, Object.fromEntries([...body.fields].map(([k, v]) => [k, v[0]])));
        const cv = body.files[0];
        if (!cv || cv.size === 0) throw fieldError(400, 'File', 'Please choose CV.');
        const type = await detectType(cv.path);
        const ext = type ? CV_TYPES[type.mime] : undefined;
        if (!type || !ext) throw fieldError(415, 'File', 'The CV must be a PDF, DOC or DOCX file.');
        const check = await captcha.verify(db, b.Captcha, remoteIp(req), HUMAN_CHECK_ACTIONS.career);
        stored = await keepFile(uploads, cv, 'cv', ext);
        const storedPath = stored;
        await db.transaction(async (tx) => {
          await claim(tx);
          await captcha.consume(tx, check.token, check.provider);
          await tx.query(
            `insert into career_applications (name, email, phone, comment, ref_id, cv_original_name, cv_stored_path, cv_mime, cv_size, cv_sha256, remote_ip)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
            [b.Name, b.Email, b.Phone, b.Comment, b.RefId, cv.filename, storedPath, type.mime, cv.size, cv.sha256, remoteIp(req)],
          );
        });
        stored = undefined;
      } finally {
        await removeFiles(stored ? [...temp, uploads.resolve(stored)] : temp);
      }
    }),
  );

  const decimal = (label: string, min: number, max: number) =>
    z.preprocess(
      (v) => {
        if (v === undefined || v === null) return null;
        const s = String(v).trim().replace(',', '.');
        if (s === '') return null;
        return /^-?\d+(\.\d+)?$/.test(s) ? Number(s) : v;
      },
      z.number({ error: `${label} must be a number.` }).min(min, `${label} is out of range.`).max(max, `${label} is out of range.`).nullable(),
    );

  const submissionSchema = z.object({
    FullName: text('Full Name', { required: true }),
    ContactNumber: phone('Contact Number', { required: true }),
    LettingTypes: z.array(
      z.preprocess((v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : v), z.union([z.literal(6), z.literal(7)], {
        error: 'Sale types must be 6 (residential) or 7 (commercial).',
      })),
    ),
    SalePrice: z.preprocess(
      (v) => {
        const s = typeof v === 'string' ? v.trim().replace(/[\s€]/g, '') : v;
        if (s === undefined || s === '') return SUBMISSION_DEFAULTS.SalePrice;
        return typeof s === 'string' && /^\d+([.,]\d{1,2})?$/.test(s) ? Number(s.replace(',', '.')) : s;
      },
      z.number({ error: 'Sale price must be numeric.' }).min(0).max(1e11, 'Sale price is too large.'),
    ),
    PropertyType: intField('Property type', SUBMISSION_DEFAULTS.PropertyType),
    Bedrooms: intField('Bedrooms', SUBMISSION_DEFAULTS.Bedrooms).refine((n) => n <= 9 || n === 99, 'Bedrooms must be 1 to 9, or 99 for 9+.'),
    Bathrooms: intField('Bathrooms', SUBMISSION_DEFAULTS.Bathrooms, 0, 7),
    AvailableDate: z.preprocess((v) => (v === undefined || v === '' ? SUBMISSION_DEFAULTS.AvailableDate : v), z.string().max(40)),
    LocationId: intField('Location', SUBMISSION_DEFAULTS.LocationId),
    Address: text('Address'),
    Latitude: decimal('Latitude', -90, 90),
    Longitude: decimal('Longitude', -180, 180),
    Features: z.array(intField('Feature', 0, 1)).max(100),
    Description: longText('Description'),
    CaptchValue: captchaField,
    SourceType: sourceType,
    RefId: refId,
  });

  app.post(paths.requestPropertyAdd, limited, (req) =>
    once(db, req, paths.requestPropertyAdd, ok(SENT), async (claim) => {
      const body = await readMultipart(req, uploads, {
        fileFields: ['Photos', 'Photos[]'],
        maxFiles: LIMITS.photosMaxFiles,
        maxFileBytes: LIMITS.photosMaxTotalBytes,
        maxTotalBytes: LIMITS.photosMaxTotalBytes,
        limitMessage: PHOTO_LIMIT_MESSAGE,
      });
      const temp = body.files.map((f) => f.path);
      const kept: StoredPhoto[] = [];
      let committed = false;
      try {
        const missing = [
          ['FullName', 'Full Name'],
          ['ContactNumber', 'Contact Number'],
        ].filter(([k]) => !(first(body, k as string) ?? '').trim());
        if (missing.length > 0) {
          const message = `Please fill the required fields: ${missing.map(([, l]) => l).join(', ')}.`;
          throw missing.length === 1 && missing[0]?.[0] ? fieldError(400, missing[0][0], message) : new HttpError(400, message);
        }
        // SPEC §3's submission has no RefId: strict mode refuses what the agency's API is not shown to read
        if (ctx.config.strict && body.fields.has('RefId')) throw new HttpError(400, 'RefId is not a field of the property submission (SPEC §3).');
        const input: Record<string, unknown> = Object.fromEntries([...body.fields].map(([k, v]) => [k, v[0]]));
        input.LettingTypes = all(body, 'LettingTypes[]', 'LettingTypes');
        input.Features = all(body, 'Features[]', 'Features');
        const b = parseOr400(submissionSchema, input);

        const today = ctx.today();
        const availableDay = toMaltaDay(b.AvailableDate);
        if (!availableDay || !isDay(availableDay)) throw fieldError(400, 'AvailableDate', 'Available date must be a date.');
        if (availableDay !== SUBMISSION_DEFAULTS.AvailableDate && availableDay < today) {
          throw fieldError(400, 'AvailableDate', 'Available date cannot be earlier than today.');
        }
        if ((b.Latitude === null) !== (b.Longitude === null)) {
          throw fieldError(400, b.Latitude === null ? 'Latitude' : 'Longitude', 'Latitude and longitude must be given together.');
        }
        const featureIds = [...new Set(b.Features)];
        await assertKnown('property_types', b.PropertyType, SUBMISSION_DEFAULTS.PropertyType, 'PropertyType', 'The property type does not exist.');
        await assertKnown('locations', b.LocationId, SUBMISSION_DEFAULTS.LocationId, 'LocationId', 'The location does not exist.');
        if (featureIds.length > 0) {
          const [known] = await db.query<{ n: number }>('select count(*)::int as n from features where id = any($1::int[])', [featureIds]);
          if ((known?.n ?? 0) !== featureIds.length) throw fieldError(400, 'Features[]', 'A chosen feature does not exist.');
        }

        const photos: { file: MultipartBody['files'][number]; mime: string }[] = [];
        for (const file of body.files) {
          if (file.size === 0) continue;
          const type = await detectType(file.path);
          if (!type || !PHOTO_TYPES[type.mime]) {
            throw fieldError(415, 'Photos', `Only JPEG, PNG or WebP photos are accepted ("${file.filename.slice(0, 60) || 'unnamed'}" is not one).`);
          }
          photos.push({ file, mime: type.mime });
        }

        const check = await captcha.verify(db, b.CaptchValue, remoteIp(req), HUMAN_CHECK_ACTIONS.propertySubmission);
        for (const p of photos) kept.push(await storePhoto(uploads, p.file.path, p.mime));

        await db.transaction(async (tx) => {
          await claim(tx);
          await captcha.consume(tx, check.token, check.provider);
          const [row] = await tx.query<{ id: number }>(
            `insert into property_submissions (full_name, contact_number, letting_types, sale_price, property_type_id, bedrooms, bathrooms,
               available_date, location_id, address, latitude, longitude, feature_ids, description, source_type, remote_ip, ref_id)
             values ($1, $2, $3::int[], $4, $5, $6, $7, $8::date, $9, $10, $11, $12, $13::int[], $14, $15, $16, $17)
             returning id`,
            [
              b.FullName,
              b.ContactNumber,
              [...new Set(b.LettingTypes)],
              b.SalePrice,
              b.PropertyType,
              b.Bedrooms,
              b.Bathrooms,
              availableDay,
              b.LocationId,
              b.Address,
              b.Latitude,
              b.Longitude,
              featureIds,
              b.Description,
              b.SourceType,
              remoteIp(req),
              b.RefId,
            ],
          );
          if (!row) throw new Error('insert returned no id');
          for (const [i, p] of kept.entries()) {
            const original = photos[i]?.file.filename ?? '';
            await tx.query(
              `insert into property_submission_photos (submission_id, position, original_name, stored_path, mime, size, width, height, sha256)
               values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
              [row.id, i + 1, original, p.storedPath, p.mime, p.size, p.width, p.height, p.sha256],
            );
          }
        });
        committed = true;
      } finally {
        await removeFiles(committed ? temp : [...temp, ...kept.map((k) => uploads.resolve(k.storedPath))]);
      }
    }),
  );

  async function assertKnown(table: 'property_types' | 'locations', id: number, fallback: number, field: string, message: string) {
    if (id === fallback) return;
    const rows = await db.query(`select 1 from ${table} where id = $1`, [id]);
    if (rows.length === 0) throw fieldError(400, field, message);
  }
}

