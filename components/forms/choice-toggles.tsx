'use client';

import type { UseFormRegisterReturn } from 'react-hook-form';
import type { Choice } from '@/lib/forms/submission-options';
import styles from './toggles.module.css';

interface Props {
  idPrefix: string;
  legend: string;
  choices: readonly Choice[];
  registration: UseFormRegisterReturn;
  /** the chosen value(s) to render before the browser takes over */
  defaultValue: string | readonly string[];
  /** single: radios a second click clears; multiple: checkboxes */
  multiple?: boolean;
  /** a single choice clicked again is cleared */
  onClear?: (value: string) => boolean;
  error?: string;
  /** the choices' language when it is not the page's (the backend's English feature names on an Italian page) */
  choicesLang?: string;
}

/**
 * A row of choices drawn as pills, highlighted when chosen: single-select toggles (bedrooms,
 * bathrooms; a second click clears the choice) or multi-select chips (sale types, features).
 */
export function ChoiceToggles({ idPrefix, legend, choices, registration, defaultValue, multiple, onClear, error, choicesLang }: Props) {
  const errorId = `${idPrefix}-error`;
  const chosen = (v: string) => (typeof defaultValue === 'string' ? defaultValue === v : defaultValue.includes(v));
  return (
    <fieldset className={styles.group} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.toggles} lang={choicesLang}>
        {choices.map((c) => (
          <label key={c.value} className={styles.toggle}>
            <input
              type={multiple ? 'checkbox' : 'radio'}
              id={`${idPrefix}-${c.value}`}
              value={c.value}
              defaultChecked={chosen(c.value)}
              {...registration}
              onClick={
                multiple || !onClear
                  ? undefined
                  : (e) => {
                      if (onClear(c.value)) e.currentTarget.checked = false;
                    }
              }
            />
            <span>{c.label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
