import { AVATAR_PLACEHOLDER } from '@/lib/image-fallbacks';
import { FallbackImage } from '@/components/ui/fallback-image';

/** An agent's photo, square, falling back to the default avatar when missing or broken. */
export function AgentPhoto({
  url,
  name,
  sizes,
  className,
  priority = false,
}: {
  url: string;
  name: string;
  sizes: string;
  className?: string;
  priority?: boolean;
}) {
  return (
    <FallbackImage
      src={url || AVATAR_PLACEHOLDER}
      fallbacks={[AVATAR_PLACEHOLDER]}
      alt={`Photo of ${name}`}
      fill
      sizes={sizes}
      priority={priority}
      className={className}
    />
  );
}
