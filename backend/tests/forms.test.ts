/**
 * The form calls over real HTTP: each valid submission is read back from the database (and its files
 * from disk); hostile ones are refused with a clear message and leave nothing behind.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiPaths, wireFormResponse } from '../../lib/api/wire.ts';
import { LIMITS, SOURCE_TYPE } from '../../lib/api/wire-constants.ts';
import { createServer } from '../src/server.ts';
import { addDays, maltaDay } from '../src/time.ts';
import { devToken, listFiles, postForm, postJson, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
let base: string;
const paths = apiPaths('Sale');

type Envelope = { statusCode: number; result: { message?: string; field?: string } | null };

const SUBMISSION_TABLES = [
  'contact_requests',
  'contact_agent_requests',
  'viewing_requests',
  'career_applications',
  'property_submissions',
  'property_submission_photos',
  'captcha_tokens',
];

async function snapshot() {
  const counts: Record<string, number> = {};
  for (const t of SUBMISSION_TABLES) {
    const [row] = await server.db.query<{ n: number }>(`select count(*)::int as n from ${t}`);
    counts[t] = row?.n ?? -1;
  }
  return { counts, files: await listFiles(path.join(server.dataDir, 'uploads')) };
}

/**
 * Asserts the call was refused with `status` and a message matching `message`, and stored nothing;
 * with `field`, that the answer names the one field it refuses (`undefined`: that it names none).
 */
async function expectRefused(call: () => Promise<{ status: number; body: unknown }>, status: number, message: RegExp, ...field: [string | undefined] | []) {
  const before = await snapshot();
  const res = await call();
  const body = res.body as Envelope;
  expect(res.status).toBe(status);
  expect(body.statusCode).toBe(status);
  expect(body.result?.message).toMatch(message);
  if (field.length > 0) expect(body.result?.field).toBe(field[0]);
  expect(await snapshot()).toEqual(before);
}

async function jpegWithGps(width: number, height: number, colour = '#4a90c2'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .withExif({
      IFD0: { Make: 'TestCam', Copyright: 'secret owner' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '35/1 54/1 44/1', GPSLongitudeRef: 'E', GPSLongitude: '14/1 30/1 15/1' },
    })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** A zip with stored (uncompressed) entries: enough for file-type to recognise a DOCX. */
function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const nameBuf = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBuf.length, 26);
    locals.push(local, nameBuf, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBuf.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBuf);
    offset += 30 + nameBuf.length + data.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
const DOCX = zip({
  '[Content_Types].xml':
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  'word/document.xml': '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>',
});
const HTML = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');

const blob = (buf: Buffer, type: string) => new Blob([new Uint8Array(buf)], { type });

function careerForm(fields: Partial<Record<'Name' | 'Email' | 'Phone' | 'Comment' | 'Captcha' | 'RefId', string>>, file?: { buf: Buffer; name: string; type: string }) {
  const form = new FormData();
  const all = { Name: 'Maria Borg', Email: 'maria.borg@example.com', Phone: '+356 7912 3456', Comment: 'I would love to join.', Captcha: devToken(), RefId: '0', ...fields };
  for (const [k, v] of Object.entries(all)) form.append(k, v);
  if (file) form.append('File', blob(file.buf, file.type), file.name);
  return form;
}

function submissionForm(fields: Record<string, string | string[]>, photos: { buf: Buffer; name: string; type?: string }[] = []) {
  const form = new FormData();
  const all: Record<string, string | string[]> = {
    FullName: 'Joseph Camilleri',
    ContactNumber: '+35679123456',
    'LettingTypes[]': ['6', '7'],
    SalePrice: '450000',
    PropertyType: '2',
    Bedrooms: '3',
    Bathrooms: '2',
    AvailableDate: addDays(maltaDay(), 10),
    LocationId: '1',
    Address: "Triq it-Torri, Sliema, Malta",
    Latitude: '35,9123',
    Longitude: '14,5021',
    'Features[]': ['1', '2', '9'],
    Description: 'Bright penthouse with a large terrace.',
    CaptchValue: devToken(),
    SourceType: String(SOURCE_TYPE),
    RefId: '42',
    ...fields,
  };
  for (const [k, v] of Object.entries(all)) for (const x of Array.isArray(v) ? v : [v]) form.append(k, x);
  for (const p of photos) form.append('Photos', blob(p.buf, p.type ?? 'image/jpeg'), p.name);
  return form;
}

