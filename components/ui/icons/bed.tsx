import { type IconProps, Svg } from './icon';

export const BedIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M3 18v-7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v7M3 14h18M3 18v2M21 18v2M7 9V6h4v3" />
  </Svg>
);
