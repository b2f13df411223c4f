'use client';

import { useEffect, useEffectEvent, useMemo, useRef, useState, type ReactNode } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { ChevronLeftIcon } from '@/components/ui/icons/chevron-left';
import { ChevronRightIcon } from '@/components/ui/icons/chevron-right';
import styles from './photo-viewer.module.css';
import { fill } from '@/lib/i18n/format';
import type { GalleryTexts } from './photo-gallery';

/**
 * Full-screen photos in a dialog: a strip of every photo that swipes from one to the next (the
 * browser's own scroll snapping, so it works before and without scripts; each photo loads as it
 * comes near), arrows (buttons and keys) that move one photo and wrap around, "3 / 12", Escape
 * closes. Opens at the photo `start()` names. `photos` are the images, rendered by the server.
 */
export function PhotoViewer({
  id,
  photos,
  title,
  start,
  texts,
}: {
  id: string;
  photos: ReactNode[];
  title: string;
  start: () => number;
  texts: GalleryTexts;
}) {
  const strip = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  /** the photo shown, at once: a second key press may come before React has rendered the first */
  const current = useRef(0);
  const total = photos.length;

  const show = (i: number) => {
    const target = (i + total) % total;
    current.current = target;
    setIndex(target);
    const el = strip.current;
    if (el) el.scrollTo({ left: target * el.clientWidth, behavior: 'instant' });
  };

  // the arrow keys move wherever focus is inside the viewer (it is modal: nothing else has focus)
  const onKeyDown = useEffectEvent((e: globalThis.KeyboardEvent) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    e.preventDefault();
    show(current.current + (e.key === 'ArrowLeft' ? -1 : 1));
  });
  useEffect(() => {
    if (!open) return;
    const listener = (e: globalThis.KeyboardEvent) => onKeyDown(e);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [open]);

  // a swipe: the photo most in view
  const onScroll = () => {
    const el = strip.current;
    if (!el || el.clientWidth === 0) return;
    current.current = Math.round(el.scrollLeft / el.clientWidth);
    setIndex(current.current);
  };

  // made once, so the count changing as the photos move re-renders no slide
  const slides = useMemo(
    () =>
      photos.map((photo, i) => (
        <li key={i} className={styles.slide}>
          {photo}
        </li>
      )),
    [photos],
  );

  return (
    <Dialog
      id={id}
      title={title}
      closeLabel={texts.close}
      size="full"
      onToggle={(now) => {
        setOpen(now);
        if (now) show(start());
      }}
    >
      <div className={styles.viewer}>
        {/* kept up to date by the scripts only: without them the strip is swiped and counts nothing */}
        <p className={styles.count} aria-live="polite">
          {open ? (
            <>
              <span className="visually-hidden">{`${texts.photo} `}</span>
              {index + 1} / {total}
            </>
          ) : null}
        </p>
        {/* focusable, so the keyboard can scroll it too */}
        <ul ref={strip} className={styles.strip} onScroll={onScroll} tabIndex={0} aria-label={fill(texts.photosCount, { count: total })}>
          {slides}
        </ul>
        {total > 1 ? (
          <>
            <button type="button" className={`${styles.arrow} ${styles.prev}`} onClick={() => show(current.current - 1)} aria-label={texts.previousPhoto}>
              <ChevronLeftIcon size={28} />
            </button>
            <button type="button" className={`${styles.arrow} ${styles.next}`} onClick={() => show(current.current + 1)} aria-label={texts.nextPhoto}>
              <ChevronRightIcon size={28} />
            </button>
          </>
        ) : null}
      </div>
    </Dialog>
  );
}
