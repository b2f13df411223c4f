/**
 * Fair admission for the site's server (server.ts): at most `limit` requests are being served at
 * once and the others wait in arrival order.
 *
 * Why: Node.js accepts one new connection per turn of its event loop. With every arriving request
 * rendered at once, each turn runs a slice of every render in progress (64 connections: about
 * 200 ms a turn here), so a new visitor's connection waits seconds to be accepted while visitors
 * already connected are served; under `npm run bench:load` some waited past 10 s. Serving a few at a
 * time keeps each turn short, so connections are accepted at once and requests finish in the order
 * they came, at the same throughput (the CPU is the limit either way).
 *
 * A request stops counting when its response is finished or closed, or after `maxHoldMs` even if
 * not: a render waiting on a slow backend, or a client reading slowly, does not hold the line.
 */
export interface AdmissionOptions {
  /** requests served at once */
  limit: number;
  /** after this long a request no longer counts against the limit */
  maxHoldMs: number;
}

export interface Admission {
  /**
   * Calls `start` now if there is room, otherwise once the requests before it have made room.
   * `start` gets `leave`, to call when the request is done (more calls do nothing). A waiting
   * request for which `gone()` is true by its turn (the visitor left) is dropped.
   */
  enter(start: (leave: () => void) => void, gone: () => boolean): void;
  /** requests being served / waiting, for tests and diagnostics */
  readonly serving: number;
  readonly waiting: number;
}

export function createAdmission({ limit, maxHoldMs }: AdmissionOptions): Admission {
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`admission limit must be a positive integer, not ${limit}`);
  let serving = 0;
  const queue: { start: (leave: () => void) => void; gone: () => boolean }[] = [];

  function admit(start: (leave: () => void) => void): void {
    serving++;
    let left = false;
    const leave = () => {
      if (left) return;
      left = true;
      clearTimeout(timer);
      serving--;
      admitWaiting();
    };
    const timer = setTimeout(leave, maxHoldMs);
    timer.unref();
    start(leave);
  }

  function admitWaiting(): void {
    while (serving < limit) {
      const next = queue.shift();
      if (!next) return;
      if (!next.gone()) admit(next.start);
    }
  }

  return {
    enter(start, gone) {
      if (serving < limit && queue.length === 0) admit(start);
      else queue.push({ start, gone });
    },
    get serving() {
      return serving;
    },
    get waiting() {
      return queue.length;
    },
  };
}
