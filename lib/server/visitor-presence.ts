/**
 * Whether the visitor of the request being handled has left (closed the connection), for work
 * that waits its turn inside a server action (the forwarding lane, lib/server/forwarding.ts): a
 * submission whose visitor left while it waited is dropped rather than forwarded, so a visitor who
 * gave up and sends again is not recorded twice, and a flood that hangs up frees its places.
 *
 * Next.js gives a server action no signal of its request (route handlers have `request.signal`), so
 * server.ts runs each request it hands to Next.js inside `withVisitor`, a Node.js AsyncLocalStorage
 * scope: what Next.js runs for that request, the action included, is an async continuation of that
 * call and sees it. That relies on Node.js alone, not on anything inside Next.js. Under `next start`
 * (no server.ts), or outside a request, the check always answers false: the work is done as before.
 *
 * server.ts loads this module from source while the actions load it from the build, so the scope
 * lives under a process-wide symbol (as lib/api/backend-circuit.ts does).
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const KEY = Symbol.for('malta-property-sales.visitor-presence');
type Holder = { [KEY]?: AsyncLocalStorage<() => boolean> };

function scope(): AsyncLocalStorage<() => boolean> {
  const holder = globalThis as Holder;
  holder[KEY] ??= new AsyncLocalStorage();
  return holder[KEY];
}

/** Runs `handle` with `left` as the check `visitorLeftCheck()` gives to everything it starts. */
export function withVisitor<T>(left: () => boolean, handle: () => T): T {
  return scope().run(left, handle);
}

/**
 * The check of whether the visitor of the current request has closed its connection, to be called
 * later from anywhere (another request's turn ends the wait): always false when unknown.
 */
export function visitorLeftCheck(): () => boolean {
  return scope().getStore() ?? (() => false);
}
