/**
 * One page load and one tap on a throttled phone, timed as the visitor feels it (bench:taps,
 * bench:vitals). The page is loaded in a new context (the cookie choice made) on the phone's budget
 * of scripts/support/throttle.ts, 412 × 823 at DPR 2, by one of two visitors: a cold one (nothing
 * cached) or a returning one (the page loaded once before in the same context, so the HTTP cache
 * holds its scripts, styles and images; the measured load is the second).
 *
 * - The control counts as visible in the first animation frame in which it has a box (scrolled to
 *   the middle of the screen then, as a visitor would scroll to it). The page tells the benchmark
 *   at once through a binding, so nothing waits for the page's main thread.
 * - The tap comes `delay` ms later, by coordinates (CDP touch events): unlike `locator.tap()` it
 *   waits for nothing, so it lands in whatever the page is doing.
 * - The reading runs from the tap's own timestamp (the pointerdown's `event.timeStamp`, when the
 *   browser received it) to the next paint after the answer: the end of the click's Event Timing
 *   entry (observed from 16 ms up), or, for a click answered faster than that, the first task after
 *   the frame that followed it.
 * - A tap that the page never saw, that landed beside the control, or that opened nothing has no
 *   reading: it is reported missing, with the reason.
 */
import { type Browser, type BrowserContext, type Page } from 'playwright';
import { HYDRATED_MARK } from '../../lib/hydration.ts';
import { throttleLikeAPhone } from '../support/throttle.ts';

export const PHONE = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

export interface TapTarget {
  /** CSS selector of the control */
  control: string;
  /** CSS selector that matches once the control's answer shows (an open dialog, a shown popover) */
  answered: string;
}

export interface TapReading {
  /** when the control was first painted, ms after the page's time origin */
  visibleAt: number;
  /** the tap's timestamp, ms after the time origin (undefined: the page saw no tap) */
  tapAt?: number;
  /** when React had hydrated the page (NaN: it never did) */
  hydratedAt: number;
  /** ms from the tap's timestamp to the next paint after the answer; undefined when missing */
  ms?: number;
  /** what the reading comes from: the click's Event Timing entry or the frame after it */
  source?: 'event timing' | 'frame';
  /**
   * where the time went, from Event Timing: waiting for the main thread (the tap's timestamp to its
   * first listener), the listeners of its events (the page's own, React's), and the frame after them
   */
  split?: { waited: number; listeners: number; paint: number };
  /** why there is no reading */
  missing?: string;
}

interface Position {
  kind: 'position';
  /** epoch ms of the first frame the control was painted in */
  visibleEpoch: number;
  visibleAt: number;
  x: number;
  y: number;
}

interface Outcome {
  kind: 'outcome';
  down?: number;
  downOnControl: boolean;
  /** what the tap landed on, and where the control was then, when it missed */
  beside?: string;
  click?: number;
  clickOnControl: boolean;
  answered: boolean;
  frameEnd?: number;
  eventTimingEnd?: number;
  /** the interaction's events, as Event Timing saw them */
  events: { start: number; end: number; processingStart: number; processingEnd: number }[];
}

/** the page saw the tap's pointerdown */
interface Down {
  kind: 'down';
}

type Message = Position | Down | Outcome;

const BINDING = '__tapProbe';

