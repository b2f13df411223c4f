import type { UseFormRegisterReturn } from 'react-hook-form';
import { VIEWING_DAYS, VIEWING_SLOTS } from '@/lib/forms/viewing-slots';
import styles from './toggles.module.css';

interface Props {
  idPrefix: string;
  registration: UseFormRegisterReturn;
  defaultValue: string;
  error?: string;
}

/** The six viewing slots of SPEC §4 as one radio group: Morning, Afternoon, Evening × today, tomorrow. */
export function SlotPicker({ idPrefix, registration, defaultValue, error }: Props) {
  const errorId = `${idPrefix}-error`;
  return (
    <fieldset className={styles.group} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>When would you like to visit?</legend>
      {VIEWING_DAYS.map((day) => (
        <div key={day.key} className={styles.slotRow}>
          <span className={styles.slotDay} aria-hidden="true">
            {day.label}
          </span>
          <div className={styles.toggles}>
            {VIEWING_SLOTS.filter((s) => s.day === day.key).map((s) => (
              <label key={s.key} className={styles.toggle}>
                <input
                  type="radio"
                  id={`${idPrefix}-${s.key}`}
                  value={s.key}
                  defaultChecked={s.key === defaultValue}
                  aria-label={`${day.label}, ${s.time}`}
                  {...registration}
                />
                <span>{s.time}</span>
              </label>
            ))}
          </div>
        </div>
      ))}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
