/** How an upload's body must arrive once it is read (lib/server/body-arrival.ts). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UPLOAD_ARRIVAL, bodyDeadlineMs, fellBehindWhileWaiting, watchBodyArrival } from '@/lib/server/body-arrival';

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

  it('drops a body that keeps every window’s minimum but is not whole by its deadline', () => {
    const declared = 2 * MB;
    const { state } = body(declared);
    let elapsed = 0;
    while (!state.dropped && elapsed < 10 * bodyDeadlineMs(declared)) {
      state.received += UPLOAD_ARRIVAL.minBytesPerWindow;
      vi.advanceTimersByTime(UPLOAD_ARRIVAL.windowMs);
      elapsed += UPLOAD_ARRIVAL.windowMs;
    }
    expect(state.dropped).toBe('late');
    expect(elapsed).toBeGreaterThanOrEqual(bodyDeadlineMs(declared));
    expect(elapsed).toBeLessThan(bodyDeadlineMs(declared) + UPLOAD_ARRIVAL.windowMs);
    expect(state.received).toBeLessThan(declared);
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

describe('fellBehindWhileWaiting', () => {
  it('judges a waiting upload only after a window in line, by what it has sent of its body', () => {
    expect(fellBehindWhileWaiting(UPLOAD_ARRIVAL.windowMs - 1, 0)).toBe(false);
    expect(fellBehindWhileWaiting(UPLOAD_ARRIVAL.windowMs, 3)).toBe(true);
    expect(fellBehindWhileWaiting(60_000, UPLOAD_ARRIVAL.minBytesPerWindow - 1)).toBe(true);
    expect(fellBehindWhileWaiting(60_000, UPLOAD_ARRIVAL.minBytesPerWindow)).toBe(false);
    expect(fellBehindWhileWaiting(60_000, 64 * KB)).toBe(false);
  });
});
