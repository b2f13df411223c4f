/**
 * How the benchmarks print. Their tables are Markdown pipe tables. With `--markdown` a run begins
 * with a line in italics naming the script, the commit it measured (and whether the work tree had changes not
 * committed), the date and the machine, and each table's title is a heading, so docs/performance.md
 * pastes a run's output unchanged and says when it was taken. Without it the same line is printed
 * plainly.
 */
import { execFileSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';

/** Whether this run prints for docs/performance.md (`--markdown`). */
export const markdown = process.argv.includes('--markdown');
/** The option to add to a script's parseArgs, which refuses flags it does not know. */
export const markdownOption = { markdown: { type: 'boolean', default: false } } as const;

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();

/** "abc1234" or "abc1234 with changes not committed". */
export function commitOfWorkTree(): string {
  const commit = git('rev-parse', '--short', 'HEAD');
  return git('status', '--porcelain', '--untracked-files=no') === '' ? commit : `${commit} with changes not committed`;
}

/** The machine's load average over 1, 5 and 15 minutes, as /proc/loadavg shows it. */
export const loadAverage = (): string => loadavg().map((n) => n.toFixed(2)).join(' ');

/** The line that says what a run measured, when and where (in italics with `--markdown`). */
export function printProvenance(script: string): void {
  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const line = `\`npm run ${script}\` on commit ${commitOfWorkTree()}, ${date} UTC, ${cpus().length} cores, load average ${loadAverage()} at the start`;
  console.log(markdown ? `\n_${line}._` : line);
}

/**
 * A reading in milliseconds on a line that judges it against `goal` (at most): whole milliseconds,
 * or the decimals it takes where rounding would print a reading that misses its goal as the goal
 * itself ("200.4", never "200" beside "≤ 200 ms: FAIL"); MISSING when there is no reading.
 */
export function msAgainst(value: number, goal: number): string {
  if (!Number.isFinite(value)) return 'MISSING';
  if (value <= goal || Math.round(value) > goal) return Math.round(value).toLocaleString('en');
  let decimals = 1;
  while (decimals < 3 && Number(value.toFixed(decimals)) <= goal) decimals++;
  return value.toFixed(decimals);
}

/** The same for a difference (to the baseline), with its sign: "+150", "+150.4", "-12". */
export function signedMsAgainst(value: number, goal: number): string {
  const text = msAgainst(value, goal);
  return Number.isFinite(value) && value >= 0 ? `+${text}` : text;
}

/** A title: a heading with `--markdown`, a plain line otherwise. */
export function printTitle(title: string): void {
  console.log(markdown ? `\n#### ${title}\n` : `\n${title}\n`);
}

/** A table with its title; the first `left` columns are aligned left, the others right. */
export function printTable(title: string, head: string[], rows: (string | number)[][], left = 1): void {
  const cells = [head, ...rows.map((r) => r.map(String))];
  const widths = head.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) => `| ${r.map((c, i) => (i < left ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  if (title) printTitle(title);
  console.log(line(head));
  console.log(`|${widths.map((w, i) => (i < left ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  for (const r of cells.slice(1)) console.log(line(r));
}

/**
 * Ends the run with an error after `minutes`, so a benchmark that hangs never holds the machine;
 * the servers and apps it started stop with the process (the exit handlers of scripts/support/servers.ts
 * and scripts/bench/stack.ts).
 */
export function giveUpAfter(script: string, minutes: number): void {
  setTimeout(() => {
    console.error(`${script}: gave up after ${minutes} minutes`);
    process.exit(1);
  }, minutes * 60_000).unref();
}