beforeAll(async () => {
  server = await startTestServer();
  base = server.url;
});
afterAll(async () => {
  await server?.stop();
});

let token: string;
beforeEach(() => {
  token = devToken();
});

describe('POST /Form/Contact', () => {
  it('stores the message and answers 200', async () => {
    const res = await postJson(base, paths.contact, {
      name: 'Anna Vella',
      email: 'anna@example.com',
      phone: '+356 2133 0000',
      comment: 'Looking for a 2 bedroom apartment in Gzira.\nBudget 400k.',
      captcha: token,
      sourceTypeID: 2,
      refId: 7,
    });
    expect(res.status).toBe(200);
    expect(wireFormResponse.parse(res.body).statusCode).toBe(200);
    const [row] = await server.db.query<Record<string, unknown>>('select * from contact_requests order by id desc limit 1');
    expect(row).toMatchObject({ name: 'Anna Vella', email: 'anna@example.com', phone: '+356 2133 0000', ref_id: 7, source_type: 2 });
    expect(row!.comment).toContain('Budget 400k.');
  });

  it('takes every lead SPEC §5 takes: only the human check is required', async () => {
    const rows = async (where: string, params: unknown[]) =>
      server.db.query<Record<string, unknown>>(`select name, email, phone, comment from contact_requests where ${where}`, params);
    // an e-mail alone
    const only = `only-${Date.now()}@example.com`;
    expect((await postJson(base, paths.contact, { name: '', email: only, phone: '', comment: '', captcha: devToken(), sourceTypeID: 2, refId: 0 })).status).toBe(200);
    expect(await rows('email = $1', [only])).toEqual([{ name: '', email: only, phone: '', comment: '' }]);
    // a phone alone, in E.164 with an extension as the site sends it
    const comment = `Phone only ${Date.now()}`;
    expect((await postJson(base, paths.contact, { phone: '+12025550143 ext. 12', comment, captcha: devToken() })).status).toBe(200);
    expect(await rows('comment = $1', [comment])).toEqual([{ name: '', email: '', phone: '+12025550143 ext. 12', comment }]);
    // nothing but the token
    const blank = `name = '' and email = '' and phone = '' and comment = ''`;
    const before = (await rows(blank, [])).length;
    expect((await postJson(base, paths.contact, { captcha: devToken() })).status).toBe(200);
    expect((await rows(blank, [])).length).toBe(before + 1);
  });

  it('takes a phone as people write it', async () => {
    for (const phone of ['+35621334455', '+356 2133 4455', '(202) 555-0143', '+1 202-555-0143 ext. 12', '070-123 45 67', '202.555.0143 x12', '21334455 #7']) {
      const res = await postJson(base, paths.contact, { name: 'P', email: '', phone, comment: '', captcha: devToken(), sourceTypeID: 2, refId: 0 });
      expect(res.status, phone).toBe(200);
    }
  });

  it('refuses a bad e-mail, a phone that is none and overlong text, naming the field', async () => {
    const ok = { name: 'A', email: 'a@example.com', phone: '+356 2133 0000', comment: '', captcha: token, sourceTypeID: 2, refId: 0 };
    await expectRefused(() => postJson(base, paths.contact, { ...ok, email: 'not-an-email' }), 400, /^Please enter a valid e-mail address\.$/, 'email');
    await expectRefused(() => postJson(base, paths.contact, { ...ok, phone: 'call me' }), 400, /valid phone/, 'phone');
    await expectRefused(() => postJson(base, paths.contact, { ...ok, comment: 'x'.repeat(5001) }), 400, /at most 5000/, 'comment');
    await expectRefused(() => postJson(base, paths.contact, { ...ok, name: 'x'.repeat(10_000) }), 400, /Name must be at most 200 characters/, 'name');
    await expectRefused(() => postJson(base, paths.contact, { ...ok, name: 'a\u0000b' }), 400, /not allowed/, 'name');
    // two fields refused: the message names both, and no one field is named
    await expectRefused(() => postJson(base, paths.contact, { ...ok, email: 'nope', phone: 'call me' }), 400, /e-mail.*phone/, undefined);
  });
});

