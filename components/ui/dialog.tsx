'use client';

import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { CloseIcon } from './icons';
import styles from './dialog.module.css';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.hasAttribute('inert') && el.getClientRects().length > 0,
  );
}

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** the visible heading that labels the dialog */
  title: ReactNode;
  /** shown under the title and used as the dialog's description */
  description?: ReactNode;
  /** `full` fills the screen (photo viewer) */
  size?: 'md' | 'lg' | 'full';
  children: ReactNode;
}

/**
 * A modal dialog on the native <dialog> element: labelled by its title, focus kept inside (Tab
 * wraps), Escape and the close button close it, a click on the backdrop closes it, and focus returns
 * to whatever opened it. Controlled: the parent owns `open`.
 */
export function Dialog({ open, onClose, title, description, size = 'md', children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      // the first field, button or link, never an embedded player: focus inside a cross-origin
      // frame would keep Escape from reaching the dialog
      const first = focusables(dialog).find((el) => !el.dataset.dialogClose && el.tagName !== 'IFRAME') ?? focusables(dialog)[0];
      (first ?? dialog).focus();
    } else if (!open && dialog.open) {
      dialog.close();
      if (opener.current?.isConnected) opener.current.focus();
      opener.current = null;
    }
  }, [open]);

  // unmounted while open (its owner removed it): close it and still give focus back to the opener
  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) dialog.close();
      if (opener.current?.isConnected) opener.current.focus();
      opener.current = null;
    };
  }, []);

  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key !== 'Tab' || !ref.current) return;
    const items = focusables(ref.current);
    if (items.length === 0) {
      e.preventDefault();
      return;
    }
    const first = items[0]!;
    const last = items[items.length - 1]!;
    const active = document.activeElement;
    if (e.shiftKey && (active === first || active === ref.current)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && active === last) {
      e.preventDefault();
      first.focus();
    }
  };

  const onClick = (e: MouseEvent<HTMLDialogElement>) => {
    // a click on the backdrop lands on the <dialog> itself, outside its box
    if (e.target !== ref.current) return;
    const r = ref.current.getBoundingClientRect();
    const inside = e.clientX >= r.left && e.clientX <= r.right && e.clientY >= r.top && e.clientY <= r.bottom;
    if (!inside || size === 'full') onClose();
  };

  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${styles[size]}`}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClose={() => {
        if (open) onClose();
      }}
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label="Close" data-dialog-close="true">
          <CloseIcon size={22} />
        </button>
      </div>
      {description ? (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      ) : null}
      <div className={styles.body}>{open ? children : null}</div>
    </dialog>
  );
}
