/**
 * Inline SVG icons (no icon font), one module each beside this one: a browser script carries every
 * export of a module that any page's script uses, so one module of all icons put every icon a client
 * component draws into every page's first load. Decorative by default: pass a title to make one
 * meaningful. The line icons' stroke settings live in one CSS rule (icons.module.css) rather than five
 * attributes on each of the dozens of icons a listing page carries in its HTML and its RSC payload.
 */
import type { SVGProps } from 'react';
import styles from './icons.module.css';

export type IconProps = SVGProps<SVGSVGElement> & { title?: string; size?: number };

/** aria-hidden for a decorative icon, role="img" for one with a title (no attribute left undefined) */
export function labelling(title: string | undefined) {
  return title ? { role: 'img' } : { 'aria-hidden': true };
}

export function Svg({ title, size = 20, className, children, ownBox = true, ...rest }: IconProps & { children: React.ReactNode; ownBox?: boolean }) {
  return (
    <svg
      width={size}
      height={size}
      // no attribute at all without it (an undefined one is still written into the RSC payload)
      {...(ownBox ? { viewBox: '0 0 24 24' } : {})}
      className={className ? `${styles.line} ${className}` : styles.line}
      {...labelling(title)}
      {...rest}
    >
      {title ? <title>{title}</title> : null}
      {children}
    </svg>
  );
}

/** The icons drawn once a page (sprite.tsx) and used from there. */
export type SpriteName = 'heart' | 'pin' | 'bed' | 'bath' | 'area' | 'phone' | 'mail';
/** the id of a shape's symbol in the page */
export const spriteId = (name: SpriteName) => `icon-${name}`;

/**
 * An icon whose shape is drawn once a page (sprite.tsx): here only a `<use>` of it, without a viewBox
 * of its own, since its symbol has one (a listing draws about a hundred of these).
 */
export function SpriteIcon({ shape, ...rest }: IconProps & { shape: SpriteName }) {
  return (
    <Svg ownBox={false} {...rest}>
      <use href={`#${spriteId(shape)}`} />
    </Svg>
  );
}

/** A brand's mark, filled with the text colour. */
export function Brand({ title, size = 20, d, ...rest }: IconProps & { d: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" {...labelling(title)} {...rest}>
      {title ? <title>{title}</title> : null}
      <path fill="currentColor" d={d} />
    </svg>
  );
}
