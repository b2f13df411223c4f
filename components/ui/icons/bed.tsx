import { type IconProps, SpriteIcon } from './icon';

export const BedIcon = (p: IconProps) => <SpriteIcon shape="bed" {...p} />;
