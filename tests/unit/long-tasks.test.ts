/**
 * bench:taps reads a page load's long tasks from a Chrome trace: only the main thread of the
 * renderer that loaded the page, from its navigation until a second after hydration, a task nested
 * in another counted once, and each with what took its time.
 */
import { describe, expect, it } from 'vitest';
import { longTasksOf } from '../../scripts/bench/long-tasks';
import { HYDRATED_MARK } from '@/lib/hydration';

const URL = 'http://127.0.0.1:4500/residentials';
const PAGE = { pid: 7, tid: 1 };
const ms = 1000;
const task = (at: number, dur: number, where = PAGE) => ({ name: 'RunTask', cat: 'disabled-by-default-devtools.timeline', ph: 'X', ...where, ts: at * ms, dur: dur * ms });
const work = (name: string, at: number, dur: number, data: Record<string, string> = {}) => ({ name, cat: 'devtools.timeline', ph: 'X', ...PAGE, ts: at * ms, dur: dur * ms, args: { data } });
const navigation = { name: 'navigationStart', cat: 'blink.user_timing', ph: 'R', ...PAGE, ts: 100 * ms, args: { data: { documentLoaderURL: URL } } };

describe('the long tasks of a traced load', () => {
  it('counts the tasks of 50 ms or more on the page’s main thread, timed from its navigation', () => {
    const tasks = longTasksOf(
      [
        navigation,
        task(50, 400), // before the navigation: another document's
        task(200, 49),
        task(300, 50),
        task(400, 120, { pid: 7, tid: 2 }), // another thread
        task(500, 300, { pid: 8, tid: 1 }), // another renderer
      ],
      URL,
    );
    expect(tasks.map((t) => [t.at, t.ms])).toEqual([[200, 50]]);
  });

  it('counts a task nested in another once, as part of the outer one', () => {
    const tasks = longTasksOf([navigation, task(200, 300), task(250, 100)], URL);
    expect(tasks.map((t) => t.ms)).toEqual([300]);
  });

  it('stops a second after the page has hydrated', () => {
    const hydrated = { name: HYDRATED_MARK, cat: 'blink.user_timing', ph: 'R', ...PAGE, ts: 1000 * ms };
    const tasks = longTasksOf([navigation, hydrated, task(1900, 80), task(2100, 80)], URL);
    expect(tasks.map((t) => t.at)).toEqual([1800]);
  });

  it('says what took a task’s time: the outermost pieces of work by what they were, and the rest', () => {
    const tasks = longTasksOf(
      [
        navigation,
        task(200, 300),
        work('EvaluateScript', 200, 150, { url: 'http://127.0.0.1:4500/_next/static/chunks/abc.js' }),
        work('FunctionCall', 210, 100, { url: 'http://127.0.0.1:4500/_next/static/chunks/abc.js', functionName: 'inner' }),
        work('Layout', 360, 60),
        work('Layout', 430, 40),
      ],
      URL,
    );
    expect(tasks[0]!.parts).toEqual([
      { what: 'EvaluateScript abc.js', ms: 150 },
      { what: 'Layout', ms: 100 },
      { what: 'other', ms: 50 },
    ]);
  });

  it('refuses a trace without the page’s navigation', () => {
    expect(() => longTasksOf([task(200, 300)], URL)).toThrow(/no navigation/);
  });
});
