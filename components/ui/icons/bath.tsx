import { type IconProps, SpriteIcon } from './icon';

export const BathIcon = (p: IconProps) => <SpriteIcon shape="bath" {...p} />;
