'use client';

import Image, { type ImageProps } from 'next/image';
import { useState } from 'react';

/**
 * next/image that recovers from a broken source: it tries each of `fallbacks` in turn (e.g. the
 * same path with .jpg, then a neutral placeholder), so a card never shows a broken image. A
 * `priority` image (the page's largest paint) is also fetched with high priority, preload included:
 * next/image 16 preloads it but leaves its fetch priority to the browser's guess.
 */
export function FallbackImage({ src, fallbacks, alt, ...rest }: Omit<ImageProps, 'src'> & { src: string; fallbacks: string[] }) {
  const sources = [src, ...fallbacks].filter(Boolean);
  const [index, setIndex] = useState(0);
  const current = sources[Math.min(index, sources.length - 1)] ?? fallbacks[fallbacks.length - 1] ?? '';
  const isLocal = current.startsWith('/');
  return (
    <Image
      {...rest}
      alt={alt}
      src={current}
      fetchPriority={rest.fetchPriority ?? (rest.priority ? 'high' : undefined)}
      unoptimized={isLocal && current.endsWith('.svg') ? true : rest.unoptimized}
      onError={() => setIndex((i) => (i + 1 < sources.length ? i + 1 : i))}
    />
  );
}
