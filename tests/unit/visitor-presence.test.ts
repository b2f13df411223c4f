/**
 * Whether the visitor of a request has left (lib/server/visitor-presence.ts): the check taken while
 * a request is handled, after awaits and timers, answers for that request wherever it is called
 * later (a waiting submission's turn comes when another request's work ends), and is false outside
 * a request.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { visitorLeftCheck, withVisitor } from '@/lib/server/visitor-presence';

describe('visitorLeftCheck', () => {
  it('is false outside a request', () => {
    expect(visitorLeftCheck()()).toBe(false);
  });

  it('answers for the request it was taken in, when called from another request', async () => {
    let aLeft = false;
    const takenInA = withVisitor(
      () => aLeft,
      async () => {
        await sleep(1);
        await Promise.resolve();
        return visitorLeftCheck();
      },
    );
    const check = await takenInA;
    const fromB = withVisitor(
      () => false,
      async () => {
        await sleep(1);
        const before = check();
        aLeft = true;
        return [before, check(), visitorLeftCheck()()];
      },
    );
    expect(await fromB).toEqual([false, true, false]);
  });
});
