'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';

/**
 * The drawer's <dialog>: the browser opens and closes it (mobile-menu.tsx); once scripts run it also
 * closes on a chosen link, on navigation, and on a tap beside the panel in browsers without
 * closedby="any".
 */
export function MobileMenuDialog({ id, className, children }: { id: string; className?: string; children: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const pathname = usePathname();
  const shownFor = useRef(pathname);
  // a new page closes it; not the first render, which may find it opened by a tap before hydration
  useEffect(() => {
    if (shownFor.current === pathname) return;
    shownFor.current = pathname;
    dialog.current?.close();
  }, [pathname]);

  return (
    <dialog
      ref={dialog}
      id={id}
      closedby="any"
      className={className}
      aria-label="Menu"
      onClick={(e) => {
        // the backdrop is the dialog element itself; a link closes it as it navigates
        if (e.target === e.currentTarget || (e.target instanceof Element && e.target.closest('a[href]'))) e.currentTarget.close();
      }}
    >
      {children}
    </dialog>
  );
}
