'use client';

import { Activity, use, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';

const noSubscription = () => () => {};

/**
 * Passes its content at once, except while the page first hydrates (React then reads the store's
 * server value): then only once `near` has resolved. Rendered by a client-side navigation the part is
 * new, and a navigation waits for what suspends: it would wait for a view it cannot reach.
 */
function Gate({ near, children }: { near: Promise<void> | null; children: ReactNode }) {
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  if (hydrating && near) use(near);
  return children;
}

/**
 * An island (components/ui/island.tsx) that the browser hydrates only once it comes into view, for a
 * part below the first screen that is read before it is used: the server renders it whole and in
 * place, and until then React keeps that HTML as it is (content that suspends while it hydrates
 * leaves its boundary as the server drew it, and React hydrates it once the content is ready). Code
 * that only this part uses, written as a `React.lazy` component inside, is not fetched before: a
 * first visit that never scrolls there neither downloads nor runs it, and one that does gets it a
 * round trip after the part shows. What the visitor does in it meanwhile, the part reads when it
 * hydrates (components/ui/before-hydration.ts). Put it around the part that has code, not around
 * what is only read above it: it watches its own `<div>`.
 */
export function NearViewIsland({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near] = useState(() => {
    if (typeof window === 'undefined') return null;
    let resolve = () => {};
    const promise = new Promise<void>((r) => (resolve = r));
    return { promise, resolve };
  });
  useEffect(() => {
    const el = ref.current;
    if (!el || !near) return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      near.resolve();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={ref}>
      <Activity>
        <Gate near={near?.promise ?? null}>{children}</Gate>
      </Activity>
    </div>
  );
}
