import { type IconProps, Svg } from './icon';

export const ListIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 5h6v6H4zM14 5h6v6h-6zM4 15h6v6H4zM14 15h6v6h-6z" />
  </Svg>
);
