import { type IconProps, SpriteIcon } from './icon';

export const AreaIcon = (p: IconProps) => <SpriteIcon shape="area" {...p} />;
