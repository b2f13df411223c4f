'use client';

import type { RoomRange } from '@/lib/domain/filters';
import { roomRangeLabel } from '@/lib/listing-state';
import { EuroIcon } from '@/components/ui/icons/euro';
import type { Dictionary } from '@/lib/i18n/dictionaries/en';
import { fill } from '@/lib/i18n/format';
import type { Choice } from '@/lib/filter-choices';
import styles from './filter-panel.module.css';

/**
 * The filter panel's groups of fields (filter-panel.tsx), client components given their choices and
 * words: a page's RSC payload carries a list of forty features as forty names, not forty labelled
 * checkboxes. The HTML is the server's as before, so the form works without JavaScript.
 */

const ROOM_CHOICES = [
  { value: 1, label: '1' },
  { value: 2, label: '2' },
  { value: 3, label: '3' },
  { value: 4, label: '+4' },
];

export function CheckGroup({
  legend,
  name,
  items,
  selected,
  scroll = false,
  itemsLang,
}: {
  legend: string;
  name: string;
  items: Choice[];
  selected: number[];
  scroll?: boolean;
  /** the items' language when it is not the page's (the backend's English feature names on an Italian page) */
  itemsLang?: string;
}) {
  if (items.length === 0) return null;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={`${styles.checkList} ${scroll ? styles.scroll : ''}`} lang={itemsLang}>
        {items.map(([id, label]) => (
          <label key={id}>
            <input type="checkbox" name={name} value={id} defaultChecked={selected.includes(id)} />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function RoomGroup({
  legend,
  name,
  selected,
  range,
  fromPage,
  fromPageText,
  count,
}: {
  legend: string;
  name: string;
  selected: number[];
  /** an exact range the choices cannot say, shown as a chip the visitor can untick */
  range?: RoomRange;
  /** whether that range is the landing page's own */
  fromPage: boolean;
  /** what says so: "(from this page)" */
  fromPageText: string;
  /** how a choice reads to a screen reader: "{count} bedroom", "{count} bedrooms" */
  count: { one: string; many: string };
}) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      {range ? (
        <label className={styles.rangeChip}>
          <input type="checkbox" name={name} value={`${range.min}-${range.max}`} defaultChecked />
          <span>
            {roomRangeLabel(range)} {legend.toLowerCase()}
            {fromPage ? ` ${fromPageText}` : ''}
          </span>
        </label>
      ) : null}
      <div className={styles.toggles}>
        {ROOM_CHOICES.map((c) => (
          <label key={c.value} className={styles.toggleChoice}>
            <input type="checkbox" name={name} value={c.value} defaultChecked={selected.includes(c.value)} />
            <span>
              <span aria-hidden="true">{c.label}</span>
              <span className="visually-hidden">{fill(c.value === 1 ? count.one : count.many, { count: c.label })}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function NumberPair({
  legend,
  names,
  values,
  unit,
  texts,
}: {
  legend: string;
  names: [string, string];
  values: [number | undefined, number | undefined];
  unit: 'euro' | 'sqm';
  texts: Pick<Dictionary['filters'], 'min' | 'max' | 'priceHidden' | 'sizeHidden'>;
}) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.pair}>
        {[texts.min, texts.max].map((label, i) => (
          <label key={names[i]} className={styles.affixField}>
            <span className="visually-hidden">{`${label} ${unit === 'euro' ? texts.priceHidden : texts.sizeHidden}`}</span>
            {unit === 'euro' ? <EuroIcon size={16} className={styles.affix} /> : null}
            <input
              type="text"
              inputMode="numeric"
              pattern="[0-9 ]*"
              name={names[i]}
              defaultValue={values[i] ?? ''}
              placeholder={label}
              autoComplete="off"
              className={`${styles.input} ${unit === 'euro' ? styles.withIcon : ''}`}
            />
            {unit === 'sqm' ? <span className={styles.suffix}>m²</span> : null}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