/** Runs in the page before its own scripts (an init script), reporting through the binding `binding`. */
function probe(cfg: TapTarget, binding: string): void {
  const report = (m: Message) => (window as unknown as Record<string, (m: Message & { origin: number }) => void>)[binding]!({ ...m, origin: performance.timeOrigin });
  const onControl = (e: Event) => e.target instanceof Element && e.target.closest(cfg.control) !== null;
  const s: { visibleAt?: number; down?: number; downOnControl: boolean; beside?: string; click?: number; clickOnControl: boolean } = {
    downOnControl: false,
    clickOnControl: false,
  };
  const entries: { name: string; start: number; end: number; id: number; processingStart: number; processingEnd: number }[] = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEventTiming & { interactionId: number })[]) {
      entries.push({
        name: e.name,
        start: e.startTime,
        end: e.startTime + e.duration,
        id: e.interactionId,
        processingStart: e.processingStart,
        processingEnd: e.processingEnd,
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);

  // each frame until the tap: where the control is, once it has a box
  let last = '';
  const watch = () => {
    if (s.down !== undefined) return;
    const el = document.querySelector(cfg.control);
    if (el && el.checkVisibility()) {
      let r = el.getBoundingClientRect();
      if (r.width > 0 && r.height > 0) {
        if (s.visibleAt === undefined) {
          s.visibleAt = performance.now();
          if (r.top < 0 || r.bottom > innerHeight) {
            el.scrollIntoView({ block: 'center' });
            r = el.getBoundingClientRect();
          }
        }
        const x = r.left + r.width / 2;
        const y = r.top + r.height / 2;
        if (`${x},${y}` !== last) {
          last = `${x},${y}`;
          report({ kind: 'position', visibleEpoch: performance.timeOrigin + s.visibleAt, visibleAt: s.visibleAt, x, y });
        }
      }
    }
    requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);

  addEventListener(
    'pointerdown',
    (e) => {
      if (s.down !== undefined) return;
      s.down = e.timeStamp;
      s.downOnControl = onControl(e);
      if (!s.downOnControl) {
        const el = e.target instanceof Element ? e.target : null;
        const r = document.querySelector(cfg.control)?.getBoundingClientRect();
        const at = (n: number) => Math.round(n);
        s.beside = `${el ? `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]}` : 'nothing'} at ${at(e.clientX)},${at(e.clientY)}; the control at ${r ? `${at(r.left)},${at(r.top)} ${at(r.width)}×${at(r.height)}` : 'nowhere'}`;
      }
      report({ kind: 'down' });
    },
    true,
  );
  addEventListener(
    'click',
    (e) => {
      if (s.click !== undefined || s.down === undefined) return;
      s.click = e.timeStamp;
      s.clickOnControl = onControl(e);
      // the control answers after the click's listeners (an invoker command, a popover target);
      // the frame after that shows it, the task after the frame comes once it is painted
      requestAnimationFrame(() =>
        setTimeout(() => {
          const frameEnd = performance.now();
          const answered = document.querySelector(cfg.answered) !== null;
          // Event Timing reports the click once its paint is done; under 16 ms it never does
          const deadline = frameEnd + 2000;
          const settle = () => {
            const click = entries.find((en) => en.name === 'click' && Math.abs(en.start - s.click!) < 1);
            if (!click && performance.now() < deadline) return void setTimeout(settle, 50);
            const group = click ? entries.filter((en) => en === click || (click.id > 0 && en.id === click.id)) : [];
            report({
              kind: 'outcome',
              down: s.down,
              downOnControl: s.downOnControl,
              beside: s.beside,
              click: s.click,
              clickOnControl: s.clickOnControl,
              answered,
              frameEnd,
              eventTimingEnd: group.length > 0 ? Math.max(...group.map((en) => en.end)) : undefined,
              events: group.map(({ start, end, processingStart, processingEnd }) => ({ start, end, processingStart, processingEnd })),
            });
          };
          settle();
        }),
      );
    },
    true,
  );
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * When the page's hydration mark is set (ms after its time origin; NaN when not within a minute),
 * told by the page itself through a binding: waiting with `page.waitForFunction` would evaluate
 * Playwright's own scripts in the page while it loads, a task the visitor's page never has. Each
 * call of the function returned waits for the next load's mark, in the order of the loads.
 */
export async function watchHydration(context: BrowserContext): Promise<() => Promise<number>> {
  const marks: number[] = [];
  let waiting: ((at: number) => void) | undefined;
  await context.exposeBinding('__hydrationMark', (_source, at: number) => {
    if (waiting) {
      waiting(at);
      waiting = undefined;
    } else marks.push(at);
  });
  await context.addInitScript((name) => {
    new PerformanceObserver((list) => {
      const entry = list.getEntriesByName(name)[0];
      if (entry) (window as unknown as { __hydrationMark(at: number): void }).__hydrationMark(entry.startTime);
    }).observe({ type: 'mark', buffered: true });
  }, HYDRATED_MARK);
  return () => {
    const next = marks.length > 0 ? Promise.resolve(marks.shift()!) : new Promise<number>((r) => (waiting = r));
    return Promise.race([next, sleep(60_000).then(() => Number.NaN)]);
  };
}

/** Who loads the page: nothing cached, or the HTTP cache warm from a load of the same page before. */
export type Visitor = 'cold' | 'returning';
export const VISITORS: readonly Visitor[] = ['cold', 'returning'];

/**
 * A control of the instruments: a task of this many ms of busy main thread the benchmark itself puts
 * in the page, which a sound reading must show in full (scripts/bench/floors.ts).
 */
export const INJECTED_TASK_MS = 300;

