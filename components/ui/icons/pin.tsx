import { type IconProps, SpriteIcon } from './icon';

export const PinIcon = (p: IconProps) => <SpriteIcon shape="pin" {...p} />;
