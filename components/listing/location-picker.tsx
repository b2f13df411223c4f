'use client';

import { useId, useState } from 'react';
import { SearchIcon } from '@/components/ui/icons/search';
import type { Dictionary } from '@/lib/i18n/dictionaries/en';
import { fill } from '@/lib/i18n/format';
import type { Choice } from '@/lib/filter-choices';
import { useEnhanced } from './use-enhanced';
import styles from './filter-panel.module.css';

/** The location list shows the first 20, then Show More / Show Less (SPEC §9). */
const LOCATIONS_SHOWN = 20;

/**
 * Quick Find Location: a text search over the location checkboxes (all matches shown) and the
 * first 20 with Show More / Show Less. The checkboxes are named `locations`, so the plain form
 * submits them; the search box has no name and never becomes a filter.
 */
export function LocationPicker({
  locations,
  selected,
  texts,
}: {
  locations: Choice[];
  selected: number[];
  texts: Pick<Dictionary['filters'], 'location' | 'quickFind' | 'noMatch' | 'showMore' | 'showLess'>;
}) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState(false);
  // without JavaScript every location stays reachable; the list folds to 20 once the page is interactive
  const enhanced = useEnhanced();
  const q = query.trim().toLowerCase();
  const matches = q ? locations.filter(([, name]) => name.toLowerCase().includes(q)) : locations;
  const limit = q || expanded || !enhanced ? matches.length : LOCATIONS_SHOWN;

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{texts.location}</legend>
      {enhanced ? (
        <div className={styles.searchField}>
          <label htmlFor={`${id}-find`} className="visually-hidden">
            {texts.quickFind}
          </label>
          <SearchIcon size={16} />
          <input
            id={`${id}-find`}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={texts.quickFind}
            autoComplete="off"
            className={styles.input}
          />
        </div>
      ) : null}
      <div className={styles.checkList}>
        {locations.map((l) => {
          const [locationId, name] = l;
          const index = matches.indexOf(l);
          const hidden = index === -1 || index >= limit;
          return (
            <label key={locationId} hidden={hidden}>
              <input type="checkbox" name="locations" value={locationId} defaultChecked={selected.includes(locationId)} />
              {name}
            </label>
          );
        })}
      </div>
      {q && matches.length === 0 ? <p className={styles.hint}>{fill(texts.noMatch, { query })}</p> : null}
      {enhanced && !q && matches.length > LOCATIONS_SHOWN ? (
        <button type="button" className={styles.more} aria-expanded={expanded} onClick={() => setExpanded((v) => !v)}>
          {expanded ? texts.showLess : fill(texts.showMore, { count: matches.length - LOCATIONS_SHOWN })}
        </button>
      ) : null}
    </fieldset>
  );
}
