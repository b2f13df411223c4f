/**
 * The production start's check (server.ts, and instrumentation.ts under `next start`): prints what
 * a public site must not run with (lib/env.ts `productionProblems`) and ends the process, or returns.
 * Node.js only: the middleware, which reads lib/env.ts too, has no process to end.
 */
import { env, productionProblems, type Env } from '../env.ts';

export function refuseUnsafeProductionStart(e: Env = env()): void {
  const problems = productionProblems(e);
  if (problems.length === 0) return;
  console.error(`Refusing to start:\n${problems.join('\n')}`);
  process.exit(1);
}
