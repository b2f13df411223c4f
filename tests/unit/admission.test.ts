/**
 * Fair admission (lib/server/admission.ts): how many are served at once, the order of the others,
 * visitors who left while waiting, the hold limit, and each visitor's share.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAdmission } from '@/lib/server/admission';

/** Enters `n` requests; returns the order they started in and their leave functions. */
function enterMany(admission: ReturnType<typeof createAdmission>, n: number, gone: (i: number) => boolean = () => false) {
  const started: number[] = [];
  const leaves = new Map<number, () => void>();
  for (let i = 0; i < n; i++) {
    admission.enter(
      (leave) => {
        started.push(i);
        leaves.set(i, leave);
      },
      () => gone(i),
    );
  }
  return { started, leave: (i: number) => leaves.get(i)?.() };
}

describe('createAdmission', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('serves up to the limit at once and lets the others wait', () => {
    const admission = createAdmission({ limit: 2, maxHoldMs: 1000 });
    const { started } = enterMany(admission, 5);
    expect(started).toEqual([0, 1]);
    expect(admission.serving).toBe(2);
    expect(admission.waiting).toBe(3);
  });

  it('admits waiting requests in arrival order as places free up', () => {
    const admission = createAdmission({ limit: 2, maxHoldMs: 1000 });
    const { started, leave } = enterMany(admission, 5);
    leave(1);
    expect(started).toEqual([0, 1, 2]);
    leave(0);
    leave(2);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(admission.waiting).toBe(0);
  });

  it('a request that arrives while others wait queues behind them even if a place is free', () => {
    const admission = createAdmission({ limit: 1, maxHoldMs: 1000 });
    const { started, leave } = enterMany(admission, 2);
    leave(0);
    const late: string[] = [];
    admission.enter(() => late.push('late'), () => false);
    expect(started).toEqual([0, 1]);
    expect(late).toEqual([]);
    leave(1);
    expect(late).toEqual(['late']);
  });

  it('leaving twice frees one place only', () => {
    const admission = createAdmission({ limit: 1, maxHoldMs: 1000 });
    const { started, leave } = enterMany(admission, 3);
    leave(0);
    leave(0);
    expect(started).toEqual([0, 1]);
    expect(admission.serving).toBe(1);
  });

  it('drops waiting requests whose visitor has gone', () => {
    const admission = createAdmission({ limit: 1, maxHoldMs: 1000 });
    const { started, leave } = enterMany(admission, 4, (i) => i === 1 || i === 2);
    leave(0);
    expect(started).toEqual([0, 3]);
    expect(admission.waiting).toBe(0);
  });

  it('stops counting a request held longer than maxHoldMs', () => {
    const admission = createAdmission({ limit: 1, maxHoldMs: 1000 });
    const { started, leave } = enterMany(admission, 2);
    vi.advanceTimersByTime(999);
    expect(started).toEqual([0]);
    vi.advanceTimersByTime(1);
    expect(started).toEqual([0, 1]);
    // the late leave of the first request does not free a second place
    leave(0);
    expect(admission.serving).toBe(1);
  });

  it('gives each visitor at most perVisitor places served and waiting; the others’ turns are untouched', () => {
    const admission = createAdmission({ limit: 1, maxHoldMs: 60_000, perVisitor: 2 });
    const started: string[] = [];
    const leaves = new Map<string, () => void>();
    const enter = (name: string, visitor: string, gone = () => false) =>
      admission.enter(
        (leave) => {
          started.push(name);
          leaves.set(name, leave);
        },
        gone,
        visitor,
      );
    // one visitor sends five: one served, one waiting, three refused at once
    expect(['a1', 'a2', 'a3', 'a4', 'a5'].map((n) => enter(n, 'A'))).toEqual([true, true, false, false, false]);
    // another visitor queues behind them
    expect(enter('b1', 'B')).toBe(true);
    expect(admission.waiting).toBe(2);
    leaves.get('a1')?.();
    expect(started).toEqual(['a1', 'a2']);
    // a place of A's is free again (a1 is done), so A may queue one more, behind B
    expect(enter('a6', 'A')).toBe(true);
    expect(enter('a7', 'A')).toBe(false);
    leaves.get('a2')?.();
    leaves.get('b1')?.();
    expect(started).toEqual(['a1', 'a2', 'b1', 'a6']);
  });

  it('a visitor’s waiting request whose connection is gone frees its place at once', () => {
    const admission = createAdmission({ limit: 1, maxHoldMs: 60_000, perVisitor: 2 });
    let left = false;
    expect(admission.enter(() => undefined, () => false, 'A')).toBe(true);
    expect(admission.enter(() => undefined, () => left, 'A')).toBe(true);
    expect(admission.enter(() => undefined, () => false, 'A')).toBe(false);
    left = true;
    expect(admission.enter(() => undefined, () => false, 'A')).toBe(true);
    expect(admission.waiting).toBe(1);
  });

  it('a served request held past maxHoldMs no longer counts for its visitor either', () => {
    const admission = createAdmission({ limit: 1, maxHoldMs: 1000, perVisitor: 1 });
    expect(admission.enter(() => undefined, () => false, 'A')).toBe(true);
    expect(admission.enter(() => undefined, () => false, 'A')).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(admission.enter(() => undefined, () => false, 'A')).toBe(true);
  });

  it('refuses a limit that is not a positive integer', () => {
    expect(() => createAdmission({ limit: 0, maxHoldMs: 1000 })).toThrow(/positive integer/);
    expect(() => createAdmission({ limit: 1.5, maxHoldMs: 1000 })).toThrow(/positive integer/);
  });
});