describe('the human check (no Turnstile secret: development tokens)', () => {
  const contact = (captcha: unknown) => ({ name: 'Ben', email: 'ben@example.com', phone: '+356 9999 1111', comment: '', captcha, sourceTypeID: 2, refId: 0 });

  it('refuses a missing, a malformed and a reused token', async () => {
    await expectRefused(() => postJson(base, paths.contact, contact('')), 403, /complete the human check/);
    await expectRefused(() => postJson(base, paths.contact, contact(undefined)), 403, /complete the human check/);
    await expectRefused(() => postJson(base, paths.contact, contact('dev-human-check.short')), 403, /human check failed/);
    await expectRefused(() => postJson(base, paths.contact, contact('some-turnstile-looking-token-0123456789')), 403, /human check failed/);
    expect((await postJson(base, paths.contact, contact(token))).status).toBe(200);
    await expectRefused(() => postJson(base, paths.contact, contact(token)), 403, /already been used/);
  });

  it('keeps a token unused when the submission is refused for another reason', async () => {
    await expectRefused(() => postJson(base, paths.contact, { ...contact(token), email: 'nope' }), 400, /e-mail/);
    expect((await postJson(base, paths.contact, contact(token))).status).toBe(200);
  });
});

describe('POST /Form/ContactAgent and /Form/RequestViewing', () => {
  it('stores a message to the agent of an existing property', async () => {
    const res = await postJson(base, paths.contactAgent, {
      message: 'Is the price negotiable?',
      name: 'Chris Farrugia',
      phone: '+356 7700 1122',
      email: 'chris@example.com',
      propertyId: 1100,
      captcha: token,
      refId: 0,
      sourceType: 2,
    });
    expect(res.status).toBe(200);
    const [row] = await server.db.query('select property_id, message, name, email, phone from contact_agent_requests order by id desc limit 1');
    expect(row).toEqual({ property_id: 1100, message: 'Is the price negotiable?', name: 'Chris Farrugia', email: 'chris@example.com', phone: '+356 7700 1122' });
  });

  it('refuses an unknown property; takes an empty name, phone and e-mail (SPEC §5: only the human check)', async () => {
    const body = { message: '', name: 'X', phone: '+356 7700 1122', email: 'x@example.com', propertyId: 99999, captcha: token, refId: 0, sourceType: 2 };
    await expectRefused(() => postJson(base, paths.contactAgent, body), 404, /property does not exist/);
    const message = `Only the token ${Date.now()}`;
    expect((await postJson(base, paths.contactAgent, { ...body, propertyId: 1100, message, name: '', phone: '', email: '' })).status).toBe(200);
    const [row] = await server.db.query('select name, phone, email from contact_agent_requests where message = $1', [message]);
    expect(row).toEqual({ name: '', phone: '', email: '' });
    await expectRefused(() => postJson(base, paths.contactAgent, { ...body, propertyId: 1100, email: 'x@' }), 400, /valid e-mail/, 'email');
    const viewing = { date: maltaDay(), time: 'Morning', name: '', phone: '', email: '', propertyId: 1101, captcha: devToken(), refId: 0, sourceType: 2 };
    expect((await postJson(base, paths.requestViewing, viewing)).status).toBe(200);
    await expectRefused(() => postJson(base, paths.requestViewing, { ...viewing, captcha: token, phone: '12ab' }), 400, /valid phone/, 'phone');
  });

  it('stores a viewing for today or tomorrow in the morning, afternoon or evening', async () => {
    const today = maltaDay();
    for (const [date, time] of [
      [today, 'Afternoon'],
      [addDays(today, 1), 'Morning'],
    ] as const) {
      const res = await postJson(base, paths.requestViewing, {
        date,
        time,
        name: 'Diane Zammit',
        phone: '+356 7711 2233',
        email: 'diane@example.com',
        propertyId: 1101,
        captcha: devToken(),
        refId: 3,
        sourceType: 2,
      });
      expect(res.status).toBe(200);
      const [row] = await server.db.query('select viewing_date::text as d, viewing_time as t, property_id, ref_id from viewing_requests order by id desc limit 1');
      expect(row).toEqual({ d: date, t: time, property_id: 1101, ref_id: 3 });
    }
  });

  it('refuses other days and other times', async () => {
    const body = { date: maltaDay(), time: 'Evening', name: 'D', phone: '+356 7711 2233', email: 'd@example.com', propertyId: 1101, captcha: token, refId: 0, sourceType: 2 };
    await expectRefused(() => postJson(base, paths.requestViewing, { ...body, date: addDays(maltaDay(), 2) }), 400, /today or tomorrow/, 'date');
    await expectRefused(() => postJson(base, paths.requestViewing, { ...body, date: addDays(maltaDay(), -1) }), 400, /today or tomorrow/, 'date');
    await expectRefused(() => postJson(base, paths.requestViewing, { ...body, date: 'soon' }), 400, /viewing date/, 'date');
    await expectRefused(() => postJson(base, paths.requestViewing, { ...body, time: 'Midnight' }), 400, /Morning, Afternoon or Evening/, 'time');
  });
});