/** Keeps the page's main thread busy for `ms` (a task of the page, as a visitor's page could have). */
export function busyFor(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

/**
 * A throttled phone page that reports the control's place and the tap's outcome through `onMessage`
 * (only the messages of the document loaded after `measure()` is called). With `injectedTaskMs`, the
 * first listener of the tap's pointerdown keeps the main thread busy that long: the control of the
 * tap's reading.
 */
async function probedPage(
  browser: Browser,
  target: TapTarget,
  onMessage: (m: Message) => void,
  injectedTaskMs?: number,
): Promise<{ context: BrowserContext; page: Page; hydrated: () => Promise<number>; measure(): void }> {
  const context = await browser.newContext(PHONE);
  const hydrated = await watchHydration(context);
  let since = Number.POSITIVE_INFINITY;
  await context.exposeBinding(BINDING, (_source, m: Message & { origin: number }) => {
    if (m.origin >= since) onMessage(m);
  });
  await context.addInitScript(() => localStorage.setItem('cookie-consent', 'rejected'));
  if (injectedTaskMs !== undefined) {
    await context.addInitScript({ content: `addEventListener('pointerdown', () => (${busyFor.toString()})(${injectedTaskMs}), { capture: true, once: true });` });
  }
  await context.addInitScript({ content: `(${probe.toString()})(${JSON.stringify(target)}, ${JSON.stringify(BINDING)});` });
  const page = await context.newPage();
  await throttleLikeAPhone(page);
  // a document's time origin is its navigation's start, after this moment
  return { context, page, hydrated, measure: () => (since = Date.now() - 1) };
}

/**
 * The visit before a returning visitor's measured one: the page loaded in `page` until it has
 * hydrated and its network is quiet, so the HTTP cache holds what it loads; then an empty page, so
 * that the measured load does not begin with this one's unloading (its pagehide listeners), as a
 * visitor coming back another day would not.
 */
export async function visitBefore(page: Page, url: string, hydrated: () => Promise<number>): Promise<void> {
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await hydrated();
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await page.goto('about:blank');
}

/**
 * Loads `url` as `visitor`, taps the control `delay` ms after it was first painted and reads the
 * time to the answer's paint. Waits for the page's hydration too, so the next load starts on a quiet
 * machine. `injectedTaskMs`: the control's reading (probedPage).
 */
export async function tapOnce(
  browser: Browser,
  url: string,
  target: TapTarget,
  delay: number,
  { visitor = 'cold', injectedTaskMs }: { visitor?: Visitor; injectedTaskMs?: number } = {},
): Promise<TapReading> {
  let position: Position | undefined;
  let seen: () => void = () => undefined;
  const visible = new Promise<void>((r) => (seen = r));
  let down = false;
  let outcome: Outcome | undefined;
  let settled: () => void = () => undefined;
  const done = new Promise<void>((r) => (settled = r));
  const { context, page, hydrated: hydration, measure } = await probedPage(
    browser,
    target,
    (m) => {
      if (m.kind === 'position') {
        position = m;
        seen();
      } else if (m.kind === 'down') {
        down = true;
      } else {
        outcome = m;
        settled();
      }
    },
    injectedTaskMs,
  );
  try {
    if (visitor === 'returning') await visitBefore(page, url, hydration);
    measure();
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    await Promise.race([visible, sleep(60_000)]);
    if (!position) return { visibleAt: Number.NaN, hydratedAt: Number.NaN, missing: 'the control never showed' };
    const wait = position.visibleEpoch + delay - (performance.timeOrigin + performance.now());
    if (wait > 0) await sleep(wait);
    // not awaited: the touch events are acknowledged only once the page has handled them
    const tap = page.touchscreen.tap(position.x, position.y).catch(() => undefined);
    await Promise.race([done, sleep(30_000)]);
    await tap;
    const hydrated = await hydration();
    const reading: TapReading = { visibleAt: position.visibleAt, tapAt: outcome?.down, hydratedAt: hydrated };
    const o = outcome as Outcome | undefined;
    if (!o) return { ...reading, missing: down ? 'the tap made no click' : 'the page saw no tap' };
    if (o.down === undefined) return { ...reading, missing: 'the page saw no tap' };
    if (!o.downOnControl || !o.clickOnControl) return { ...reading, missing: `the tap landed beside the control (${o.beside ?? 'only its click did'})` };
    if (!o.answered) return { ...reading, missing: 'the tap opened nothing' };
    if (o.eventTimingEnd !== undefined) {
      const first = Math.min(...o.events.map((e) => e.processingStart));
      const last = Math.max(...o.events.map((e) => e.processingEnd));
      const listeners = o.events.reduce((sum, e) => sum + e.processingEnd - e.processingStart, 0);
      const split = { waited: first - o.down, listeners, paint: o.eventTimingEnd - last };
      return { ...reading, ms: o.eventTimingEnd - o.down, source: 'event timing', split };
    }
    return { ...reading, ms: o.frameEnd! - o.down, source: 'frame' };
  } finally {
    await context.close();
  }
}
