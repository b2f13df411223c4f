'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { MAIN_MENU, activeMenuHref } from '@/lib/site-nav';

/**
 * The main menu's links; the item of the current section carries aria-current. Shared by the
 * desktop bar and the mobile drawer, which style it through the class names they pass.
 */
export function NavLinks({
  listClassName,
  linkClassName,
  activeClassName,
  emphasisClassName,
}: {
  listClassName?: string;
  linkClassName?: string;
  activeClassName?: string;
  emphasisClassName?: string;
}) {
  const active = activeMenuHref(usePathname() ?? '/');
  return (
    <ul className={listClassName}>
      {MAIN_MENU.map((item) => {
        const current = item.href === active;
        const classes = [linkClassName, current ? activeClassName : '', item.emphasis ? emphasisClassName : '']
          .filter(Boolean)
          .join(' ');
        return (
          <li key={item.href}>
            <Link href={item.href} className={classes} aria-current={current ? 'page' : undefined}>
              {item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