describe('POST /Careers', () => {
  it('stores the application and the CV byte for byte', async () => {
    const res = await postForm(base, paths.careers, careerForm({ RefId: '12' }, { buf: PDF, name: 'my cv.pdf', type: 'application/pdf' }));
    expect(res.status).toBe(200);
    const [row] = await server.db.query<Record<string, unknown>>('select * from career_applications order by id desc limit 1');
    expect(row).toMatchObject({ name: 'Maria Borg', email: 'maria.borg@example.com', phone: '+356 7912 3456', ref_id: 12, cv_original_name: 'my cv.pdf', cv_mime: 'application/pdf', cv_size: PDF.length });
    expect(String(row!.cv_stored_path)).toMatch(/^cv\/[0-9a-f-]{36}\.pdf$/);
    const stored = await readFile(path.join(server.dataDir, 'uploads', String(row!.cv_stored_path)));
    expect(stored.equals(PDF)).toBe(true);
  });

  it('accepts DOCX and DOC files by their content', async () => {
    expect((await postForm(base, paths.careers, careerForm({}, { buf: DOCX, name: 'cv.docx', type: 'application/octet-stream' }))).status).toBe(200);
    const cfb = Buffer.alloc(4096);
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(cfb);
    expect((await postForm(base, paths.careers, careerForm({}, { buf: cfb, name: 'cv.doc', type: 'application/msword' }))).status).toBe(200);
    const rows = await server.db.query<{ cv_stored_path: string }>('select cv_stored_path from career_applications order by id desc limit 2');
    expect(rows.map((r) => path.extname(r.cv_stored_path)).sort()).toEqual(['.doc', '.docx']);
  });

  it('refuses a missing CV, missing fields, other file types, a big CV and no human check', async () => {
    await expectRefused(() => postForm(base, paths.careers, careerForm({})), 400, /Please choose CV/, 'File');
    await expectRefused(() => postForm(base, paths.careers, careerForm({ Email: '' }, { buf: PDF, name: 'cv.pdf', type: 'application/pdf' })), 400, /required \(\*\) fields: Email/, 'Email');
    await expectRefused(() => postForm(base, paths.careers, careerForm({ Name: '', Phone: ' ' }, { buf: PDF, name: 'cv.pdf', type: 'application/pdf' })), 400, /required \(\*\) fields: Name, Phone/, undefined);
    await expectRefused(() => postForm(base, paths.careers, careerForm({ Email: 'maria@' }, { buf: PDF, name: 'cv.pdf', type: 'application/pdf' })), 400, /valid e-mail/, 'Email');
    await expectRefused(() => postForm(base, paths.careers, careerForm({}, { buf: HTML, name: 'cv.pdf', type: 'application/pdf' })), 415, /PDF, DOC or DOCX/, 'File');
    const big = Buffer.concat([PDF, Buffer.alloc(LIMITS.cvMaxBytes)]);
    await expectRefused(() => postForm(base, paths.careers, careerForm({}, { buf: big, name: 'cv.pdf', type: 'application/pdf' })), 413, /at most 5 MB/);
    await expectRefused(() => postForm(base, paths.careers, careerForm({ Captcha: '' }, { buf: PDF, name: 'cv.pdf', type: 'application/pdf' })), 403, /human check/);
    await expectRefused(() => postForm(base, paths.careers, careerForm({ Name: 'x'.repeat(10_000) }, { buf: PDF, name: 'cv.pdf', type: 'application/pdf' })), 400, /at most 200 characters/);
  });
});

