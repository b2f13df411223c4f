/**
 * Read-only views of what was stored, for end-to-end tests only: registered when BACKEND_INSPECT=1
 * (playwright.config.ts sets it), never in production. Beside them, two test-only changes to the
 * listings, which the agency's API has no call for and the site never makes: a copy of a property
 * listed as new, its price or availability changed, and a property withdrawn (the shortlist's tests). Each GET answers the submissions of one kind
 * that carry a marker (`?marker=`: a unique name, e-mail or text the test put in its submission, found in any
 * column), newest first, and for uploads the stored file's real size and SHA-256 read from disk (photos:
 * dimensions and whether EXIF/XMP metadata survived), so a test can check the referral id, every field and the
 * bytes that were kept of its own submission, whatever other tests send at the same time.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { AppContext } from '../context.ts';
import { HttpError, ok } from '../http.ts';

const INSPECT_PREFIX = '/__inspect';

const TABLES = {
  contact: 'contact_requests',
  'contact-agent': 'contact_agent_requests',
  viewing: 'viewing_requests',
  career: 'career_applications',
  submission: 'property_submissions',
} as const;
type Kind = keyof typeof TABLES;

export function inspectRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, uploads } = ctx;

  async function stored(relative: string, image = false) {
    try {
      const bytes = await readFile(uploads.resolve(relative));
      const meta = image ? await sharp(bytes).metadata() : undefined;
      return {
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        // for photos: the stored image's own size and whether any metadata survived
        ...(meta ? { width: meta.width, height: meta.height, format: meta.format, exif: Boolean(meta.exif), xmp: Boolean(meta.xmp) } : {}),
      };
    } catch {
      return null;
    }
  }

  /** How many rows each kind holds (a refused submission must not change them). */
  app.get(`${INSPECT_PREFIX}/counts`, async () => {
    const counts: Record<string, number> = {};
    for (const [kind, table] of Object.entries(TABLES)) {
      const [row] = await db.query<{ n: number }>(`select count(*)::int as n from ${table}`);
      counts[kind] = row?.n ?? 0;
    }
    const [photos] = await db.query<{ n: number }>('select count(*)::int as n from property_submission_photos');
    counts['submission-photos'] = photos?.n ?? 0;
    const [tokens] = await db.query<{ n: number }>('select count(*)::int as n from captcha_tokens');
    counts['captcha-tokens'] = tokens?.n ?? 0;
    return ok(counts);
  });

  app.get<{ Params: { kind: string }; Querystring: { marker?: string } }>(`${INSPECT_PREFIX}/:kind`, async (req) => {
    const kind = req.params.kind as Kind;
    const table = TABLES[kind];
    if (!table) throw new HttpError(404, 'Unknown kind.');
    const marker = req.query.marker ?? '';
    if (marker.length < 8) throw new HttpError(400, 'A marker of at least 8 characters is required.');
    // the row as text holds every column: the marker may be in a name, an e-mail or a comment
    const rows = await db.query<Record<string, unknown>>(`select * from ${table} t where strpos(t::text, $1) > 0 order by id desc limit 50`, [marker]);
    if (kind === 'career') {
      for (const row of rows) row.cvStored = await stored(String(row.cv_stored_path));
    }
    if (kind === 'submission') {
      for (const row of rows) {
        const photos = await db.query<Record<string, unknown>>(
          'select * from property_submission_photos where submission_id = $1 order by position',
          [row.id],
        );
        for (const p of photos) p.stored = await stored(String(p.stored_path), true);
        row.photos = photos;
      }
    }
    return ok(rows);
  });

  /** A copy of a property, listed now under a new id (newest first in every search it matches). */
  app.post<{ Params: { id: string } }>(`${INSPECT_PREFIX}/properties/:id/copy`, async (req) => {
    const id = Number(req.params.id);
    const [row] = await db.query<{ id: number }>(
      `insert into properties (id, title, url_slug, type_id, location_id, letting_type, agent_id, address, latitude, longitude,
         bedrooms, bathrooms, square_of_meters, price, is_price_on_request, available_date, description, video_url)
       select (select max(id) + 1 from properties), title || ' (new)', url_slug || '-new', type_id, location_id, letting_type,
         agent_id, address, latitude, longitude, bedrooms, bathrooms, square_of_meters, price, is_price_on_request,
         available_date, description, video_url
       from properties where id = $1
       returning id`,
      [id],
    );
    if (!row) throw new HttpError(404, 'No such property.');
    await db.query('insert into property_features (property_id, feature_id) select $1, feature_id from property_features where property_id = $2', [row.id, id]);
    return ok({ id: row.id });
  });

  /** A property's asking price or availability changed, as an agent would change them (the shortlist's tests). */
  app.patch<{ Params: { id: string }; Body: { price?: number; availableDate?: string } }>(`${INSPECT_PREFIX}/properties/:id`, async (req) => {
    const id = Number(req.params.id);
    const { price, availableDate } = req.body ?? {};
    if (price !== undefined && !(Number.isInteger(price) && price >= 0)) throw new HttpError(400, 'price: a whole number of euros.');
    if (availableDate !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(availableDate)) throw new HttpError(400, 'availableDate: yyyy-mm-dd.');
    const rows = await db.query<{ id: number }>(
      'update properties set price = coalesce($2, price), available_date = coalesce($3::date, available_date) where id = $1 returning id',
      [id, price ?? null, availableDate ?? null],
    );
    if (rows.length === 0) throw new HttpError(404, 'No such property.');
    return ok({ id });
  });

  /** A property withdrawn: gone from every search and its detail call answers 404. */
  app.delete<{ Params: { id: string } }>(`${INSPECT_PREFIX}/properties/:id`, async (req) => {
    const id = Number(req.params.id);
    const rows = await db.query<{ id: number }>('delete from properties where id = $1 returning id', [id]);
    if (rows.length === 0) throw new HttpError(404, 'No such property.');
    return ok({ id });
  });
}
