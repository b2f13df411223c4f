'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useTransition, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import type { LettingType } from '@/lib/domain/types';
import { decodeFilters, listingHref, type ListingView } from '@/lib/filter-url';
import { SALE_TYPE_FIELD } from '@/lib/listing-meta';
import styles from './filter-panel.module.css';

/** Text and number inputs apply 600 ms after the last keystroke (SPEC §9). */
export const FILTER_DEBOUNCE_MS = 600;

const isTyped = (el: Element): el is HTMLInputElement =>
  el instanceof HTMLInputElement && (el.type === 'text' || el.type === 'search' || el.type === 'number');

/**
 * The filter panel's <form method="get">, enhanced: with JavaScript a change navigates to the
 * canonical URL of the new search at once (text and numbers debounced), always on page 1; without
 * JavaScript the form submits as it is and the server redirects to the same canonical URL.
 */
export function FilterForm({
  action,
  lettingType,
  view,
  stateKey,
  children,
}: {
  action: string;
  lettingType: LettingType;
  view: ListingView;
  /** the canonical query the page was rendered for: when it changes, the form shows it */
  stateKey: string;
  children: ReactNode;
}) {
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [pending, startTransition] = useTransition();

  // Back, forward or a link changed the URL: show its state in every field the visitor is not typing in.
  useEffect(() => {
    const el = form.current;
    if (!el) return;
    for (const field of Array.from(el.elements)) {
      // never overwrite what the visitor is typing right now
      if (field === document.activeElement && isTyped(field)) continue;
      if (field instanceof HTMLInputElement) {
        if (field.type === 'checkbox' || field.type === 'radio') field.checked = field.defaultChecked;
        else if (field.type !== 'hidden') field.value = field.defaultValue;
      } else if (field instanceof HTMLSelectElement) {
        for (const o of Array.from(field.options)) o.selected = o.defaultSelected;
      }
    }
  }, [stateKey]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const apply = () => {
    clearTimeout(timer.current);
    const el = form.current;
    if (!el) return;
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(el)) if (typeof value === 'string') params.append(name, value);
    const chosen = Number(params.get(SALE_TYPE_FIELD));
    const target: LettingType = chosen === 6 || chosen === 7 ? chosen : lettingType;
    const filters = decodeFilters(params, target);
    // another sale type has other property types: start that listing without them
    const href = listingHref(target === lettingType ? filters : { ...filters, propertyTypes: [] }, { view });
    startTransition(() => router.push(href, { scroll: false }));
  };

  const onChange = (e: ChangeEvent<HTMLFormElement>) => {
    const field = e.target as Element;
    if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement) || !field.name) return;
    if (isTyped(field)) {
      if (field.inputMode === 'numeric') {
        const digits = field.value.replace(/[^\d ]/g, '');
        if (digits !== field.value) field.value = digits;
      }
      clearTimeout(timer.current);
      timer.current = setTimeout(apply, FILTER_DEBOUNCE_MS);
      return;
    }
    apply();
  };

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    apply();
  };

  return (
    <form
      ref={form}
      method="get"
      action={action}
      onChange={onChange}
      onSubmit={onSubmit}
      className={styles.form}
      aria-busy={pending}
      data-pending={pending || undefined}
      id="listing-filters"
      aria-label="Filter properties"
    >
      {children}
      <p className={styles.status} role="status" aria-live="polite">
        {pending ? 'Updating results…' : ''}
      </p>
    </form>
  );
}
