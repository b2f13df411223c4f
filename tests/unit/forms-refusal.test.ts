/**
 * A field the API refuses is shown beside the field the visitor filled in: the answer's result
 * names it (`{ message, field }`, inside SPEC's envelope), lib/api/forms.ts reads it when present,
 * and each form maps the wire name back to its own field.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIRE_FIELDS } from '@/lib/forms/payloads';
import { formFieldOf, refusedFieldError } from '@/lib/forms/state';

let answer = '';
let server: Server;

beforeAll(async () => {
  server = createServer((_req, res) => {
    res.writeHead(400, { 'content-type': 'application/json' });
    res.end(answer);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  process.env.API_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const { sendContact } = await import('@/lib/api/forms');
const payload = { name: '', email: 'only@example.com', phone: '', comment: '', captcha: 't', sourceTypeID: 2 as const, refId: 0 };

describe('a refusal that names its field', () => {
  it('is read from the answer when the field is there, and not invented when it is not', async () => {
    answer = JSON.stringify({ statusCode: 400, result: { message: 'Please enter a valid e-mail address.', field: 'email' } });
    expect(await sendContact(payload, { idempotencyKey: 'k1' })).toEqual({
      ok: false,
      reason: 'rejected',
      status: 400,
      message: 'Please enter a valid e-mail address.',
      field: 'email',
    });
    answer = JSON.stringify({ statusCode: 400, result: { message: 'The request is not valid.' } });
    const plain = await sendContact(payload, { idempotencyKey: 'k2' });
    expect(plain).toMatchObject({ ok: false, reason: 'rejected', status: 400, message: 'The request is not valid.' });
    expect(plain).not.toHaveProperty('field', expect.anything());
    // a field that is not text is no field
    answer = JSON.stringify({ statusCode: 400, result: { message: 'No.', field: { name: 'email' } } });
    expect(await sendContact(payload, { idempotencyKey: 'k3' })).not.toHaveProperty('field', expect.anything());
  });
});

describe('the wire field back to the form field', () => {
  it('follows each form’s own names', () => {
    expect(formFieldOf(WIRE_FIELDS.contact, 'email')).toBe('email');
    expect(formFieldOf(WIRE_FIELDS.viewing, 'date')).toBe('slot');
    expect(formFieldOf(WIRE_FIELDS.career, 'File')).toBe('cv');
    expect(formFieldOf(WIRE_FIELDS.submission, 'ContactNumber')).toBe('contactNumber');
    expect(formFieldOf(WIRE_FIELDS.submission, 'Photos')).toBe('photos');
  });

  it('reads another spelling of the same name: case, and repeated fields with or without []', () => {
    expect(formFieldOf(WIRE_FIELDS.career, 'email')).toBe('email');
    expect(formFieldOf(WIRE_FIELDS.contact, 'Phone')).toBe('phone');
    expect(formFieldOf(WIRE_FIELDS.submission, 'LettingTypes')).toBe('lettingTypes');
    expect(formFieldOf(WIRE_FIELDS.submission, 'features[]')).toBe('features');
  });

  it('knows no field for the token, the fixed values or anything else', () => {
    for (const wire of ['captcha', 'CaptchValue', 'refId', 'sourceTypeID', 'propertyId', '__proto__', 'constructor', 'toString', '']) {
      expect(formFieldOf(WIRE_FIELDS.contact, wire), wire).toBeNull();
      expect(formFieldOf(WIRE_FIELDS.submission, wire), wire).toBeNull();
    }
  });

  it('gives the field its message, or leaves the message to the banner', () => {
    expect(refusedFieldError(WIRE_FIELDS.contactAgent, { field: 'phone', message: 'Please enter a valid phone.' })).toEqual({ phone: 'Please enter a valid phone.' });
    expect(refusedFieldError(WIRE_FIELDS.submission, { field: 'AvailableDate', message: 'Available date cannot be earlier than today.' })).toEqual({
      availableDate: 'Available date cannot be earlier than today.',
    });
    expect(refusedFieldError(WIRE_FIELDS.contact, { message: 'The human check failed.' })).toBeNull();
    expect(refusedFieldError(WIRE_FIELDS.contact, { field: 'captcha', message: 'The human check failed.' })).toBeNull();
    expect(refusedFieldError(WIRE_FIELDS.contact, { field: 'email' })).toBeNull();
  });
});
