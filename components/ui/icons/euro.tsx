import { type IconProps, Svg } from './icon';

export const EuroIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M17 6.5A6.5 6.5 0 0 0 6.5 12 6.5 6.5 0 0 0 17 17.5M4 10h9M4 14h9" />
  </Svg>
);
