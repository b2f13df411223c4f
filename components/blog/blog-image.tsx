import { BLOG_PLACEHOLDER } from '@/lib/image-fallbacks';
import { FallbackImage } from '@/components/ui/fallback-image';

/** A post's picture; a missing or broken one falls back to the site icon (SPEC §2). */
export function BlogImage({
  url,
  alt,
  sizes,
  className,
  priority = false,
}: {
  url: string;
  alt: string;
  sizes: string;
  className?: string;
  priority?: boolean;
}) {
  return (
    <FallbackImage
      src={url || BLOG_PLACEHOLDER}
      fallbacks={[BLOG_PLACEHOLDER]}
      alt={alt}
      fill
      sizes={sizes}
      preload={priority}
      className={className}
    />
  );
}
