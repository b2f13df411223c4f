import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './forms.module.css';

interface Props {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  /** the value to render before the browser takes over (kept input after a failed post) */
  defaultValue?: string;
  error?: string;
  required?: boolean;
  hint?: ReactNode;
  /** the id of a note elsewhere in the form that is also about this field */
  describedBy?: string;
  multiline?: boolean;
  type?: 'text' | 'email' | 'tel' | 'date' | 'number';
  autoComplete?: string;
  placeholder?: string;
  maxLength?: number;
  inputMode?: 'text' | 'decimal' | 'numeric' | 'email' | 'tel';
  disabled?: boolean;
  min?: string;
}

/** A labelled text input or textarea whose error is linked to it (aria-describedby, aria-invalid). */
export function TextField({ id, label, registration, defaultValue, error, required, hint, describedBy, multiline, type = 'text', ...rest }: Props) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const descriptions = [hintId, describedBy, errorId].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    defaultValue,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': descriptions,
    'aria-required': required || undefined,
    className: multiline ? styles.textarea : styles.input,
    ...rest,
    ...registration,
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? <span className={styles.star} aria-hidden="true"> *</span> : null}
      </label>
      {multiline ? <textarea rows={5} {...common} /> : <input type={type} {...common} />}
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
