'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, type SubmitEvent } from 'react';
import type { FilterOptions } from '@/lib/domain/types';
import {
  SALE_TYPES,
  chooseAreas,
  chooseSaleType,
  emptySearchCard,
  locationsFor,
  parseSaleType,
  propertyTypesFor,
  searchTarget,
  type SearchCardState,
} from '@/lib/search-card';
import { EuroIcon, SearchIcon } from '@/components/ui/icons';
import { MultiSelect } from './multi-select';
import styles from './search-card.module.css';

/**
 * The home search card. Without filter options (backend down) it still searches by sale type,
 * reference and price.
 */
export function SearchCard({ options }: { options: FilterOptions | null }) {
  const router = useRouter();
  const id = useId();
  const [state, setState] = useState<SearchCardState>(emptySearchCard);
  const [error, setError] = useState<string | null>(null);
  const opts: FilterOptions = options ?? { propertyTypes: [], areas: [], locations: [], features: [] };
  const set = (patch: Partial<SearchCardState>) => setState((s) => ({ ...s, ...patch }));

  const onSubmit = (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    const outcome = searchTarget(state);
    if (!outcome.ok) {
      setError(outcome.error);
      document.getElementById(`${id}-sale`)?.focus();
      return;
    }
    router.push(outcome.href);
  };

  return (
    <form className={styles.card} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        Find your property
      </h2>
      <div className={styles.field}>
        <label htmlFor={`${id}-sale`} className={styles.label}>
          Sale Type <span aria-hidden="true">*</span>
        </label>
        <select
          id={`${id}-sale`}
          className={styles.control}
          value={state.lettingType ?? ''}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-sale-error` : undefined}
          onChange={(e) => {
            const lettingType = parseSaleType(e.target.value);
            setState((s) => chooseSaleType(s, lettingType, opts));
            if (lettingType !== null) setError(null);
          }}
        >
          <option value="">Choose sale type</option>
          {SALE_TYPES.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </select>
        {error ? (
          <p id={`${id}-sale-error`} className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </div>
      {options ? (
        <MultiSelect
          label="Property Types"
          placeholder="Any type"
          options={propertyTypesFor(opts, state.lettingType)}
          value={state.propertyTypes}
          onChange={(propertyTypes) => set({ propertyTypes })}
          emptyText="Choose a sale type first."
        />
      ) : null}
      <div className={styles.field}>
        <label htmlFor={`${id}-ref`} className={styles.label}>
          Reference No
        </label>
        <input
          id={`${id}-ref`}
          className={styles.control}
          inputMode="numeric"
          autoComplete="off"
          placeholder="e.g. 1024"
          value={state.reference}
          onChange={(e) => set({ reference: e.target.value })}
        />
      </div>
      <div className={styles.pair}>
        {(['minPrice', 'maxPrice'] as const).map((key) => (
          <div className={styles.field} key={key}>
            <label htmlFor={`${id}-${key}`} className={styles.label}>
              {key === 'minPrice' ? 'Min Price' : 'Max Price'}
            </label>
            <span className={styles.money}>
              <EuroIcon size={18} />
              <input
                id={`${id}-${key}`}
                className={styles.control}
                inputMode="numeric"
                autoComplete="off"
                placeholder={key === 'minPrice' ? 'No min' : 'No max'}
                value={state[key]}
                onChange={(e) => set({ [key]: e.target.value })}
              />
            </span>
          </div>
        ))}
      </div>
      {options ? (
        <div className={styles.pair}>
          <MultiSelect
            label="Areas"
            placeholder="All areas"
            options={opts.areas}
            value={state.areas}
            onChange={(areas) => setState((s) => chooseAreas(s, areas, opts))}
          />
          <MultiSelect
            label="Locations"
            placeholder="All locations"
            options={locationsFor(opts, state.areas)}
            value={state.locations}
            onChange={(locations) => set({ locations })}
          />
        </div>
      ) : null}
      <button type="submit" className={styles.submit}>
        <SearchIcon size={20} /> Search
      </button>
    </form>
  );
}
