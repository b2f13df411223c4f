'use client';

import type { ReactNode } from 'react';
import { spriteId, type SpriteName } from './icon';

/**
 * The shapes of the icons a page draws many times, once a page: a property card's (the heart, pin,
 * bed, bath and area: twenty times on a listing) and the office's phone and e-mail (the header, its
 * menu and the footer). Each is drawn as a `<use>` of these symbols (SpriteIcon) rather than its
 * paths again. Rendered by the site's layout on every page. A client component, so a page's RSC
 * payload carries none of it.
 */
const shapes: Record<SpriteName, ReactNode> = {
  heart: (
    <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.1 3.4 4.5 7 4.5c2 0 3.7 1.1 5 2.9 1.3-1.8 3-2.9 5-2.9 3.6 0 5.5 3.6 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2Z" />
  ),
  pin: (
    <>
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </>
  ),
  bed: <path d="M3 18v-7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v7M3 14h18M3 18v2M21 18v2M7 9V6h4v3" />,
  bath: <path d="M4 12h16v3a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4v-3ZM6 12V6a2 2 0 0 1 4 0M7 19l-1 2M17 19l1 2" />,
  area: <path d="M4 4h16v16H4zM4 9h4M16 4v4M20 15h-4M9 20v-4" />,
  phone: <path d="M5 3h3l2 5-2.5 1.5a11 11 0 0 0 7 7L16 14l5 2v3a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2Z" />,
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </>
  ),
};

export function IconSprite() {
  return (
    <svg display="none">
      {(Object.keys(shapes) as SpriteName[]).map((name) => (
        <symbol key={name} id={spriteId(name)} viewBox="0 0 24 24">
          {shapes[name]}
        </symbol>
      ))}
    </svg>
  );
}
