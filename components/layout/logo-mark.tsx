'use client';

/**
 * The brand mark: a limestone arch on sea blue (also app/icon.svg). Decorative beside the name. A
 * client component: its paths are in the browser's script once, not in every page's RSC payload
 * (twice: the header and the footer).
 */
export function LogoMark({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true">
      <rect width="40" height="40" rx="9" fill="var(--color-primary)" />
      <path d="M8.5 30.5V17.8L20 9.5l11.5 8.3v12.7" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinejoin="round" />
      <path d="M15.5 30.5v-6.2a4.5 4.5 0 0 1 9 0v6.2" fill="none" stroke="#fff" strokeWidth="2.6" />
      <path d="M6 33.5c2.3 0 2.3-1.5 4.7-1.5s2.3 1.5 4.6 1.5 2.4-1.5 4.7-1.5 2.3 1.5 4.7 1.5 2.3-1.5 4.6-1.5 2.4 1.5 4.7 1.5" fill="none" stroke="var(--color-limestone-strong)" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}
