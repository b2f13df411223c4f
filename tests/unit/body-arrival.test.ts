/** How an upload's body must arrive once it is read (lib/server/body-arrival.ts). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UPLOAD_ARRIVAL, bodyDeadlineMs, bytesDue, fellBehindWhileWaiting, uploadWaitLimitMs, watchBodyArrival } from '@/lib/server/body-arrival';

const KB = 1024;
const MB = 1024 * KB;

/** A body whose bytes arrive as the test says; records why it was dropped. */
function body(declared: number) {
  const state = { received: 0, dropped: undefined as string | undefined };
  const stop = watchBodyArrival({
    declared,
    received: () => state.received,
    complete: () => state.received >= declared,
    drop: (reason) => (state.dropped = reason),
  });
  return { state, stop };
}

describe('watchBodyArrival', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('drops a body sent a byte a second at the end of its first window', () => {
    const { state } = body(2 * MB);
    state.received += 1;
    vi.advanceTimersByTime(1000);
    expect(state.dropped).toBeUndefined();
    vi.advanceTimersByTime(UPLOAD_ARRIVAL.windowMs - 1000);
    expect(state.dropped).toBe('stalled');
  });

  it('drops a body that starts fast and then trickles: every window must bring its share', () => {
    const { state } = body(2 * MB);
    state.received = 512 * KB;
    vi.advanceTimersByTime(UPLOAD_ARRIVAL.windowMs);
    expect(state.dropped).toBeUndefined();
    state.received += UPLOAD_ARRIVAL.minBytesPerWindow - 1;
    vi.advanceTimersByTime(UPLOAD_ARRIVAL.windowMs);
    expect(state.dropped).toBe('stalled');
  });

  it('keeps a body arriving at 200 KB/s until it is whole, then stops watching', () => {
    const { state } = body(20 * MB);
    const perWindow = (200 * KB * UPLOAD_ARRIVAL.windowMs) / 1000;
    while (state.received < 20 * MB) {
      state.received = Math.min(20 * MB, state.received + perWindow);
      vi.advanceTimersByTime(UPLOAD_ARRIVAL.windowMs);
    }
    expect(state.dropped).toBeUndefined();
    expect(vi.getTimerCount()).toBe(0);
  });

  /** Sends a body of `declared` bytes at `bytesPerSecond`, window by window, until it is whole or dropped; how long that took. */
  function send(declared: number, bytesPerSecond: number) {
    const { state } = body(declared);
    let elapsed = 0;
    while (!state.dropped && state.received < declared) {
      state.received = Math.min(declared, state.received + (bytesPerSecond * UPLOAD_ARRIVAL.windowMs) / 1000);
      vi.advanceTimersByTime(UPLOAD_ARRIVAL.windowMs);
      elapsed += UPLOAD_ARRIVAL.windowMs;
    }
    return { ...state, elapsed };
  }

  it('drops a body that keeps every window’s minimum but not the average, a window or two after it falls behind, not at its deadline', () => {
    const justFastEnough = (UPLOAD_ARRIVAL.minBytesPerWindow * 1000) / UPLOAD_ARRIVAL.windowMs;
    const sent = send(22 * MB, justFastEnough);
    expect(sent.dropped).toBe('late');
    // behind from 10 s on (16 KB a window is under a third of 1 Mbit/s); the deadline would have been 186 s
    expect(sent.elapsed).toBeLessThanOrEqual(UPLOAD_ARRIVAL.startMs + 2 * UPLOAD_ARRIVAL.windowMs);
  });

  it('keeps 20 MB of photos sent at a little over 1 Mbit/s, a weak mobile link, and drops them at a little under', () => {
    const kept = send(20 * MB, 1.05 * UPLOAD_ARRIVAL.minAverageBytesPerSecond);
    expect(kept.dropped).toBeUndefined();
    expect(kept.elapsed).toBeLessThan(bodyDeadlineMs(20 * MB));
    const slower = send(20 * MB, 0.9 * UPLOAD_ARRIVAL.minAverageBytesPerSecond);
    expect(slower.dropped).toBe('late');
    // dropped once 10 s of slack are used up: 10 s at 10 % behind, 100 s in
    expect(slower.elapsed).toBeLessThan(110_000);
  });

  it('stops when told (the response is done)', () => {
    const { state, stop } = body(2 * MB);
    stop();
    vi.advanceTimersByTime(60_000);
    expect(state.dropped).toBeUndefined();
  });
});

describe('bodyDeadlineMs', () => {
  it('gives 10 s plus the body at 1 Mbit/s: 22 MB of photos 186 s, a 6 MB CV 58 s', () => {
    expect(bodyDeadlineMs(22 * MB)).toBe(186_000);
    expect(bodyDeadlineMs(6 * MB)).toBe(58_000);
  });
});

describe('bytesDue', () => {
  it('asks nothing for 10 s, then 1 Mbit/s since reading began, at most the whole body', () => {
    expect(bytesDue(UPLOAD_ARRIVAL.startMs, 2 * MB)).toBe(0);
    expect(bytesDue(UPLOAD_ARRIVAL.startMs + 1000, 2 * MB)).toBe(128 * KB);
    expect(bytesDue(bodyDeadlineMs(2 * MB), 2 * MB)).toBe(2 * MB);
    expect(bytesDue(10 * bodyDeadlineMs(2 * MB), 2 * MB)).toBe(2 * MB);
  });
});

describe('uploadWaitLimitMs', () => {
  it('lets an upload wait in line as long as it could still arrive whole before the request times out', () => {
    expect(uploadWaitLimitMs(22 * MB, 246_000)).toBe(60_000);
    expect(uploadWaitLimitMs(2 * MB, 246_000)).toBe(246_000 - 26_000);
    expect(uploadWaitLimitMs(22 * MB, 100_000)).toBe(0);
  });
});

describe('fellBehindWhileWaiting', () => {
  it('judges a waiting upload only after a window in line, by what it has sent of its body', () => {
    expect(fellBehindWhileWaiting(UPLOAD_ARRIVAL.windowMs - 1, 0)).toBe(false);
    expect(fellBehindWhileWaiting(UPLOAD_ARRIVAL.windowMs, 3)).toBe(true);
    expect(fellBehindWhileWaiting(60_000, UPLOAD_ARRIVAL.minBytesPerWindow - 1)).toBe(true);
    expect(fellBehindWhileWaiting(60_000, UPLOAD_ARRIVAL.minBytesPerWindow)).toBe(false);
    expect(fellBehindWhileWaiting(60_000, 64 * KB)).toBe(false);
  });
});
