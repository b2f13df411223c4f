/**
 * The backend's circuit breaker, one per server process. The production server (server.ts) loads
 * this module from source while the render loads it from the build, so the instance lives under a
 * process-wide symbol (`Symbol.for`) and both see the same state: the server reads whether the
 * backend is failing before it hands a page to Next.js (lib/server/outage.ts).
 */
import { env } from '../env.ts';
import { CircuitBreaker } from './circuit-breaker.ts';

const KEY = Symbol.for('malta-property-sales.backend-circuit');
type Holder = { [KEY]?: CircuitBreaker };

/**
 * After 5 consecutive failures the backend is left alone for API_CIRCUIT_COOLDOWN_MS (10 s), then one
 * probe goes through. Made on first use, once the settings are loaded.
 */
export function backendCircuitOfProcess(): CircuitBreaker {
  const holder = globalThis as Holder;
  holder[KEY] ??= new CircuitBreaker({ failureThreshold: 5, coolDownMs: env().API_CIRCUIT_COOLDOWN_MS, failureWindowMs: 30_000 });
  return holder[KEY];
}
