/**
 * `npm run bench:taps`: how long a tap waits for its answer while the page loads, and the long tasks
 * of the load, on the phone's budget (CPU ×4, 150 ms round trip, 1.6 Mbps; 412 px at DPR 2), against
 * the production build and the reference backend, each reading beside the floor: the baseline app
 * (the empty page with the site's own dialog button, built with the site's settings and served by
 * its server: scripts/bench/stack.ts), whose loads are taken in turns with the site's (site,
 * baseline, site, baseline…), so that whatever else the machine does falls on both alike.
 *
 * Each by two visitors (tap-probe.ts): a cold one (nothing cached) and a returning one (the same
 * page loaded once before, the HTTP cache warm; the second load is measured).
 *
 * - First, the instruments' control: a tap on the baseline's button whose first listener keeps the
 *   main thread busy 300 ms, and a traced baseline load given a 300 ms task; each must read at least
 *   300 ms, or the run prints FAIL for that instrument and exits with 1.
 * - Taps, per page, the control its visitor uses first: the detail page's Request a Viewing, the
 *   listing's Filters button (a phone's filter drawer), the home page's menu button; the baseline's
 *   dialog button beside each. One page load per tap moment: every STEP ms after the control is
 *   painted, until the page has hydrated and one second beyond, from an offset drawn at random for
 *   each run (the first run's is 0), so that the runs tap at different moments. Each tap comes by
 *   coordinates whatever the page is doing and is timed from its own `event.timeStamp` to the next
 *   paint after the answer (tap-probe.ts); a tap without an answer is MISSING, a failure.
 * - Long tasks: `--traces` traced loads per page and visitor, each beside a baseline load
 *   (long-tasks.ts): the longest task of each load, their median and worst, and the tasks of the
 *   worst load.
 *
 * Goals (floors.ts), each PASS or FAIL: every tap answered; the median tap within 200 ms; the worst
 * tap within 500 ms, or within 100 ms of the baseline's worst where that floor is above 500 ms; the
 * longest task (median of the traced loads) within 50 ms of the baseline's. The script exits with 1
 * when a reading is missing or an instrument fails; goals met or not are printed, not turned into an
 * exit code.
 *
 *   --runs 3         runs of tap moments
 *   --traces 5       traced loads per page and visitor (and as many of the baseline)
 *   --minutes 60     stop (with an error) if the whole run takes longer
 *   --markdown       the tables as Markdown, under the commit and the date
 *   --pages detail,listing,home   the site's pages to measure
 */
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { traceLoad, type LongTask } from './long-tasks.ts';
import { chromiumLaunch } from '../support/chromium.ts';
import { pageTypes, startStack, warm } from './stack.ts';
import { giveUpAfter, loadAverage, markdownOption, msAgainst, printProvenance, printTable } from './report.ts';
import { instrumentSees, longestTaskGoal, medianAndWorst, worstTapGoal } from './floors.ts';
import { INJECTED_TASK_MS, tapOnce, VISITORS, type TapReading, type TapTarget, type Visitor } from './tap-probe.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    traces: { type: 'string', default: '5' },
    minutes: { type: 'string', default: '60' },
    ...markdownOption,
    pages: { type: 'string', default: 'detail,listing,home' },
  },
});
const runs = Number(values.runs);
const traces = Number(values.traces);
giveUpAfter('bench:taps', Number(values.minutes));

/** between a run's moments; each run's offset is drawn from 0 to STEP, so three runs tap about every STEP / 3 */
const STEP = 1000;
/** moments after the hydration the taps go on for */
const BEYOND = 1000;
/** at most this many moments a page and run, whatever its hydration takes */
const MAX_MOMENTS = 6;
const MEDIAN_GOAL = 200;

interface Subject extends TapTarget {
  name: string;
  /** the control, as its visitor knows it */
  label: string;
  url: string;
}

interface Moment extends TapReading {
  run: number;
  delay: number;
  visitor: Visitor;
}

