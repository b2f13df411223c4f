import { type IconProps, SpriteIcon } from './icon';

/** A heart: the shortlist. Filled (CSS `fill`) when the property is saved. */
export const HeartIcon = (p: IconProps) => <SpriteIcon shape="heart" {...p} />;
