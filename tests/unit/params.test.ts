import { describe, expect, it } from 'vitest';
import { parseAgentId, parseBlogSlug } from '@/lib/params';

describe('parseAgentId', () => {
  it('reads plain positive ids', () => {
    expect(parseAgentId('1')).toBe(1);
    expect(parseAgentId('987654321')).toBe(987654321);
  });
  it.each(['0', '-1', '01', '1.5', '1e3', 'abc', '', ' 1', '1234567890'])('refuses %j', (raw) => {
    expect(parseAgentId(raw)).toBeNull();
  });
});

describe('parseBlogSlug', () => {
  it('decodes and keeps ordinary slugs', () => {
    expect(parseBlogSlug('buying-in-sliema')).toBe('buying-in-sliema');
    expect(parseBlogSlug('g%C4%A7ajnsielem-guide')).toBe('għajnsielem-guide');
  });
  it.each(['', '%20', '%E0%A4%A', 'a%2Fb', 'a%00b', 'x'.repeat(201)])('refuses %j', (raw) => {
    expect(parseBlogSlug(raw)).toBeNull();
  });
});
