import { getImageProps } from 'next/image';
import { preload } from 'react-dom';
import type { ReactNode } from 'react';
import styles from './hero.module.css';

const DESKTOP_MEDIA = '(min-width: 768px)';
const MOBILE_MEDIA = '(max-width: 767.98px)';

/**
 * The home hero: one slide, no autoplay. A wide harbour picture on larger screens and a lighter
 * portrait one on phones (art direction with <picture>); whichever applies is preloaded with high
 * priority, because it is the page's largest paint. The search card sits over it from 1024 px.
 */
export function Hero({ heading, lead, children }: { heading: string; lead: string; children: ReactNode }) {
  const common = { alt: '', sizes: '100vw' };
  const desktop = getImageProps({ ...common, src: '/images/home/hero-desktop.webp', width: 2400, height: 1100, quality: 75 }).props;
  const { srcSet: mobileSrcSet, ...img } = getImageProps({
    ...common,
    src: '/images/home/hero-mobile.webp',
    width: 780,
    height: 1000,
    quality: 75,
  }).props;

  preload(desktop.src, { as: 'image', imageSrcSet: desktop.srcSet, imageSizes: '100vw', media: DESKTOP_MEDIA, fetchPriority: 'high' });
  preload(img.src, { as: 'image', imageSrcSet: mobileSrcSet, imageSizes: '100vw', media: MOBILE_MEDIA, fetchPriority: 'high' });

  return (
    <section className={styles.hero} aria-labelledby="hero-heading">
      <div className={styles.media}>
        <picture>
          <source media={DESKTOP_MEDIA} srcSet={desktop.srcSet} sizes="100vw" />
          <img {...img} srcSet={mobileSrcSet} alt="" loading="eager" fetchPriority="high" className={styles.image} />
        </picture>
      </div>
      <div className={`container ${styles.inner}`}>
        <div className={styles.copy}>
          <h1 id="hero-heading" className={styles.heading}>
            {heading}
          </h1>
          <p className={styles.lead}>{lead}</p>
        </div>
        <div className={styles.card}>{children}</div>
      </div>
    </section>
  );
}
