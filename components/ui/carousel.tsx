'use client';

import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { Children, useCallback, useEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import type { Dictionary } from '@/lib/i18n/dictionaries/en';
import { fill } from '@/lib/i18n/format';
import { ChevronLeftIcon } from './icons/chevron-left';
import { ChevronRightIcon } from './icons/chevron-right';
import { whenIdle } from './when-idle';
import styles from './carousel.module.css';

export interface CarouselProps {
  /** names the carousel for assistive technology ("Properties available now") */
  label: string;
  /** the controls' and slides' names in the page's language */
  texts: Dictionary['carousel'];
  /** slides per view on mobile, from 768 px and from 1024 px; widths are pure CSS, so nothing shifts on load */
  perView?: { base: number; md?: number; lg?: number };
  /** dots under the slides (one per page) */
  dots?: boolean;
  /** previous / next buttons */
  arrows?: boolean;
  /** slide index to start at */
  startIndex?: number;
  /** told the index of the first slide in view whenever it changes */
  onIndexChange?: (index: number) => void;
  /** controls drawn over the slides (photo slider) instead of beside them */
  overlayControls?: boolean;
  className?: string;
  children: ReactNode;
}

type Direction = 'prev' | 'next';
type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;
const scroll = (api: EmblaApi, direction: Direction) => (direction === 'prev' ? api.scrollPrev() : api.scrollNext());

/**
 * A slide that takes the focus while out of view comes into view, however the focus came: Tab, a
 * script, a screen reader's cursor. Embla's own handling follows a focus only within 10 ms of a Tab
 * key's press, which a busy phone misses, and the focused slide stays out of sight. A slide already
 * partly in view (a click on it) does not move. The page a slide belongs to is Embla's slide
 * registry (`internalEngine()`, which Embla documents as not stable: an upgrade that drops it moves
 * to the slide's own index, right where each slide is a page, as in the gallery).
 */
function followFocus(api: EmblaApi, event: FocusEvent): false {
  const index = api.slideNodes().indexOf(event.currentTarget as HTMLElement);
  if (index < 0 || api.slidesInView().includes(index)) return false;
  // the browser's own scroll to the focused element, undone: Embla moves the slides
  api.rootNode().scrollLeft = 0;
  const page = api.internalEngine().slideRegistry?.findIndex((slides) => slides.includes(index)) ?? -1;
  api.scrollTo(page >= 0 ? page : index, true);
  return false;
}

/**
 * An Embla carousel whose slides come in as children, so a server component can render them into
 * the HTML: one page of `perView` slides, swipe, arrow keys when it has focus, previous / next buttons
 * and dots. Scrolls a page at a time. Embla starts by measuring the carousel and every slide (a
 * forced layout): it starts in the first idle moment after the page has hydrated, or at once when
 * the visitor touches, focuses or clicks the carousel before that, never inside the hydration.
 */
export function Carousel({
  label,
  texts,
  perView = { base: 1 },
  dots = true,
  arrows = true,
  startIndex = 0,
  onIndexChange,
  overlayControls = false,
  className,
  children,
}: CarouselProps) {
  const slides = Children.toArray(children);
  const [startEmbla, api] = useEmblaCarousel({ align: 'start', slidesToScroll: 'auto', containScroll: 'trimSnaps', startIndex, watchFocus: followFocus });
  const viewport = useRef<HTMLDivElement>(null);
  const start = useCallback(() => {
    if (viewport.current) startEmbla(viewport.current);
  }, [startEmbla]);
  useEffect(() => whenIdle(start), [start]);

  // A key or arrow pressed before Embla is running (the same touch or focus starts it) is kept and
  // made as soon as it runs, so no press is lost.
  const queued = useRef<Direction | null>(null);
  const move = useCallback(
    (direction: Direction) => {
      if (api) scroll(api, direction);
      else {
        queued.current = direction;
        start();
      }
    },
    [api, start],
  );
  useEffect(() => {
    if (!api || !queued.current) return;
    scroll(api, queued.current);
    queued.current = null;
  }, [api]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
      e.preventDefault();
      move(e.key === 'ArrowLeft' ? 'prev' : 'next');
    }
  };

  const style = {
    '--per-view': perView.base,
    '--per-view-md': perView.md ?? perView.base,
    '--per-view-lg': perView.lg ?? perView.md ?? perView.base,
  } as CSSProperties;

  return (
    <div
      className={`${styles.carousel} ${overlayControls ? styles.overlay : ''} ${className ?? ''}`}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      style={style}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onPointerDownCapture={start}
      onFocusCapture={start}
    >
      <div className={styles.viewport} ref={viewport}>
        <div className={styles.track}>
          {slides.map((slide, i) => (
            <div
              key={i}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={fill(texts.slide, { index: i + 1, count: slides.length })}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <Controls texts={texts} api={api} move={move} arrows={arrows && slides.length > 1} dots={dots} canNextAtFirst={slides.length > perView.base} onIndexChange={onIndexChange} />
    </div>
  );
}

/**
 * The buttons and dots, and the only part that re-renders as the carousel moves: a page turn
 * updates a few buttons, never the slides (which may be whole property cards).
 */
function Controls({
  texts,
  api,
  move,
  arrows,
  dots,
  canNextAtFirst,
  onIndexChange,
}: {
  texts: Dictionary['carousel'];
  api: UseEmblaCarouselType[1];
  move: (direction: Direction) => void;
  arrows: boolean;
  dots: boolean;
  canNextAtFirst: boolean;
  onIndexChange?: (index: number) => void;
}) {
  const [snaps, setSnaps] = useState<number[]>([]);
  const [selected, setSelected] = useState(0);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(canNextAtFirst);

  const sync = useCallback(() => {
    if (!api) return;
    setSnaps(api.scrollSnapList());
    setSelected(api.selectedScrollSnap());
    setCanPrev(api.canScrollPrev());
    setCanNext(api.canScrollNext());
    onIndexChange?.(api.slidesInView()[0] ?? api.selectedScrollSnap());
  }, [api, onIndexChange]);

  useEffect(() => {
    if (!api) return;
    // Embla is initialised by now; read its first state on the next frame
    const frame = requestAnimationFrame(sync);
    api.on('select', sync).on('reInit', sync).on('slidesInView', sync);
    return () => {
      cancelAnimationFrame(frame);
      api.off('select', sync).off('reInit', sync).off('slidesInView', sync);
    };
  }, [api, sync]);

  return (
    <>
      {arrows ? (
        <div className={styles.arrows}>
          <button type="button" className={styles.arrow} onClick={() => move('prev')} disabled={!canPrev} aria-label={texts.previous}>
            <ChevronLeftIcon size={22} />
          </button>
          <button type="button" className={styles.arrow} onClick={() => move('next')} disabled={!canNext} aria-label={texts.next}>
            <ChevronRightIcon size={22} />
          </button>
        </div>
      ) : null}
      {dots ? (
        <div className={styles.dots}>
          {snaps.length > 1
            ? snaps.map((_, i) => (
                <button
                  key={i}
                  type="button"
                  className={styles.dot}
                  aria-label={fill(texts.page, { index: i + 1, count: snaps.length })}
                  aria-current={i === selected ? 'true' : undefined}
                  onClick={() => api?.scrollTo(i)}
                />
              ))
            : null}
        </div>
      ) : null}
    </>
  );
}
