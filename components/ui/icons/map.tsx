import { type IconProps, Svg } from './icon';

export const MapIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="m9 4-6 2v14l6-2 6 2 6-2V4l-6 2-6-2ZM9 4v14M15 6v14" />
  </Svg>
);
