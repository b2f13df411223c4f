import type { ChangeEventHandler } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './forms.module.css';

interface Props {
  id: string;
  label: string;
  accept: string;
  hint: string;
  error?: string;
  required?: boolean;
  multiple?: boolean;
  /** a react-hook-form registration, or a plain name and change handler for files kept in state */
  registration?: UseFormRegisterReturn;
  name?: string;
  onChange?: ChangeEventHandler<HTMLInputElement>;
}

/** A labelled file input with its hint and error linked to it. */
export function FileField({ id, label, accept, hint, error, required, multiple, registration, name, onChange }: Props) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? <span className={styles.star} aria-hidden="true"> *</span> : null}
      </label>
      <input
        id={id}
        type="file"
        accept={accept}
        multiple={multiple}
        className={styles.file}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        name={name}
        onChange={onChange}
        {...registration}
      />
      <p id={hintId} className={styles.hint}>
        {hint}
      </p>
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
