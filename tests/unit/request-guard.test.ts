import { describe, expect, it } from 'vitest';
import { malformedPathResponse } from '@/lib/security/request-guard';

describe('malformedPathResponse', () => {
  it.each(['/%ff%fe%fd', '/%c0%af%c0%afetc', '/%E0%A4%A', '/50%', '/a%zz'])('%s is a 400', async (path) => {
    const res = malformedPathResponse(path);
    expect(res?.status).toBe(400);
    expect(await res?.text()).not.toMatch(/<|at /);
  });

  it.each(['/', '/property-for-sale-in-%C4%A7amrun', '/%3Cscript%3E', '/..%2f..%2fetc', '/%F0%9F%8F%A0'])('%s goes on', (path) => {
    expect(malformedPathResponse(path)).toBeNull();
  });
});
