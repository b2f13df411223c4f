/**
 * The long tasks of a page load, from a Chrome trace: every task of the page's renderer main thread
 * (the trace's `RunTask`) of 50 ms or more, from the navigation until one second after React has
 * hydrated the page, each with what took its time (script evaluation of which file, a function
 * called from which file, parsing, style and layout).
 */
import type { Browser } from 'playwright';
import { HYDRATED_MARK } from '../../lib/hydration.ts';
import { busyFor, PHONE, visitBefore, watchHydration, type Visitor } from './tap-probe.ts';
import { throttleLikeAPhone } from '../support/throttle.ts';

export interface Part {
  what: string;
  ms: number;
}

export interface LongTask {
  /** ms after the navigation started */
  at: number;
  ms: number;
  /** the largest pieces of work inside it, largest first */
  parts: Part[];
}

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { url?: string; functionName?: string; type?: string; documentLoaderURL?: string }; beginData?: { url?: string } };
}

const LONG = 50;
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'v8.execute', 'toplevel'];
/** the trace events that say what a task did */
const WORK = new Set([
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'FireIdleCallback',
  'EventDispatch',
  'RunMicrotasks',
  'ParseHTML',
  'HTMLDocumentParser::MaybeFetchQueuedPreloads',
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'Commit',
  'MajorGC',
  'MinorGC',
]);

const file = (url: string | undefined) => (url ? (url.split('?')[0]!.split('/').at(-1) ?? url) : '');

function label(e: TraceEvent): string {
  const d = e.args?.data;
  if (e.name === 'EvaluateScript' || e.name === 'v8.compile' || e.name === 'v8.evaluateModule') return `${e.name} ${file(d?.url) || 'inline'}`;
  if (e.name === 'FunctionCall') return `FunctionCall ${d?.functionName || '(anonymous)'} ${file(d?.url)}`.trim();
  if (e.name === 'EventDispatch') return `EventDispatch ${d?.type ?? ''}`.trim();
  if (e.name === 'ParseHTML') return 'ParseHTML';
  return e.name;
}

/** The long tasks of the renderer main thread that loaded `url`, from a trace's events (pure). */
export function longTasksOf(events: TraceEvent[], url: string): LongTask[] {
  const start = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === url);
  if (!start) throw new Error(`the trace has no navigation to ${url}`);
  const onThread = events.filter((e) => e.pid === start.pid && e.tid === start.tid && e.ph === 'X' && e.ts >= start.ts);
  const hydrated = events.find((e) => e.name === HYDRATED_MARK && e.pid === start.pid);
  const until = hydrated ? hydrated.ts + 1_000_000 : Number.POSITIVE_INFINITY;
  const tasks = onThread.filter((e) => e.name === 'RunTask' && e.ts <= until).sort((a, b) => a.ts - b.ts);
  const long: LongTask[] = [];
  let end = 0;
  for (const t of tasks) {
    if (t.ts < end) continue; // a task nested in another (a nested run loop)
    end = t.ts + (t.dur ?? 0);
    if ((t.dur ?? 0) / 1000 < LONG) continue;
    // the outermost pieces of work inside the task, summed by what they were
    const inside = onThread.filter((e) => WORK.has(e.name) && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= end).sort((a, b) => a.ts - b.ts);
    const byWhat = new Map<string, number>();
    let covered = 0;
    for (const e of inside) {
      if (e.ts < covered) continue;
      covered = e.ts + (e.dur ?? 0);
      byWhat.set(label(e), (byWhat.get(label(e)) ?? 0) + (e.dur ?? 0) / 1000);
    }
    const known = [...byWhat.values()].reduce((a, b) => a + b, 0);
    if ((t.dur ?? 0) / 1000 - known >= 1) byWhat.set('other', (t.dur ?? 0) / 1000 - known);
    const parts = [...byWhat].map(([what, ms]) => ({ what, ms })).sort((a, b) => b.ms - a.ms);
    long.push({ at: (t.ts - start.ts) / 1000, ms: (t.dur ?? 0) / 1000, parts });
  }
  return long;
}

/**
 * Loads `url` on the phone's budget with a trace running, until a second after hydration, as a cold
 * or a returning `visitor` (tap-probe.ts; only the returning visitor's second load is traced). With
 * `injectedTaskMs`, the page gets a task of that many ms of busy main thread once its HTML is parsed:
 * the control of the reading, which must show it.
 */
export async function traceLoad(
  browser: Browser,
  url: string,
  { visitor = 'cold', injectedTaskMs }: { visitor?: Visitor; injectedTaskMs?: number } = {},
): Promise<LongTask[]> {
  const context = await browser.newContext(PHONE);
  const hydrated = await watchHydration(context);
  await context.addInitScript(() => localStorage.setItem('cookie-consent', 'rejected'));
  if (injectedTaskMs !== undefined) {
    await context.addInitScript({ content: `addEventListener('DOMContentLoaded', () => setTimeout(() => (${busyFor.toString()})(${injectedTaskMs})));` });
  }
  const page = await context.newPage();
  await throttleLikeAPhone(page);
  try {
    if (visitor === 'returning') await visitBefore(page, url, hydrated);
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    await hydrated();
    await page.waitForTimeout(1000);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    return longTasksOf(trace.traceEvents, page.url());
  } finally {
    await context.close();
  }
}
