import { type IconProps, Svg } from './icon';

export const AreaIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 4h16v16H4zM4 9h4M16 4v4M20 15h-4M9 20v-4" />
  </Svg>
);
