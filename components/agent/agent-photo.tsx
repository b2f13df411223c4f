import { AVATAR_PLACEHOLDER } from '@/lib/image-fallbacks';
import { FallbackImage } from '@/components/ui/fallback-image';
import { fill } from '@/lib/i18n/format';
import { pageLanguage } from '@/lib/i18n/server';

/**
 * An agent's photo, square, falling back to the default avatar when missing or broken; `decorative`
 * where the agent's name is written beside it. Its name ("Photo of …") in the page's language.
 */
export async function AgentPhoto({
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
  const { t } = await pageLanguage();
  return (
    <FallbackImage
      src={url || AVATAR_PLACEHOLDER}
      fallbacks={[AVATAR_PLACEHOLDER]}
      alt={decorative ? '' : fill(t.agents.photoOf, { name })}
      fill
      sizes={sizes}
      preload={priority}
      className={className}
    />
  );
}
