import { Activity, type ReactNode } from 'react';

/**
 * A part of the page that React hydrates on its own: an <Activity> boundary, which the server
 * renders in place with the rest of the HTML (unlike a Suspense boundary, whose content Next.js may
 * stream after the page and reveal with a script). In the browser React hydrates the page's shell
 * first and the islands in a later pass, in short slices, instead of the whole page in one long
 * task; a tap on an island that has not hydrated yet makes React hydrate that island alone before
 * the tap's listeners run. Islands are not nested, so all of a page's islands hydrate in the same
 * pass (the hydration mark is one of them: app/layout.tsx).
 */
export function Island({ children }: { children: ReactNode }) {
  return <Activity>{children}</Activity>;
}
