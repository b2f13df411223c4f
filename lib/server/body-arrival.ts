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
  /** the whole body within `startMs` plus its declared length at `minAverageBytesPerSecond` */
  startMs: number;
  minAverageBytesPerSecond: number;
}

/**
 * 16 KB every 1.5 s (about 85 kbit/s: less than any mobile link that can send photos at all, and
 * what TCP's first round trips carry even across an ocean); the whole body at 128 KB/s on average
 * (1 Mbit/s) after 10 s: 22 MB of photos within 186 s, a 6 MB CV within 58 s.
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
 * rule's minimum before it is whole, or when its deadline passes first.
 * Returns a function that stops watching (the response is done).
 */
export function watchBodyArrival(body: ArrivingBody, rule: ArrivalRule = UPLOAD_ARRIVAL): () => void {
  const deadline = Date.now() + bodyDeadlineMs(body.declared, rule);
  let before = body.received();
  const timer = setInterval(() => {
    if (body.complete()) return stop();
    const now = body.received();
    if (now - before < rule.minBytesPerWindow) return finish('stalled');
    if (Date.now() >= deadline) return finish('late');
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
