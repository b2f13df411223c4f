import { describe, expect, it } from 'vitest';
import { formatBlogDate, isoDay } from '@/lib/blog-date';

describe('formatBlogDate', () => {
  it('shows DD.MM.YYYY of the calendar date sent', () => {
    expect(formatBlogDate('2026-03-05T00:00:00')).toBe('05.03.2026');
    expect(formatBlogDate('2025-12-31T23:30:00Z')).toBe('31.12.2025');
    expect(formatBlogDate('2024-02-29')).toBe('29.02.2024');
  });
  it('gives nothing for an unreadable date', () => {
    expect(formatBlogDate('')).toBe('');
    expect(formatBlogDate('yesterday')).toBe('');
    expect(formatBlogDate('2025-02-30')).toBe('');
  });
});

describe('isoDay', () => {
  it('keeps the date part only', () => {
    expect(isoDay('2026-03-05T10:00:00Z')).toBe('2026-03-05');
    expect(isoDay('nope')).toBe('');
  });
});
