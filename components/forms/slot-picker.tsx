import type { UseFormRegisterReturn } from 'react-hook-form';
import { VIEWING_DAYS, VIEWING_SLOTS } from '@/lib/forms/viewing-slots';
import styles from './toggles.module.css';
import type { Dictionary } from '@/lib/i18n/dictionaries/en';

interface Props {
  idPrefix: string;
  /** the days' and times' names in the page's language (the slot sent is the same in every language) */
  texts: Pick<Dictionary['forms'], 'whenVisit' | 'today' | 'tomorrow' | 'morning' | 'afternoon' | 'evening'>;
  registration: UseFormRegisterReturn;
  defaultValue: string;
  error?: string;
}

/** The six viewing slots of SPEC §4 as one radio group: Morning, Afternoon, Evening × today, tomorrow. */
export function SlotPicker({ idPrefix, texts, registration, defaultValue, error }: Props) {
  const dayName = (day: string) => (day === 'tomorrow' ? texts.tomorrow : texts.today);
  const timeName = (time: string) => (time === 'Morning' ? texts.morning : time === 'Evening' ? texts.evening : texts.afternoon);
  const errorId = `${idPrefix}-error`;
  return (
    <fieldset className={styles.group} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>{texts.whenVisit}</legend>
      {VIEWING_DAYS.map((day) => (
        <div key={day.key} className={styles.slotRow}>
          <span className={styles.slotDay} aria-hidden="true">
            {dayName(day.key)}
          </span>
          <div className={styles.toggles}>
            {VIEWING_SLOTS.filter((s) => s.day === day.key).map((s) => (
              <label key={s.key} className={styles.toggle}>
                <input
                  type="radio"
                  id={`${idPrefix}-${s.key}`}
                  value={s.key}
                  defaultChecked={s.key === defaultValue}
                  aria-label={`${dayName(day.key)}, ${timeName(s.time)}`}
                  {...registration}
                />
                <span>{timeName(s.time)}</span>
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
