import { type IconProps, SpriteIcon } from './icon';

export const PhoneIcon = (p: IconProps) => <SpriteIcon shape="phone" {...p} />;
