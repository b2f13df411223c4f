import { AVATAR_PLACEHOLDER } from '@/lib/image-fallbacks';
import { FallbackImage } from '@/components/ui/fallback-image';

/**
 * An agent's photo, square, falling back to the default avatar when missing or broken; `decorative`
 * where the agent's name is written beside it.
 */
export function AgentPhoto({
  url,
  name,
  sizes,
  className,
  priority = false,
  decorative = false,
}: {
  url: string;
  name: string;
  sizes: string;
  className?: string;
  priority?: boolean;
  decorative?: boolean;
}) {
  return (
    <FallbackImage
      src={url || AVATAR_PLACEHOLDER}
      fallbacks={[AVATAR_PLACEHOLDER]}
      alt={decorative ? '' : `Photo of ${name}`}
      fill
      sizes={sizes}
      preload={priority}
      className={className}
    />
  );
}
