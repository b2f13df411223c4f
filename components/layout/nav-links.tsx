'use client';

import Link from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import type { Dictionary } from '@/lib/i18n/dictionaries/en';
import type { Locale } from '@/lib/i18n/locales';
import { localizePath, resolveLocalePath } from '@/lib/i18n/paths';
import { MAIN_MENU, activeMenuHref } from '@/lib/site-nav';
import { NOT_FOUND_PATH } from '@/lib/catch-all';

/**
 * The main menu's links in the page's language; the item of the current section carries
 * aria-current. Shared by the desktop bar and the mobile drawer, which style it through the class
 * names they pass.
 */
export function NavLinks({
  locale,
  labels,
  listClassName,
  linkClassName,
  activeClassName,
  emphasisClassName,
}: {
  locale: Locale;
  labels: Dictionary['nav'];
  listClassName?: string;
  linkClassName?: string;
  activeClassName?: string;
  emphasisClassName?: string;
}) {
  // an address no language has (the not-found page) belongs to no item
  const englishPath = resolveLocalePath(usePathname() ?? '/')?.path ?? NOT_FOUND_PATH;
  const active = activeMenuHref(englishPath);
  return (
    <ul className={listClassName}>
      {MAIN_MENU.map((item) => {
        const current = item.href === active;
        const classes = [linkClassName, current ? activeClassName : '', item.emphasis ? emphasisClassName : '']
          .filter(Boolean)
          .join(' ');
        return (
          <li key={item.href}>
            <Link href={localizePath(locale, item.href)} className={classes} aria-current={current ? 'page' : undefined}>
              {labels[item.key]}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
