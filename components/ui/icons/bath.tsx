import { type IconProps, Svg } from './icon';

export const BathIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 12h16v3a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4v-3ZM6 12V6a2 2 0 0 1 4 0M7 19l-1 2M17 19l1 2" />
  </Svg>
);
