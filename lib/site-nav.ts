/** The main menu (ARCHITECTURE.md: the fuller reading of SPEC §2) and which item a path belongs to. */

export interface NavItem {
  href: string;
  label: string;
  /** the emphasised call to action */
  emphasis?: boolean;
}

export const MAIN_MENU: readonly NavItem[] = [
  { href: '/', label: 'Home' },
  { href: '/residentials', label: 'Residentials' },
  { href: '/commercials', label: 'Commercials' },
  { href: '/agents', label: 'Agents' },
  { href: '/career', label: 'Careers' },
  { href: '/blog', label: 'Blog' },
  { href: '/contact', label: 'Contact Us' },
  { href: '/my-properties', label: 'Add My Properties', emphasis: true },
];

/** Paths that belong to a menu item without starting with its href. */
const ALSO: Record<string, RegExp> = {
  '/agents': /^\/agent(\/|$)/,
};

/** The menu item the current path belongs to: exact for Home, by section for the rest. */
export function activeMenuHref(pathname: string, items: readonly NavItem[] = MAIN_MENU): string | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return items.some((i) => i.href === '/') ? '/' : null;
  for (const item of items) {
    if (item.href === '/') continue;
    if (path === item.href || path.startsWith(`${item.href}/`) || ALSO[item.href]?.test(path)) return item.href;
  }
  return null;
}
