import { describe, expect, it } from 'vitest';
import { availabilityOf } from '@/lib/availability';
import { addDays, maltaDay } from '@/lib/forms/malta-time';

describe('availability badge', () => {
  const today = '2026-03-10';
  it('is Now for today or earlier', () => {
    expect(availabilityOf('2026-03-10', today)).toBe(0);
    expect(availabilityOf('2025-01-01T00:00:00Z', today)).toBe(0);
  });
  it('is Soon from tomorrow up to 60 days ahead', () => {
    expect(availabilityOf('2026-03-11', today)).toBe(1);
    expect(availabilityOf('2026-05-09', today)).toBe(1); // 60 days
  });
  it('is Few Months after 60 days', () => {
    expect(availabilityOf('2026-05-10', today)).toBe(2); // 61 days
  });
  it('treats an unknown or broken date as Now', () => {
    expect(availabilityOf('', today)).toBe(0);
    expect(availabilityOf('not a date', today)).toBe(0);
  });
  it("counts from today in Malta's time zone when no day is given (tests/unit/forms-rules.test.ts: maltaDay)", () => {
    const today = maltaDay(new Date());
    expect(availabilityOf(today)).toBe(0);
    expect(availabilityOf(addDays(today, 1))).toBe(1);
    expect(availabilityOf(addDays(today, 61))).toBe(2);
  });
});
