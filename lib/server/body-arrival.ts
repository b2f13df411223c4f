/**
 * How an upload's body must arrive, while it waits its turn and once the site's server (server.ts)
 * lets Next.js read it. Uploads are read one at a time (the `uploads` lane), so a client that sends
 * its body a byte a second would hold every owner's upload behind it; a body that falls behind this
 * rule is dropped (its connection closed) and the lane moves on. Behind the nginx of deploy/nginx/, which holds a body
 * until it is whole before passing it on, every body arrives at loopback speed and the rule never
 * bites; it matters where the site faces visitors directly (TRUSTED_PROXY_HOPS=0).
 */

export interface ArrivalRule {
  /** every window of this length, once reading has begun, must bring `minBytesPerWindow` */
  windowMs: number;
  minBytesPerWindow: number;
  /**
   * after `startMs`, the body must keep up with `minAverageBytesPerSecond` from then on: it is whole
   * within `startMs` plus its declared length at that rate, and dropped as soon as it falls behind
   */
  startMs: number;
  minAverageBytesPerSecond: number;
}

/**
 * 16 KB every 1.5 s (about 85 kbit/s: what TCP's first round trips carry even across an ocean); and
 * from 10 s on, 128 KB/s (1 Mbit/s) on average since reading began: 22 MB of photos within 186 s, a
 * 6 MB CV within 58 s. 1 Mbit/s is the upload of a weak mobile connection (a 3G link or 4G at the edge
 * of a cell; 4G commonly sends several times that), which sends 20 MB of photos in under three
 * minutes; a slower link would take longer than a visitor waits on a form. A sender that keeps the
 * per-window minimum but not the average (one that sends "just fast enough") is dropped within a
 * window or two of falling behind, not at its deadline: holding the upload lane's place for as long
 * as the deadline allows costs it the whole body at 1 Mbit/s.
 */
export const UPLOAD_ARRIVAL: ArrivalRule = {
  windowMs: 1500,
  minBytesPerWindow: 16 * 1024,
  startMs: 10_000,
  minAverageBytesPerSecond: 128 * 1024,
};

/**
 * Whether an upload that waited `waitedMs` for its turn has already fallen behind: after a window in
 * line, less than a window's minimum of its body has come (`buffered`: what Node.js holds of a body
 * nobody reads yet, up to its buffer of 64 KB, so an upload that is being sent has at least that).
 */
export function fellBehindWhileWaiting(waitedMs: number, buffered: number, rule: ArrivalRule = UPLOAD_ARRIVAL): boolean {
  return waitedMs >= rule.windowMs && buffered < rule.minBytesPerWindow;
}

/** The time a body of `declared` bytes has to arrive whole. */
export function bodyDeadlineMs(declared: number, rule: ArrivalRule = UPLOAD_ARRIVAL): number {
  return rule.startMs + Math.ceil((declared / rule.minAverageBytesPerSecond) * 1000);
}

/** How much of a body of `declared` bytes must have come `elapsedMs` after reading began: the average rate's share from `startMs` on. */
export function bytesDue(elapsedMs: number, declared: number, rule: ArrivalRule = UPLOAD_ARRIVAL): number {
  return Math.min(declared, Math.max(0, Math.floor(((elapsedMs - rule.startMs) * rule.minAverageBytesPerSecond) / 1000)));
}

/**
 * How many uploads may wait for the lane at once (server.ts, direct mode). Slow senders are dropped
 * at their turn when they have not sent their first 16 KB and once read when they fall behind, so the
 * line drains; its bound is a ceiling on the connections held, above twenty owners or slow senders
 * from as many networks at once (flood (c) of bench:abuse). Behind nginx an upload is read in well
 * under a second and the line stays short.
 */
export const UPLOADS_WAITING = 32;

/**
 * How long an upload of `declared` bytes may wait in line before it is answered that the site is busy:
 * as long as it could still arrive whole by its deadline before the server's own limit on a request
 * (`requestTimeoutMs`, counted from its arrival, after which Node.js answers 408). Waiting longer, it
 * would be cut off while being sent; told at once, the visitor can send it again later.
 */
export function uploadWaitLimitMs(declared: number, requestTimeoutMs: number, rule: ArrivalRule = UPLOAD_ARRIVAL): number {
  return Math.max(0, requestTimeoutMs - bodyDeadlineMs(declared, rule));
}

export interface ArrivingBody {
  /** the declared length */
  declared: number;
  /** bytes received since reading began */
  received(): number;
  /** whether the whole body has arrived */
  complete(): boolean;
  /** closes the connection: the body fell behind */
  drop(reason: 'stalled' | 'late'): void;
}

/**
 * Watches a body from the moment it starts being read: drops it when a window brings less than the
 * rule's minimum before it is whole ('stalled'), or when it has fallen behind the average rate
 * (`bytesDue`; 'late'), which at its deadline is the whole body.
 * Returns a function that stops watching (the response is done).
 */
export function watchBodyArrival(body: ArrivingBody, rule: ArrivalRule = UPLOAD_ARRIVAL): () => void {
  const started = Date.now();
  let before = body.received();
  const timer = setInterval(() => {
    if (body.complete()) return stop();
    const now = body.received();
    if (now - before < rule.minBytesPerWindow) return finish('stalled');
    if (now < bytesDue(Date.now() - started, body.declared, rule)) return finish('late');
    before = now;
  }, rule.windowMs);
  timer.unref();
  function stop(): void {
    clearInterval(timer);
  }
  function finish(reason: 'stalled' | 'late'): void {
    stop();
    body.drop(reason);
  }
  return stop;
}