printProvenance('bench:taps');
const stack = await startStack();
const browser = await chromium.launch(chromiumLaunch);
let failed = false;
try {
  const detail = (await pageTypes(stack.site)).find((t) => t.name === 'detail')!;
  const baseline: Subject = {
    name: 'baseline',
    label: 'the dialog button',
    url: `${stack.baseline}/thankyou`,
    control: 'button[commandfor="baseline-dialog"][command="show-modal"]',
    answered: '#baseline-dialog[open]',
  };
  const pages: Subject[] = [
    { name: 'detail', label: 'Request a Viewing', url: stack.site + detail.path, control: 'button[commandfor="viewing-dialog"][command="show-modal"]', answered: '#viewing-dialog[open]' },
    { name: 'listing', label: 'Filters', url: `${stack.site}/residentials`, control: 'button[popovertarget="filter-panel"][popovertargetaction="show"]', answered: '#filter-panel:popover-open' },
    { name: 'home', label: 'Open menu', url: `${stack.site}/`, control: 'button[commandfor="mobile-menu"][command="show-modal"]', answered: '#mobile-menu[open]' },
  ].filter((s) => values.pages.split(',').includes(s.name));
  for (const s of [baseline, ...pages]) await warm(s.url);

  const ms = (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en') : n === Number.POSITIVE_INFINITY ? 'MISSING' : 'n/a');
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

  // the instruments' control, on the baseline with a task of INJECTED_TASK_MS put in it
  const controlTap = await tapOnce(browser, baseline.url, baseline, 0, { injectedTaskMs: INJECTED_TASK_MS });
  const controlTrace = Math.max(0, ...(await traceLoad(browser, baseline.url, { injectedTaskMs: INJECTED_TASK_MS })).map((t) => t.ms));
  const instruments = [
    { name: 'tap reading', reading: controlTap.ms, note: controlTap.missing ?? controlTap.source ?? '' },
    { name: 'long-task reading', reading: controlTrace, note: 'longest task of the traced load' },
  ];
  printTable(
    `The instruments’ control: the baseline with a ${INJECTED_TASK_MS} ms task put in it (in the tap’s first listener; once its HTML is parsed)`,
    ['instrument', 'read ms', 'goal', ''],
    instruments.map((i) => [
      i.name,
      i.reading === undefined ? `MISSING (${i.note})` : `${ms(i.reading)} (${i.note})`,
      `≥ ${INJECTED_TASK_MS}`,
      verdict(instrumentSees(i.reading, INJECTED_TASK_MS)),
    ]),
  );
  if (!instruments.every((i) => instrumentSees(i.reading, INJECTED_TASK_MS))) failed = true;

  // taps: for each moment, each visitor, the site's page then the baseline's
  const moments = new Map<string, { site: Moment[]; floor: Moment[] }>(pages.map((s) => [s.name, { site: [], floor: [] }]));
  const line = (who: string, m: Moment) =>
    `${who} run ${m.run} ${m.visitor} +${Math.round(m.delay)} ms: ${m.ms === undefined ? `MISSING (${m.missing})` : `${Math.round(m.ms)} ms (${m.source})`}, visible at ${Math.round(m.visibleAt)} ms, hydrated at ${Math.round(m.hydratedAt)} ms`;
  for (let run = 1; run <= runs; run++) {
    const offset = run === 1 ? 0 : Math.round(Math.random() * STEP);
    for (const s of pages) {
      const list = moments.get(s.name)!;
      // how long after the control showed the site's page hydrated, the longest seen so far
      let span = 0;
      for (let k = 0; k < MAX_MOMENTS; k++) {
        const delay = offset + k * STEP;
        if (k > 0 && delay > span + BEYOND) break;
        for (const visitor of VISITORS) {
          const site: Moment = { run, delay, visitor, ...(await tapOnce(browser, s.url, s, delay, { visitor })) };
          const floor: Moment = { run, delay, visitor, ...(await tapOnce(browser, baseline.url, baseline, delay, { visitor })) };
          if (Number.isFinite(site.hydratedAt - site.visibleAt)) span = Math.max(span, site.hydratedAt - site.visibleAt);
          list.site.push(site);
          list.floor.push(floor);
          console.error(line(s.name, site));
          console.error(line(`  baseline beside ${s.name}`, floor));
        }
      }
    }
  }

  // long tasks: for each traced load, each visitor, the site's page then the baseline's
  const traced = new Map<string, { site: LongTask[][]; floor: LongTask[][] }>();
  for (let t = 1; t <= traces; t++) {
    for (const s of pages) {
      for (const visitor of VISITORS) {
        const key = `${s.name} ${visitor}`;
        const entry = traced.get(key) ?? { site: [], floor: [] };
        entry.site.push(await traceLoad(browser, s.url, { visitor }));
        entry.floor.push(await traceLoad(browser, baseline.url, { visitor }));
        traced.set(key, entry);
        const longest = (load: LongTask[]) => Math.round(Math.max(0, ...load.map((x) => x.ms)));
        console.error(`trace ${t} ${key}: longest ${longest(entry.site.at(-1)!)} ms; baseline beside it ${longest(entry.floor.at(-1)!)} ms`);
      }
    }
  }

  const tapTable = (s: Subject) => {
    const { site, floor } = moments.get(s.name)!;
    printTable(
      `${s.name}: ${s.label} tapped at each moment after it showed, one load each, beside the baseline’s dialog button tapped at the same moment`,
      ['run', 'visitor', 'tapped', 'answered after ms', 'waited / listeners / paint ms', 'visible at ms', 'hydrated at ms', 'baseline: answered after ms', 'baseline: hydrated at ms'],
      site.map((m, i) => {
        const f = floor[i]!;
        return [
          m.run,
          m.visitor,
          `+${Math.round(m.delay)}`,
          m.ms === undefined ? `MISSING: ${m.missing}` : ms(m.ms),
          m.split ? `${ms(m.split.waited)} / ${ms(m.split.listeners)} / ${ms(m.split.paint)}` : '–',
          ms(m.visibleAt),
          ms(m.hydratedAt),
          f.ms === undefined ? `MISSING: ${f.missing}` : ms(f.ms),
          ms(f.hydratedAt),
        ];
      }),
      2,
    );
  };
  for (const s of pages) tapTable(s);

  const longestOf = (load: LongTask[]) => Math.max(0, ...load.map((t) => t.ms));
  const summary = pages.flatMap((s) =>
    VISITORS.map((visitor) => {
      const pick = (list: Moment[]) => list.filter((m) => m.visitor === visitor);
      const site = pick(moments.get(s.name)!.site);
      const floor = pick(moments.get(s.name)!.floor);
      const loads = traced.get(`${s.name} ${visitor}`)!;
      return {
        s,
        visitor,
        taps: site.length,
        missing: site.filter((m) => m.ms === undefined).length + floor.filter((m) => m.ms === undefined).length,
        tap: medianAndWorst(site.map((m) => m.ms)),
        floorTap: medianAndWorst(floor.map((m) => m.ms)),
        hydrated: medianAndWorst(site.map((m) => m.hydratedAt)).median,
        floorHydrated: medianAndWorst(floor.map((m) => m.hydratedAt)).median,
        longest: loads.site.map(longestOf),
        floorLongest: loads.floor.map(longestOf),
        loads,
      };
    }),
  );
  printTable(
    `Taps while the page loads (${runs} run${runs === 1 ? '' : 's'} of moments), beside the baseline’s taps at the same moments`,
    ['page', 'visitor', 'taps', 'missing (site and baseline)', 'median ms', 'worst ms', 'baseline median ms', 'baseline worst ms', 'hydrated at ms', 'baseline hydrated at ms'],
    summary.map((r) => [r.s.name, r.visitor, r.taps, r.missing, ms(r.tap.median), ms(r.tap.worst), ms(r.floorTap.median), ms(r.floorTap.worst), ms(r.hydrated), ms(r.floorHydrated)]),
    2,
  );
  printTable(
    `The longest task of each traced load (${traces} a page and visitor), each load beside a baseline load`,
    ['page', 'visitor', 'longest of each load ms', 'median ms', 'worst ms', 'baseline: longest of each load ms', 'baseline median ms', 'baseline worst ms'],
    summary.map((r) => {
      const site = medianAndWorst(r.longest);
      const floor = medianAndWorst(r.floorLongest);
      return [r.s.name, r.visitor, r.longest.map(ms).join(', '), ms(site.median), ms(site.worst), r.floorLongest.map(ms).join(', '), ms(floor.median), ms(floor.worst)];
    }),
    2,
  );
  const worstLoad = (loads: LongTask[][]) => loads.reduce((a, b) => (longestOf(b) > longestOf(a) ? b : a));
  printTable(
    'The long tasks of the worst traced load of each (over 50 ms, until a second after hydration)',
    ['page', 'visitor', 'at ms', 'ms', 'what took the time (ms)'],
    summary.flatMap((r) =>
      (
        [
          [r.s.name, worstLoad(r.loads.site)],
          [`baseline beside ${r.s.name}`, worstLoad(r.loads.floor)],
        ] as const
      ).flatMap(([who, load]) => load.map((t) => [who, r.visitor, ms(t.at), ms(t.ms), t.parts.slice(0, 4).map((p) => `${p.what} ${Math.round(p.ms)}`).join('; ')])),
    ),
    2,
  );

  printTable(
    'Goals, against the baseline of this run',
    ['goal', 'page', 'visitor', 'this run', ''],
    summary.flatMap((r) => {
      const worstGoal = worstTapGoal(r.floorTap.worst);
      const longest = medianAndWorst(r.longest).median;
      const floorLongest = medianAndWorst(r.floorLongest).median;
      return [
        ['every tap answered (no MISSING reading)', r.s.name, r.visitor, `${r.missing} of ${r.taps * 2} missing`, verdict(r.missing === 0)],
        [`median tap ≤ ${MEDIAN_GOAL} ms`, r.s.name, r.visitor, `${msAgainst(r.tap.median, MEDIAN_GOAL)} ms`, verdict(r.tap.median <= MEDIAN_GOAL)],
        [
          `worst tap ≤ ${ms(worstGoal)} ms${worstGoal > 500 ? ' (the baseline’s worst + 100)' : ''}`,
          r.s.name,
          r.visitor,
          `${msAgainst(r.tap.worst, worstGoal)} ms (baseline ${ms(r.floorTap.worst)})`,
          verdict(r.tap.worst <= worstGoal),
        ],
        [
          `longest task ≤ baseline + 50 ms (medians of ${traces} loads)`,
          r.s.name,
          r.visitor,
          `${msAgainst(longest, longestTaskGoal(floorLongest))} ms (baseline ${ms(floorLongest)})`,
          verdict(longest <= longestTaskGoal(floorLongest)),
        ],
      ];
    }),
    3,
  );
  if (summary.some((r) => r.missing > 0)) failed = true;
  console.log(`\nload average when it ended: ${loadAverage()}`);
} finally {
  await browser.close();
  stack.stop();
}
process.exit(failed ? 1 : 0);
