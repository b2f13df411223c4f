'use client';

import { startTransition, useEffect, useEffectEvent, useRef, useState, type ButtonHTMLAttributes, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { CloseIcon } from './icons/close';
import styles from './dialog.module.css';

// HTML's invoker commands (`<button commandfor="id" command="show-modal">`): React passes them
// through as plain attributes; its types do not list them yet.
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- merged declarations keep React's type parameter
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: 'show-modal' | 'close' | 'request-close';
  }
}

/** Browsers without invoker commands run the same command from the button's click, once scripts run. */
function supportsCommands(): boolean {
  return 'command' in HTMLButtonElement.prototype;
}

function dialogById(id: string): HTMLDialogElement | null {
  const el = document.getElementById(id);
  return el instanceof HTMLDialogElement ? el : null;
}

type InvokerProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'command' | 'commandfor'> & {
  /** the id of the <dialog> */
  dialog: string;
};

/**
 * A button that opens the dialog `dialog` as a modal. The browser does it from the HTML alone (an
 * invoker command), so the first tap works before any script has run; `onClick` still runs first.
 */
export function DialogButton({ dialog, onClick, ...rest }: InvokerProps) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      {...rest}
      commandfor={dialog}
      command="show-modal"
      onClick={(e) => {
        onClick?.(e);
        if (!e.defaultPrevented && !supportsCommands()) dialogById(dialog)?.showModal();
      }}
    />
  );
}

/** A button that closes the dialog `dialog`, from the HTML alone as `DialogButton` opens it. */
export function DialogClose({ dialog, onClick, ...rest }: InvokerProps) {
  return (
    <button
      type="button"
      {...rest}
      commandfor={dialog}
      command="close"
      onClick={(e) => {
        onClick?.(e);
        if (!e.defaultPrevented && !supportsCommands()) dialogById(dialog)?.close();
      }}
    />
  );
}

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.hasAttribute('inert') && el.getClientRects().length > 0,
  );
}

export interface DialogProps {
  /** the element's id, which `DialogButton`s name to open it */
  id: string;
  /** the visible heading that labels the dialog */
  title: ReactNode;
  /** the close button's name, in the page's language */
  closeLabel: string;
  /** shown under the title and used as the dialog's description */
  description?: ReactNode;
  /** `full` fills the screen (photo viewer) */
  size?: 'md' | 'lg' | 'full';
  /** mounted while the dialog is open, above `children`: what needs scripts or loads on demand (forms, players, maps) */
  whileOpen?: ReactNode;
  /** told when the dialog opens or closes, however that happened (the browser opens it from the HTML) */
  onToggle?: (open: boolean) => void;
  /** part of the server's HTML: there from the first tap, scripts or not */
  children?: ReactNode;
}

/**
 * A modal dialog on the native <dialog> element, opened by `DialogButton`s: the browser opens it,
 * keeps the page behind it inert, closes it on Escape, the close button or a click outside, and
 * gives focus back to the button that opened it, all without scripts. A tap made before the scripts
 * ran is honoured: once they run, a dialog already open mounts `whileOpen` as if it had just opened.
 * Scripts add Tab wrapping inside the dialog and `whileOpen`.
 */
export function Dialog({ id, title, closeLabel, description, size = 'md', whileOpen, onToggle, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const toggled = useEffectEvent((now: boolean) => {
    // the browser has already opened the dialog; what mounts inside it waits for that to be painted
    startTransition(() => setOpen(now));
    onToggle?.(now);
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (dialog.open) toggled(true);
    const observer = new MutationObserver(() => toggled(dialog.open));
    observer.observe(dialog, { attributes: true, attributeFilter: ['open'] });
    return () => observer.disconnect();
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

  // closedby="any" closes on a click outside in the browsers that know it; this does it in the others,
  // and closes the full-screen viewer on a click beside its photo
  const onClick = (e: MouseEvent<HTMLDialogElement>) => {
    const dialog = ref.current;
    if (!dialog || e.target !== dialog) return;
    const r = dialog.getBoundingClientRect();
    const inside = e.clientX >= r.left && e.clientX <= r.right && e.clientY >= r.top && e.clientY <= r.bottom;
    if (!inside || size === 'full') dialog.close();
  };

  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  return (
    <dialog
      ref={ref}
      id={id}
      closedby="any"
      className={`${styles.dialog} ${styles[size] ?? ''}`}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <DialogClose dialog={id} className={styles.close} aria-label={closeLabel}>
          <CloseIcon size={22} />
        </DialogClose>
      </div>
      {description ? (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      ) : null}
      <div className={styles.body}>
        {open ? whileOpen : null}
        {children}
      </div>
    </dialog>
  );
}
