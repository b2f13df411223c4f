/**
 * Whether the visitor of the request being handled has left (lib/server/visitor-presence.ts): seen
 * by everything the request's handling starts, across awaits and timers, and by nothing outside it.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { visitorLeft, withVisitor } from '@/lib/server/visitor-presence';

describe('visitorLeft', () => {
  it('is false outside a request', () => {
    expect(visitorLeft()).toBe(false);
  });

  it('answers for its own request only, after awaits and timers, while two are handled at once', async () => {
    let aLeft = false;
    const check = async () => {
      await sleep(1);
      await Promise.resolve();
      return visitorLeft();
    };
    const a = withVisitor(() => aLeft, async () => {
      const before = await check();
      aLeft = true;
      return [before, await check()];
    });
    const b = withVisitor(() => false, async () => [await check(), (await a, await check())]);
    expect(await a).toEqual([false, true]);
    expect(await b).toEqual([false, false]);
    expect(visitorLeft()).toBe(false);
  });
});
