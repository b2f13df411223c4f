/**
 * The benchmarks' goal lines print a reading so that it never looks like it meets a goal it misses.
 */
import { describe, expect, it } from 'vitest';
import { msAgainst, signedMsAgainst } from '../../scripts/bench/report';

describe('a reading judged against its goal', () => {
  it('is printed in whole milliseconds', () => {
    expect(msAgainst(137.4, 200)).toBe('137');
    expect(msAgainst(200, 200)).toBe('200');
    expect(msAgainst(1319.6, 1200)).toBe('1,320');
    expect(msAgainst(201.2, 200)).toBe('201');
  });
  it('keeps the decimals it takes where rounding would put a reading that misses onto the goal', () => {
    expect(msAgainst(200.4, 200)).toBe('200.4');
    expect(msAgainst(500.04, 500)).toBe('500.04');
  });
  it('says MISSING for no reading', () => {
    expect(msAgainst(Number.NaN, 100)).toBe('MISSING');
    expect(msAgainst(Number.POSITIVE_INFINITY, 200)).toBe('MISSING');
  });
  it('gives a difference its sign, with the same decimals', () => {
    expect(signedMsAgainst(704.2, 150)).toBe('+704');
    expect(signedMsAgainst(150.4, 150)).toBe('+150.4');
    expect(signedMsAgainst(-12.3, 150)).toBe('-12');
    expect(signedMsAgainst(Number.NaN, 300)).toBe('MISSING');
  });
});
