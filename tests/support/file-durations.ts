/**
 * A Playwright reporter beside 'list': at the end of a run, the time each spec file's tests took
 * (their hooks and fixtures included), longest first, the run's wall-clock time, and the machine's
 * load average when the run began and ended, so a slow suite shows where its time goes and on how
 * busy a machine it was measured.
 */
import { loadavg } from 'node:os';
import path from 'node:path';
import type { FullConfig, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const load = () => loadavg().map((n) => n.toFixed(2)).join(' ');

export default class FileDurations implements Reporter {
  private readonly files = new Map<string, { ms: number; tests: number }>();
  private rootDir = '';
  private startedAt = 0;
  private loadAtStart = '';

  printsToStdio(): boolean {
    return true;
  }

  onBegin(config: FullConfig): void {
    this.rootDir = config.rootDir;
    this.startedAt = Date.now();
    this.loadAtStart = load();
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = path.relative(this.rootDir, test.location.file);
    const entry = this.files.get(file) ?? { ms: 0, tests: 0 };
    entry.ms += result.duration;
    entry.tests += 1;
    this.files.set(file, entry);
  }

  onEnd(): void {
    // nothing ran (a listing, or a run stopped before its first test)
    if (this.files.size === 0) return;
    const rows = [...this.files].sort(([, a], [, b]) => b.ms - a.ms);
    const width = Math.max(...rows.map(([file]) => file.length), 4);
    console.log('\nTime per spec file (its tests, hooks and fixtures; two workers share the wall clock):');
    for (const [file, { ms, tests }] of rows) console.log(`  ${file.padEnd(width)}  ${seconds(ms).padStart(8)}  ${tests} tests`);
    console.log(`  ${'all files'.padEnd(width)}  ${seconds(rows.reduce((sum, [, r]) => sum + r.ms, 0)).padStart(8)}`);
    console.log(`Wall clock ${seconds(Date.now() - this.startedAt)}; load average (1, 5, 15 min) ${this.loadAtStart} at the start, ${load()} at the end`);
  }
}
