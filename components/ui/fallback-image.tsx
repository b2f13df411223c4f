import { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';
import { FALLBACKS_ATTRIBUTE, isUnoptimizedImage, joinFallbacks } from '@/lib/image-fallbacks';
import { upToWidth } from '@/lib/image-variants';
import styles from './fallback-image.module.css';

/**
 * An optimised image that recovers from a broken source: it tries each of `fallbacks` in turn (e.g.
 * the same path with .jpg, then a neutral placeholder), so a card never shows a broken image. It is a
 * plain `<img>` with next/image's attributes, worked out where it renders (on the server for the
 * server components that use it), so pages whose images all come from server components load none
 * of next/image's code and their RSC payload carries each image's attributes once, as its HTML does.
 * Its fallbacks are an attribute that one listener of the whole page reads when an image fails
 * (components/ui/image-fallbacks.tsx). A `fill` image takes its box from a class rather than
 * next/image's inline style. A `preload` image, the page's largest paint, is preloaded and fetched
 * with high priority.
 */
export function FallbackImage({
  src,
  fallbacks,
  alt,
  preload: preloaded = false,
  className,
  widest,
  ...rest
}: Omit<ImageProps, 'src' | 'loader' | 'placeholder' | 'onError' | 'priority' | 'style'> & {
  src: string;
  fallbacks: string[];
  /** the widest variant worth offering, in pixels (lib/image-variants.ts): none wider is in the srcset */
  widest?: number;
}) {
  const {
    props: { style, ...all },
  } = getImageProps({
    ...rest,
    alt,
    src,
    preload: preloaded,
    fetchPriority: rest.fetchPriority ?? (preloaded ? 'high' : undefined),
    unoptimized: isUnoptimizedImage(src) || rest.unoptimized,
  });
  const props = widest === undefined ? all : { ...all, ...upToWidth(all, widest) };
  if (preloaded) {
    preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' });
  }
  const classes = [rest.fill ? styles.fill : undefined, className].filter(Boolean).join(' ') || undefined;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the attributes come from next/image's getImageProps
    <img {...props} alt={alt} className={classes} {...(rest.fill ? {} : { style })} {...{ [FALLBACKS_ATTRIBUTE]: joinFallbacks(fallbacks) }} />
  );
}
