'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useEffectEvent, useRef, useTransition, type ChangeEvent, type ReactNode, type SubmitEvent } from 'react';
import { listingSourcePath, resolveListing, type ListingSource } from '@/lib/listing-state';
import type { Dictionary } from '@/lib/i18n/dictionaries/en';
import styles from './filter-panel.module.css';

/** Text and number inputs apply 600 ms after the last keystroke (SPEC §9). */
const FILTER_DEBOUNCE_MS = 600;

const isTyped = (el: Element): el is HTMLInputElement =>
  el instanceof HTMLInputElement && (el.type === 'text' || el.type === 'search' || el.type === 'number');

const isChoice = (el: Element): el is HTMLInputElement =>
  el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');

/** Whether a field shows something other than the search the page was rendered for. */
function changedFromPage(field: Element): boolean {
  if (isChoice(field)) return field.checked !== field.defaultChecked;
  if (field instanceof HTMLInputElement) return field.type !== 'hidden' && field.value !== field.defaultValue;
  if (field instanceof HTMLSelectElement) return Array.from(field.options).some((o) => o.selected !== o.defaultSelected);
  return false;
}

/** Puts a field back to the search the page was rendered for. */
function showPageState(field: Element): void {
  if (isChoice(field)) field.checked = field.defaultChecked;
  else if (field instanceof HTMLInputElement && field.type !== 'hidden') field.value = field.defaultValue;
  else if (field instanceof HTMLSelectElement) for (const o of Array.from(field.options)) o.selected = o.defaultSelected;
}

/**
 * The filter panel's <form method="get">, enhanced: with JavaScript a change navigates to the
 * canonical URL of the new search at once (text and numbers debounced), always on page 1; without
 * JavaScript the form submits as it is and the server redirects to the same canonical URL. Both read
 * the form with the same rule (resolveListing), on a sale listing or a landing page.
 */
export function FilterForm({
  source,
  stateKey,
  texts,
  children,
}: {
  source: ListingSource;
  texts: Pick<Dictionary['filters'], 'form' | 'updating'>;
  /** the canonical query the page was rendered for: when it changes, the form shows it */
  stateKey: string;
  children: ReactNode;
}) {
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [pending, startTransition] = useTransition();

  // what the form sent with its last search: the field being typed in shows the search it made
  // (a minimum above the maximum is searched for swapped) unless the visitor has typed on since
  const sent = useRef<URLSearchParams | null>(null);

  // Back, forward, a link or the form's own search changed the URL: show its state in every field
  // but the one the visitor is still typing in.
  const shownKey = useRef(stateKey);
  useEffect(() => {
    const el = form.current;
    if (!el || shownKey.current === stateKey) return;
    shownKey.current = stateKey;
    for (const field of Array.from(el.elements)) {
      const typing = field === document.activeElement && isTyped(field) && field.value !== sent.current?.get(field.name);
      if (!typing) showPageState(field);
    }
    sent.current = null;
  }, [stateKey]);

  useEffect(() => () => clearTimeout(timer.current), []);

  /** the canonical address of the search the form shows now, always on page 1 */
  const chosenHref = (): string | undefined => {
    const el = form.current;
    if (!el) return undefined;
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(el)) if (typeof value === 'string') params.append(name, value);
    sent.current = params;
    return resolveListing(source, params).href;
  };

  const go = (href: string) => startTransition(() => router.push(href, { scroll: false }));

  const apply = () => {
    clearTimeout(timer.current);
    const href = chosenHref();
    if (href) go(href);
  };
  /** Typing applies once the visitor has stopped: each keystroke starts the wait again. */
  const applyAfterTyping = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(apply, FILTER_DEBOUNCE_MS);
  };

  const onChange = (e: ChangeEvent<HTMLFormElement>) => {
    const field = e.target as Element;
    if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement) || !field.name) return;
    if (isTyped(field)) {
      if (field.inputMode === 'numeric') {
        const digits = field.value.replace(/[^\d ]/g, '');
        if (digits !== field.value) field.value = digits;
      }
      applyAfterTyping();
      return;
    }
    // a box or a choice applies at once: its search is read now, the navigation starts in the next
    // task, so the click paints its tick first instead of waiting for the navigation's work (INP)
    clearTimeout(timer.current);
    const href = chosenHref();
    if (href) timer.current = setTimeout(() => go(href), 0);
  };

  // A box ticked or a choice made before the page's scripts had run (a slow phone, a quick visitor):
  // the form shows it, so apply it now that they have. A number typed then may still be being
  // typed: it waits for the last keystroke like any other typing, so a half-typed price is never
  // searched for.
  const applyEarlyChoices = useEffectEvent(() => {
    const changed = form.current ? Array.from(form.current.elements).filter(changedFromPage) : [];
    if (changed.length === 0) return;
    if (changed.some(isTyped)) applyAfterTyping();
    else apply();
  });
  useEffect(() => applyEarlyChoices(), []);

  // Show results: apply, and close the drawer the form sits in on phones (filter-drawer.tsx)
  const onSubmit = (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    apply();
    const drawer = e.currentTarget.closest<HTMLElement>('[popover]');
    if (drawer?.matches(':popover-open')) drawer.hidePopover();
  };

  return (
    <form
      ref={form}
      method="get"
      action={listingSourcePath(source)}
      onChange={onChange}
      onSubmit={onSubmit}
      className={styles.form}
      aria-busy={pending}
      data-pending={pending || undefined}
      id="listing-filters"
      aria-label={texts.form}
    >
      {children}
      <p className={styles.status} role="status" aria-live="polite">
        {pending ? texts.updating : ''}
      </p>
    </form>
  );
}
