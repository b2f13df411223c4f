/** Request bodies by purpose (lib/server/body-limits.ts), judged from the headers alone. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_BODY_LIMIT, judgeBody, MAX_BODY_LIMIT, UPLOAD_BODY_LIMITS } from '@/lib/server/body-limits';

const MB = 1024 * 1024;

describe('judgeBody', () => {
  it('takes up to 1 MB anywhere, refuses more with 413 before reading it', () => {
    expect(judgeBody('/', { 'content-length': String(MB) })).toEqual({ ok: true, large: false });
    expect(judgeBody('/', { 'content-length': String(MB + 1) })).toMatchObject({ ok: false, status: 413 });
    expect(judgeBody('/contact', { 'content-length': String(5 * MB) })).toMatchObject({ ok: false, status: 413 });
    // an upload page's limit is for that page only, not for one that merely starts the same
    expect(judgeBody('/my-properties-x', { 'content-length': String(5 * MB) })).toMatchObject({ ok: false, status: 413 });
  });

  it('lets the two upload forms send their files, as uploads', () => {
    expect(judgeBody('/my-properties', { 'content-length': String(20 * MB) })).toEqual({ ok: true, large: true });
    expect(judgeBody('/my-properties', { 'content-length': String(30 * MB) })).toMatchObject({ ok: false, status: 413 });
    expect(judgeBody('/career', { 'content-length': String(5 * MB) })).toEqual({ ok: true, large: true });
    expect(judgeBody('/career', { 'content-length': String(7 * MB) })).toMatchObject({ ok: false, status: 413 });
    expect(judgeBody('/career', { 'content-length': '2000' })).toEqual({ ok: true, large: false });
  });

  it('gives an upload form the same limit in every language, and no address that merely resembles one', () => {
    expect(judgeBody('/it/my-properties', { 'content-length': String(20 * MB) })).toEqual({ ok: true, large: true });
    expect(judgeBody('/it/career', { 'content-length': String(7 * MB) })).toMatchObject({ ok: false, status: 413 });
    expect(judgeBody('/en/my-properties', { 'content-length': String(5 * MB) })).toMatchObject({ ok: false, status: 413 });
    expect(judgeBody('/it/x/my-properties', { 'content-length': String(5 * MB) })).toMatchObject({ ok: false, status: 413 });
  });

  it('refuses a body of unknown length with 411, and a length that is not a number', () => {
    expect(judgeBody('/', { 'transfer-encoding': 'chunked' })).toMatchObject({ ok: false, status: 411 });
    expect(judgeBody('/', { 'content-length': '1e9' })).toMatchObject({ ok: false, status: 413 });
    expect(judgeBody('/', {})).toEqual({ ok: true, large: false });
  });

  it('gives Next.js the largest limit as its ceiling, nginx the same per path', async () => {
    expect(DEFAULT_BODY_LIMIT).toBe(MB);
    expect(MAX_BODY_LIMIT).toBe(22 * MB);
    const { readFile } = await import('node:fs/promises');
    const nginx = await readFile('deploy/nginx/site.conf', 'utf8');
    expect(nginx).toMatch(/^client_max_body_size 1m;/m);
    for (const [path, limit] of Object.entries(UPLOAD_BODY_LIMITS)) {
      // the page in every language: an optional two-letter prefix (/it/my-properties)
      const location = `location ~ ^(/[a-z][a-z])?${path}$ {\n    client_max_body_size ${limit / MB}m;`;
      expect(nginx).toContain(location);
    }
  });
});