describe('POST /Properties/RequestPropertyAdd', () => {
  it('stores the submission with its comma decimals, repeated fields and re-encoded photos without EXIF', async () => {
    const jpeg = await jpegWithGps(800, 600);
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#c0392b' } }).png().toBuffer();
    const res = await postForm(base, paths.requestPropertyAdd, submissionForm({}, [
      { buf: jpeg, name: 'front.jpg' },
      { buf: png, name: 'plan.png', type: 'image/png' },
    ]));
    expect(res.status).toBe(200);
    expect((res.body as Envelope).result?.message).toMatch(/sent successfully/);
    const [row] = await server.db.query<Record<string, unknown>>(
      'select *, available_date::text as available, sale_price::float8 as price from property_submissions order by id desc limit 1',
    );
    expect(row).toMatchObject({
      full_name: 'Joseph Camilleri',
      contact_number: '+35679123456',
      letting_types: [6, 7],
      price: 450000,
      property_type_id: 2,
      bedrooms: 3,
      bathrooms: 2,
      available: addDays(maltaDay(), 10),
      location_id: 1,
      address: 'Triq it-Torri, Sliema, Malta',
      latitude: 35.9123,
      longitude: 14.5021,
      feature_ids: [1, 2, 9],
      source_type: 2,
      ref_id: 42,
    });
    const photos = await server.db.query<{ stored_path: string; mime: string; width: number; height: number; original_name: string }>(
      'select stored_path, mime, width, height, original_name from property_submission_photos where submission_id = $1 order by position',
      [row!.id],
    );
    expect(photos.map((p) => [p.original_name, p.mime, p.width, p.height])).toEqual([
      ['front.jpg', 'image/jpeg', 800, 600],
      ['plan.png', 'image/png', 300, 200],
    ]);
    for (const p of photos) {
      expect(p.stored_path).toMatch(/^property-photos\/[0-9a-f-]{36}\.(jpg|png)$/);
      const meta = await sharp(await readFile(path.join(server.dataDir, 'uploads', p.stored_path))).metadata();
      expect([meta.width, meta.height]).toEqual([p.width, p.height]);
      expect(meta.exif).toBeUndefined();
    }
  });

  it('applies the defaults of SPEC §9 to missing values', async () => {
    const form = new FormData();
    form.append('FullName', 'Rita Galea');
    form.append('ContactNumber', '+356 7999 0000');
    form.append('CaptchValue', token);
    expect((await postForm(base, paths.requestPropertyAdd, form)).status).toBe(200);
    const [row] = await server.db.query(
      `select property_type_id, location_id, available_date::text as d, sale_price::float8 as price, bedrooms, bathrooms, letting_types, latitude, description
         from property_submissions order by id desc limit 1`,
    );
    expect(row).toEqual({ property_type_id: 999, location_id: 999, d: '1900-01-01', price: 0, bedrooms: 0, bathrooms: 0, letting_types: [], latitude: null, description: '' });
  });

  it('accepts 20 photos', async () => {
    const small = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2e8b57' } }).jpeg().toBuffer();
    const res = await postForm(base, paths.requestPropertyAdd, submissionForm({}, Array.from({ length: 20 }, (_, i) => ({ buf: small, name: `p${i}.jpg` }))));
    expect(res.status).toBe(200);
  });

  it('refuses hostile submissions and stores nothing', async () => {
    const small = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2e8b57' } }).jpeg().toBuffer();
    await expectRefused(() => postForm(base, paths.requestPropertyAdd, submissionForm({ CaptchValue: '' }, [{ buf: small, name: 'a.jpg' }])), 403, /complete the human check/);
    await expectRefused(() => postForm(base, paths.requestPropertyAdd, submissionForm({ CaptchValue: 'wrong-token' }, [{ buf: small, name: 'a.jpg' }])), 403, /human check failed/);
    const used = devToken();
    expect((await postForm(base, paths.requestPropertyAdd, submissionForm({ CaptchValue: used }))).status).toBe(200);
    await expectRefused(() => postForm(base, paths.requestPropertyAdd, submissionForm({ CaptchValue: used }, [{ buf: small, name: 'a.jpg' }])), 403, /already been used/);

    const many = Array.from({ length: 21 }, (_, i) => ({ buf: small, name: `p${i}.jpg` }));
    await expectRefused(() => postForm(base, paths.requestPropertyAdd, submissionForm({}, many)), 413, /^Maximum 20 mb and 20 downloadable$/);

    const half = LIMITS.photosMaxTotalBytes / 2;
    const heavy = [
      { buf: Buffer.concat([small, Buffer.alloc(half - small.length)]), name: 'a.jpg' },
      { buf: Buffer.concat([small, Buffer.alloc(half + 1 - small.length)]), name: 'b.jpg' },
    ];
    expect(heavy[0]!.buf.length + heavy[1]!.buf.length).toBe(LIMITS.photosMaxTotalBytes + 1);
    await expectRefused(() => postForm(base, paths.requestPropertyAdd, submissionForm({}, heavy)), 413, /^Maximum 20 mb and 20 downloadable$/);

    await expectRefused(() => postForm(base, paths.requestPropertyAdd, submissionForm({}, [{ buf: small, name: 'ok.jpg' }, { buf: HTML, name: 'evil.jpg' }])), 415, /JPEG, PNG or WebP/, 'Photos');
    await expectRefused(() => postForm(base, paths.requestPropertyAdd, submissionForm({ FullName: 'x'.repeat(10_000) }, [{ buf: small, name: 'a.jpg' }])), 400, /Full Name must be at most 200 characters/);
    await expectRefused(() => postForm(base, paths.requestPropertyAdd, submissionForm({ FullName: '', ContactNumber: '' })), 400, /Please fill the required fields: Full Name, Contact Number/, undefined);
    await expectRefused(() => postForm(base, paths.requestPropertyAdd, submissionForm({ ContactNumber: '' })), 400, /Please fill the required fields: Contact Number/, 'ContactNumber');
    await expectRefused(() => postForm(base, paths.requestPropertyAdd, submissionForm({ ContactNumber: 'call me' })), 400, /valid contact number/, 'ContactNumber');
    await expectRefused(() => postForm(base, paths.requestPropertyAdd, submissionForm({ SalePrice: 'a lot' })), 400, /Sale price must be numeric/);
    await expectRefused(() => postForm(base, paths.requestPropertyAdd, submissionForm({ AvailableDate: addDays(maltaDay(), -3) })), 400, /earlier than today/, 'AvailableDate');
    await expectRefused(() => postForm(base, paths.requestPropertyAdd, submissionForm({ 'LettingTypes[]': ['5'] })), 400, /Sale types/);
    await expectRefused(() => postForm(base, paths.requestPropertyAdd, submissionForm({ Latitude: '95,1' })), 400, /Latitude/);
    await expectRefused(() => postForm(base, paths.requestPropertyAdd, submissionForm({ 'Features[]': ['12345'] })), 400, /feature does not exist/, 'Features[]');
    await expectRefused(
      () => fetch(base + paths.requestPropertyAdd, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }).then(async (r) => ({ status: r.status, body: await r.json() })),
      415,
      /multipart/,
    );
  });
});

