import { type IconProps, Svg } from './icon';

export const FilterIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 5h16l-6 7v6l-4 2v-8L4 5Z" />
  </Svg>
);
