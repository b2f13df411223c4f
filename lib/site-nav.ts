/** The main menu (ARCHITECTURE.md: the fuller reading of SPEC §2) and which item a path belongs to. */
import type { Dictionary } from './i18n/dictionaries/en';

export interface NavItem {
  /** the item's English address; other languages' come from lib/i18n/paths.ts */
  href: string;
  /** its label in the dictionaries (nav) */
  key: keyof Dictionary['nav'];
  /** the emphasised call to action */
  emphasis?: boolean;
}

export const MAIN_MENU: readonly NavItem[] = [
  { href: '/', key: 'home' },
  { href: '/residentials', key: 'residentials' },
  { href: '/commercials', key: 'commercials' },
  { href: '/agents', key: 'agents' },
  { href: '/career', key: 'careers' },
  { href: '/blog', key: 'blog' },
  { href: '/contact', key: 'contact' },
  { href: '/my-properties', key: 'addProperty', emphasis: true },
];

/** Paths that belong to a menu item without starting with its href. */
const ALSO: Record<string, RegExp> = {
  '/agents': /^\/agent(\/|$)/,
};

/** The menu item an English path belongs to: exact for Home, by section for the rest. */
export function activeMenuHref(pathname: string, items: readonly NavItem[] = MAIN_MENU): string | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return items.some((i) => i.href === '/') ? '/' : null;
  for (const item of items) {
    if (item.href === '/') continue;
    if (path === item.href || path.startsWith(`${item.href}/`) || ALSO[item.href]?.test(path)) return item.href;
  }
  return null;
}
