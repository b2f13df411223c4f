/**
 * bench:taps judges the site against the floor of the same run (the baseline app), and its
 * instruments against a task it puts in the page itself: a reading that never came is worse than any.
 */
import { describe, expect, it } from 'vitest';
import { instrumentSees, longestTaskGoal, medianAndWorst, MISSING, worstTapGoal } from '../../scripts/bench/floors';

describe('the goals against the floor', () => {
  it('allows a worst tap of 500 ms, or the baseline’s worst + 100 ms where that is above 500', () => {
    expect(worstTapGoal(368)).toBe(500);
    expect(worstTapGoal(500)).toBe(500);
    expect(worstTapGoal(640)).toBe(740);
  });

  it('allows a longest task of the baseline’s median + 50 ms', () => {
    expect(longestTaskGoal(201)).toBe(251);
  });
});

describe('the instruments’ control', () => {
  it('passes only a reading that shows the injected task in full', () => {
    expect(instrumentSees(312, 300)).toBe(true);
    expect(instrumentSees(300, 300)).toBe(true);
    expect(instrumentSees(290, 300)).toBe(false);
    expect(instrumentSees(undefined, 300)).toBe(false);
    expect(instrumentSees(Number.NaN, 300)).toBe(false);
  });
});

describe('the median and the worst of some readings', () => {
  it('reads five loads', () => {
    expect(medianAndWorst([120, 80, 300, 90, 100])).toEqual({ median: 100, worst: 300 });
  });

  it('counts a missing reading as worse than any, never as a figure', () => {
    expect(medianAndWorst([120, undefined, 90])).toEqual({ median: 120, worst: MISSING });
    expect(medianAndWorst([Number.NaN, Number.NaN, 90])).toEqual({ median: MISSING, worst: MISSING });
    expect(medianAndWorst([])).toEqual({ median: MISSING, worst: MISSING });
  });
});
