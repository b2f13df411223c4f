import { type IconProps, Svg } from './icon';

export const PhoneIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M5 3h3l2 5-2.5 1.5a11 11 0 0 0 7 7L16 14l5 2v3a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2Z" />
  </Svg>
);
