'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { ChevronDownIcon } from '@/components/ui/icons/chevron-down';
import type { Dictionary } from '@/lib/i18n/dictionaries/en';
import { fill } from '@/lib/i18n/format';
import styles from './multi-select.module.css';

export interface MultiSelectProps {
  label: string;
  /** shown when nothing is chosen ("Any type") */
  placeholder: string;
  options: readonly { id: number; name: string }[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  /** shown instead of the list when there is nothing to choose (otherwise texts.nothingYet) */
  emptyText?: string;
  /** the summary of three or more chosen, and the empty list's default text, in the page's language */
  texts: Pick<Dictionary['searchCard'], 'chosen' | 'nothingYet'>;
  disabled?: boolean;
  /** `end`: the list opens from the button's right edge, for the right-hand one of a pair, so it stays on a phone's screen */
  align?: 'start' | 'end';
}

/**
 * A labelled button that opens a list of checkboxes. Escape or a click outside closes it and returns
 * focus to the button; so does moving the focus to another control (Tab). A press on an option's
 * name keeps the list open, so the press ticks the option.
 * The button says what is chosen ("Sliema, Gzira" or "3 chosen").
 */
export function MultiSelect({ label, placeholder, options, value, onChange, emptyText, texts, disabled = false, align = 'start' }: MultiSelectProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const chosen = options.filter((o) => value.includes(o.id));
  const summary =
    chosen.length === 0
      ? placeholder
      : chosen.length <= 2
        ? chosen.map((o) => o.name).join(', ')
        : fill(texts.chosen, { count: chosen.length });

  const toggle = (optionId: number, on: boolean) =>
    onChange(on ? [...value, optionId] : value.filter((v) => v !== optionId));

  return (
    <div
      className={styles.root}
      ref={root}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          setOpen(false);
          button.current?.focus();
        }
      }}
      onBlur={(e) => {
        // Closed when the focus went to another control. A press on what takes no focus (an option's
        // name) sends it to nothing or to a focusable ancestor (<main tabindex="-1">): the pointer's
        // own press, which the listener above judges.
        const to = e.relatedTarget as Node | null;
        if (open && to && root.current && !root.current.contains(to) && !to.contains(root.current)) setOpen(false);
      }}
    >
      <span className={styles.label} id={`${id}-label`}>
        {label}
      </span>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-labelledby={`${id}-label ${id}-value`}
        disabled={disabled}
        onClick={() => setOpen((o) => !o)}
      >
        <span id={`${id}-value`} className={chosen.length ? styles.value : styles.placeholder}>
          {summary}
        </span>
        <ChevronDownIcon size={18} />
      </button>
      <fieldset id={`${id}-panel`} className={align === 'end' ? `${styles.panel} ${styles.end}` : styles.panel} hidden={!open}>
        <legend className="visually-hidden">{label}</legend>
        {options.length === 0 ? (
          <p className={styles.empty}>{emptyText ?? texts.nothingYet}</p>
        ) : (
          <ul className={styles.list}>
            {options.map((o) => (
              <li key={o.id}>
                <label className={styles.option}>
                  <input type="checkbox" checked={value.includes(o.id)} onChange={(e) => toggle(o.id, e.target.checked)} />
                  <span>{o.name}</span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
    </div>
  );
}
