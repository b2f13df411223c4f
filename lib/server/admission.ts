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
 *
 * With `perVisitor`, one visitor (a key such as their network) may have at most that many requests
 * served and waiting together; past it a request is refused at once, so that nobody can fill the
 * line ahead of everyone else. With `maxWaiting`, the line itself is bounded: a request that finds
 * every place taken and that many waiting is refused at once, to be tried again later, rather than
 * wait longer than anyone would.
 */
export interface AdmissionOptions {
  /** requests served at once */
  limit: number;
  /** after this long a request no longer counts against the limit */
  maxHoldMs: number;
  /** requests one visitor may have served and waiting at once (default: no cap) */
  perVisitor?: number;
  /** requests that may wait at once (default: no cap) */
  maxWaiting?: number;
}

export interface Admission {
  /**
   * Calls `start` now if there is room, otherwise once the requests before it have made room, and
   * returns true; returns false, and never calls `start`, when `visitor` already has `perVisitor`
   * requests served or waiting, or when `maxWaiting` requests are waiting. `start` gets `leave`, to
   * call when the request is done (more calls do nothing). A waiting request for which `gone()` is
   * true by its turn (the visitor left), when its visitor comes again, or when the line is full, is
   * dropped.
   */
  enter(start: (leave: () => void) => void, gone: () => boolean, visitor?: string): boolean;
  /** requests being served / waiting, for tests and diagnostics */
  readonly serving: number;
  readonly waiting: number;
}

interface Entry {
  start: (leave: () => void) => void;
  gone: () => boolean;
  visitor: string | undefined;
}

export function createAdmission({ limit, maxHoldMs, perVisitor = Infinity, maxWaiting = Infinity }: AdmissionOptions): Admission {
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`admission limit must be a positive integer, not ${limit}`);
  let serving = 0;
  let queue: Entry[] = [];
  /** requests served or waiting, by visitor */
  const held = new Map<string, number>();

  function release(visitor: string | undefined): void {
    if (visitor === undefined) return;
    const n = (held.get(visitor) ?? 1) - 1;
    if (n > 0) held.set(visitor, n);
    else held.delete(visitor);
  }

  function admit({ start, visitor }: Entry): void {
    serving++;
    let left = false;
    const leave = () => {
      if (left) return;
      left = true;
      clearTimeout(timer);
      serving--;
      release(visitor);
      admitWaiting();
    };
    const timer = setTimeout(leave, maxHoldMs);
    timer.unref();
    start(leave);
  }

  /** Drops the waiting requests that left: `visitor`'s, or everyone's. */
  function dropGone(visitor?: string): void {
    queue = queue.filter((e) => {
      if ((visitor !== undefined && e.visitor !== visitor) || !e.gone()) return true;
      release(e.visitor);
      return false;
    });
  }

  function admitWaiting(): void {
    while (serving < limit) {
      const next = queue.shift();
      if (!next) return;
      if (next.gone()) release(next.visitor);
      else admit(next);
    }
  }

  return {
    enter(start, gone, visitor) {
      if (visitor !== undefined) {
        if ((held.get(visitor) ?? 0) >= perVisitor) dropGone(visitor);
        if ((held.get(visitor) ?? 0) >= perVisitor) return false;
      }
      const admitNow = serving < limit && queue.length === 0;
      if (!admitNow && queue.length >= maxWaiting) dropGone();
      if (!admitNow && queue.length >= maxWaiting) return false;
      if (visitor !== undefined) held.set(visitor, (held.get(visitor) ?? 0) + 1);
      const entry = { start, gone, visitor };
      if (admitNow) admit(entry);
      else queue.push(entry);
      return true;
    },
    get serving() {
      return serving;
    },
    get waiting() {
      return queue.length;
    },
  };
}

/**
 * Runs `work` as `visitor` once `admission` admits it, and leaves when the work settles: its value,
 * or `{ admitted: false }` at once when the admission refuses it (the visitor's share is taken, or the
 * line is full), or when `gone()` is true by its turn (the visitor left while it waited; the work is
 * not run).
 */
export function admitWork<T>(
  admission: Admission,
  visitor: string,
  work: () => Promise<T>,
  gone: () => boolean,
): Promise<{ admitted: true; value: T } | { admitted: false }> {
  return new Promise((resolve, reject) => {
    const entered = admission.enter(
      (leave) => {
        Promise.resolve()
          .then(work)
          .then((value) => resolve({ admitted: true, value }), reject)
          .finally(leave);
      },
      () => {
        const left = gone();
        if (left) resolve({ admitted: false });
        return left;
      },
      visitor,
    );
    if (!entered) resolve({ admitted: false });
  });
}