describe('the Idempotency-Key header', () => {
  const contact = (captcha: string, comment = 'Please call me back.') => ({
    name: 'Rita Borg', email: 'rita@example.com', phone: '+356 7912 3456', comment, captcha, sourceTypeID: 2, refId: 0,
  });
  const rows = async (table: string) => (await server.db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]?.n;

  it('stores a submission once when the same key arrives twice, and answers the repeat as the first', async () => {
    const key = { 'idempotency-key': `contact-${Date.now()}-a` };
    const before = await rows('contact_requests');
    const first = await postJson(base, paths.contact, contact(devToken()), false, key);
    // the visitor's retry after a lost answer: a new human check, the same key
    const repeat = await postJson(base, paths.contact, contact(devToken()), false, key);
    expect([first.status, repeat.status]).toEqual([200, 200]);
    expect(repeat.body).toEqual(first.body);
    expect(await rows('contact_requests')).toBe((before ?? 0) + 1);
    // a key is per call, and another key is another submission
    expect((await postJson(base, paths.contactAgent, { ...contact(devToken()), message: 'Hi', propertyId: 1100, sourceType: 2 }, false, key)).status).toBe(200);
    expect((await postJson(base, paths.contact, contact(devToken()), false, { 'idempotency-key': `contact-${Date.now()}-b` })).status).toBe(200);
    expect(await rows('contact_requests')).toBe((before ?? 0) + 2);
  });

  it('stores one submission when two requests with one key arrive together', async () => {
    const key = { 'idempotency-key': `"submission-${Date.now()}"` };
    const before = await rows('property_submissions');
    const send = () => fetch(base + paths.requestPropertyAdd, { method: 'POST', body: submissionForm({}), headers: key });
    const answers = await Promise.all([send(), send()]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(await rows('property_submissions')).toBe((before ?? 0) + 1);
  });

  it('lets a key whose first try was refused be tried again, and refuses a malformed key', async () => {
    const key = { 'idempotency-key': `retry-${Date.now()}` };
    await expectRefused(() => postJson(base, paths.contact, { ...contact(devToken()), email: 'nope' }, false, key), 400, /e-mail/);
    expect((await postJson(base, paths.contact, contact(devToken()), false, key)).status).toBe(200);
    await expectRefused(() => postJson(base, paths.contact, contact(devToken()), false, { 'idempotency-key': 'a b' }), 400, /Idempotency-Key/);
    await expectRefused(() => postJson(base, paths.contact, contact(devToken()), false, { 'idempotency-key': 'x'.repeat(300) }), 400, /Idempotency-Key/);
  });
});

describe('form rate limit', () => {
  it('answers 429 once a client has sent too many forms', async () => {
    const limited = await createServer({ env: {}, db: server.db, seed: false, formRateLimit: { points: 2, durationSeconds: 60 }, config: { host: '127.0.0.1', port: 0, dataDir: server.dataDir } });
    try {
      const url = await limited.listen();
      // The site passes the visitor's address on; each visitor has their own allowance, spent by
      // every form sent, a refused one included (an empty body lacks the human check: 403).
      const send = (ip: string) => postJson(url, paths.contact, {}, false, { 'x-forwarded-for': ip });
      expect((await send('203.0.113.5')).status).toBe(403);
      expect((await send('203.0.113.5')).status).toBe(403);
      const third = await send('203.0.113.5');
      expect(third.status).toBe(429);
      expect((third.body as Envelope).result?.message).toMatch(/Too many requests/);
      expect((await send('203.0.113.6')).status).toBe(403);
      // Calls straight from loopback (a site that does not pass the address on) get ten times as many.
      for (let i = 0; i < 20; i++) expect((await postJson(url, paths.contact, {})).status).toBe(403);
      expect((await postJson(url, paths.contact, {})).status).toBe(429);
    } finally {
      await limited.app.close();
    }
  });

  it('counts an IPv6 client by its /64, /56 and /48, so rotating addresses through its networks gains 16 times at most', async () => {
    const limited = await createServer({ env: {}, db: server.db, seed: false, formRateLimit: { points: 1, durationSeconds: 60 }, config: { host: '127.0.0.1', port: 0, dataDir: server.dataDir } });
    try {
      const url = await limited.listen();
      const send = (ip: string) => postJson(url, paths.contact, {}, false, { 'x-forwarded-for': ip });
      // one /64: one form, whichever of its addresses sends it
      expect((await send('2001:db8:9:100::1')).status).toBe(403);
      expect((await send('2001:db8:9:100::ffff')).status).toBe(429);
      // every /64 of one /48, a new one each time: 16 forms, four from each of four /56s
      const statuses: number[] = [];
      for (let net = 0; net < 8; net++) {
        for (let sub = 1; sub <= 4; sub++) statuses.push((await send(`2001:db8:9:${((net << 8) | sub).toString(16)}::1`)).status);
      }
      // the first /56 (2001:db8:9:100::/56) already spent one of its four above
      expect(statuses.filter((s) => s === 403)).toHaveLength(15);
      expect(statuses.slice(16).every((s) => s === 429)).toBe(true);
      // another /48 is another client
      expect((await send('2001:db8:a::1')).status).toBe(403);
    } finally {
      await limited.app.close();
    }
  });
});

describe('strict mode (BACKEND_STRICT=1) requires no more than SPEC §5 either', () => {
  it('takes a contact message with an e-mail alone and the dialogs with nothing but the token; a refusal names no field', async () => {
    const strict = await startTestServer({ config: { strict: true } });
    try {
      const email = `strict-${Date.now()}@example.com`;
      expect((await postJson(strict.url, paths.contact, { name: '', email, phone: '', comment: '', captcha: devToken(), sourceTypeID: 2, refId: 0 })).status).toBe(200);
      const [row] = await strict.db.query('select name, email, phone from contact_requests where email = $1', [email]);
      expect(row).toEqual({ name: '', email, phone: '' });
      const property = (await strict.db.query<{ id: number }>('select id from properties order by id limit 1'))[0]?.id;
      const nobody = { name: '', phone: '', email: '', propertyId: property, captcha: '', refId: 0, sourceType: 2 };
      expect((await postJson(strict.url, paths.contactAgent, { ...nobody, message: '', captcha: devToken() })).status).toBe(200);
      expect((await postJson(strict.url, paths.requestViewing, { ...nobody, date: maltaDay(), time: 'Evening', captcha: devToken() })).status).toBe(200);
      const refused = await postJson<Envelope>(strict.url, paths.contact, { email: 'nope', captcha: devToken() });
      expect(refused.status).toBe(400);
      // SPEC shows no field in a refusal (outside strict mode it is named: expectRefused above)
      expect(refused.body).toEqual({ statusCode: 400, result: { message: 'Please enter a valid e-mail address.' } });
    } finally {
      await strict.stop();
    }
  });
});
