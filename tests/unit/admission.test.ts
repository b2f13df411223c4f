/**
 * Fair admission (lib/server/admission.ts): how many are served at once, the order of the others,
 * visitors who left while waiting, the hold limit, each visitor's share and the bounded line; and
 * the add-my-property forwarding lane built on it (lib/server/forwarding.ts).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { admitWork, createAdmission } from '@/lib/server/admission';
import { createSubmissionForwarding, FORWARDING } from '@/lib/server/forwarding';

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

  it.each([
    { why: 'its visitor’s share is full', options: { perVisitor: 2 }, visitors: ['A', 'A', 'A'] },
    { why: 'the line is full', options: { maxWaiting: 1, perVisitor: 1 }, visitors: ['A', 'B', 'C'] },
  ])('a waiting request whose connection is gone makes room at once for one refused because $why, and the refusal took nothing', ({ options, visitors }) => {
    const admission = createAdmission({ limit: 1, maxHoldMs: 60_000, ...options });
    const [first, leaving, third] = visitors as [string, string, string];
    let left = false;
    expect(admission.enter(() => undefined, () => false, first)).toBe(true);
    expect(admission.enter(() => undefined, () => left, leaving)).toBe(true);
    expect(admission.enter(() => undefined, () => false, third)).toBe(false);
    left = true;
    expect(admission.enter(() => undefined, () => false, third)).toBe(true);
    expect(admission.waiting).toBe(1);
  });

  it('a served request held past maxHoldMs no longer counts for its visitor either', () => {
    const admission = createAdmission({ limit: 1, maxHoldMs: 1000, perVisitor: 1 });
    expect(admission.enter(() => undefined, () => false, 'A')).toBe(true);
    expect(admission.enter(() => undefined, () => false, 'A')).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(admission.enter(() => undefined, () => false, 'A')).toBe(true);
  });

  it('with maxWaiting, refuses at once a request that finds every place taken and the line full', () => {
    const admission = createAdmission({ limit: 1, maxHoldMs: 60_000, maxWaiting: 2 });
    const { started, leave } = enterMany(admission, 3);
    expect(admission.enter(() => started.push(99), () => false)).toBe(false);
    expect(admission.waiting).toBe(2);
    leave(0);
    // a place in line is free again
    expect(admission.enter(() => started.push(3), () => false, 'late')).toBe(true);
    leave(1);
    leave(2);
    expect(started).toEqual([0, 1, 2, 3]);
  });

  it('refuses a limit that is not a positive integer', () => {
    expect(() => createAdmission({ limit: 0, maxHoldMs: 1000 })).toThrow(/positive integer/);
    expect(() => createAdmission({ limit: 1.5, maxHoldMs: 1000 })).toThrow(/positive integer/);
  });
});

/** A piece of work that finishes when told to, and tells when it has started. */
function deferred() {
  let finish: (value: string) => void = () => undefined;
  let begun: () => void = () => undefined;
  const done = new Promise<string>((resolve) => (finish = resolve));
  const started = new Promise<void>((resolve) => (begun = resolve));
  return { done, finish, started, run: () => (begun(), done) };
}

const stays = () => false;

describe('admitWork', () => {
  it('runs the work in its turn, gives back its value and frees its place when it settles, even by failing', async () => {
    const admission = createAdmission({ limit: 1, maxHoldMs: 60_000 });
    const first = deferred();
    const order: string[] = [];
    const a = admitWork(admission, 'A', () => (order.push('a'), first.run()), stays);
    const b = admitWork(admission, 'B', async () => (order.push('b'), Promise.reject(new Error('refused'))), stays);
    const c = admitWork(admission, 'C', async () => (order.push('c'), 'c done'), stays);
    await first.started;
    expect(order).toEqual(['a']);
    expect([admission.serving, admission.waiting]).toEqual([1, 2]);
    first.finish('a done');
    expect(await a).toEqual({ admitted: true, value: 'a done' });
    await expect(b).rejects.toThrow('refused');
    expect(await c).toEqual({ admitted: true, value: 'c done' });
    expect(order).toEqual(['a', 'b', 'c']);
    expect([admission.serving, admission.waiting]).toEqual([0, 0]);
  });

  it('answers at once, without running the work, when the admission refuses it', async () => {
    const admission = createAdmission({ limit: 1, maxHoldMs: 60_000, perVisitor: 1 });
    const held = deferred();
    void admitWork(admission, 'A', held.run, stays);
    let ran = false;
    expect(await admitWork(admission, 'A', async () => ((ran = true), 'again'), stays)).toEqual({ admitted: false });
    expect(ran).toBe(false);
    held.finish('done');
  });

  it('drops the work of a visitor who left while it waited: not run, not admitted, and the next in line goes on', async () => {
    const admission = createAdmission({ limit: 1, maxHoldMs: 60_000 });
    const first = deferred();
    const next = deferred();
    let left = false;
    let ran = false;
    void admitWork(admission, 'A', first.run, stays);
    const leaving = admitWork(admission, 'B', async () => ((ran = true), 'sent'), () => left);
    const after = admitWork(admission, 'C', next.run, stays);
    await first.started;
    left = true;
    first.finish('done');
    expect(await leaving).toEqual({ admitted: false });
    await next.started;
    expect(ran).toBe(false);
    next.finish('c sent');
    expect(await after).toEqual({ admitted: true, value: 'c sent' });
  });
});

describe('the add-my-property forwarding lane', () => {
  it(`forwards ${FORWARDING.atOnce} at once, lets ${FORWARDING.waiting} wait, one per visitor, and says busy to the rest`, async () => {
    const lane = createSubmissionForwarding(1000);
    const calls = Array.from({ length: FORWARDING.atOnce + FORWARDING.waiting + 1 }, deferred);
    const forwarded: number[] = [];
    const answers = calls.map((call, i) => admitWork(lane, `visitor-${i}`, () => (forwarded.push(i), call.run()), stays));
    // a visitor with one submission in the lane is answered at once, whoever else waits
    expect(await admitWork(lane, 'visitor-0', async () => 'second', stays)).toEqual({ admitted: false });
    expect(await answers.at(-1)).toEqual({ admitted: false });
    await Promise.all(calls.slice(0, FORWARDING.atOnce).map((c) => c.started));
    const upTo = (n: number) => Array.from({ length: n }, (_, i) => i);
    expect(forwarded).toEqual(upTo(FORWARDING.atOnce));
    expect([lane.serving, lane.waiting]).toEqual([FORWARDING.atOnce, FORWARDING.waiting]);
    for (const call of calls) call.finish('sent');
    const settled = await Promise.all(answers.slice(0, -1));
    expect(settled.every((a) => a.admitted)).toBe(true);
    expect(forwarded).toEqual(upTo(FORWARDING.atOnce + FORWARDING.waiting));
    expect([lane.serving, lane.waiting]).toEqual([0, 0]);
  });
});
