import type { UseFormRegisterReturn } from 'react-hook-form';
import type { PhoneCountryOption } from '@/lib/forms/phone';
import styles from './forms.module.css';

interface Props {
  id: string;
  label: string;
  /** the country list's name ("Phone: country") */
  countryLabel: string;
  countries: PhoneCountryOption[];
  country: UseFormRegisterReturn;
  number: UseFormRegisterReturn;
  defaultCountry: string;
  defaultNumber?: string;
  error?: string;
  required?: boolean;
  /** the id of a note elsewhere in the form that is also about this field */
  describedBy?: string;
}

/**
 * An international phone number: a country (Malta by default) and the number as the visitor writes
 * it, with spaces, dashes, brackets, "00" or an extension; a number typed with its own "+code" is
 * read as such. Checked with libphonenumber-js by the shared schema and sent in E.164.
 */
export function PhoneField({ id, label, countryLabel, countries, country, number, defaultCountry, defaultNumber, error, required, describedBy }: Props) {
  const errorId = `${id}-error`;
  const descriptions = [describedBy, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? <span className={styles.star} aria-hidden="true"> *</span> : null}
      </label>
      <div className={styles.phone}>
        <select
          className={styles.phoneCountry}
          aria-label={countryLabel}
          defaultValue={defaultCountry}
          autoComplete="tel-country-code"
          {...country}
        >
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name} (+{c.callingCode})
            </option>
          ))}
        </select>
        <input
          id={id}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={40}
          className={styles.input}
          defaultValue={defaultNumber}
          aria-invalid={error ? true : undefined}
          aria-describedby={descriptions}
          aria-required={required || undefined}
          {...number}
        />
      </div>
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
