import type { UseFormRegisterReturn } from 'react-hook-form';
import type { Choice } from '@/lib/forms/submission-options';
import styles from './forms.module.css';

interface Props {
  id: string;
  label: string;
  choices: readonly Choice[];
  /** the first option's text, standing for "nothing chosen" */
  none: string;
  registration: UseFormRegisterReturn;
  defaultValue: string;
  error?: string;
  hint?: string;
}

/** A labelled single-choice list with an explicit "nothing chosen" first option. */
export function SelectField({ id, label, choices, none, registration, defaultValue, error, hint }: Props) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        {...registration}
      >
        <option value="">{none}</option>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
