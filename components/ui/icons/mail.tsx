import { type IconProps, SpriteIcon } from './icon';

export const MailIcon = (p: IconProps) => <SpriteIcon shape="mail" {...p} />;
