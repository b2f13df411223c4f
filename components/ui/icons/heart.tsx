import { type IconProps, Svg } from './icon';

/** A heart: the shortlist. Filled (CSS `fill`) when the property is saved. */
export const HeartIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.1 3.4 4.5 7 4.5c2 0 3.7 1.1 5 2.9 1.3-1.8 3-2.9 5-2.9 3.6 0 5.5 3.6 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2Z" />
  </Svg>
);
