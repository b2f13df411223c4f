import { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';
import { isUnoptimizedImage } from '@/lib/image-fallbacks';
import { FallbackImageClient } from './fallback-image-client';

/**
 * An optimised image that recovers from a broken source: it tries each of `fallbacks` in turn (e.g.
 * the same path with .jpg, then a neutral placeholder), so a card never shows a broken image. The
 * attributes are worked out where it renders (on the server for the server components that use
 * it), so pages whose images all come from server components load none of next/image's code; the
 * browser only gets the small `FallbackImageClient` that swaps the source on error. A `preload`
 * image, the page's largest paint, is preloaded and fetched with high priority.
 */
export function FallbackImage({
  src,
  fallbacks,
  alt,
  preload: preloaded = false,
  ...rest
}: Omit<ImageProps, 'src' | 'loader' | 'placeholder' | 'onError' | 'priority'> & { src: string; fallbacks: string[] }) {
  const { props } = getImageProps({
    ...rest,
    alt,
    src,
    preload: preloaded,
    fetchPriority: rest.fetchPriority ?? (preloaded ? 'high' : undefined),
    unoptimized: isUnoptimizedImage(src) || rest.unoptimized,
  });
  if (preloaded) {
    preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' });
  }
  // a new source starts its own round of fallbacks
  return <FallbackImageClient key={src} {...props} alt={alt} sources={[src, ...fallbacks]} />;
}
