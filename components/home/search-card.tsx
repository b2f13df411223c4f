'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, type SubmitEvent } from 'react';
import {
  SALE_TYPES,
  chooseAreas,
  chooseSaleType,
  emptySearchCard,
  locationsFor,
  parseSaleType,
  propertyTypesFor,
  searchTarget,
  type SearchCardOptions,
  type SearchCardState,
} from '@/lib/search-card';
import { EuroIcon } from '@/components/ui/icons/euro';
import { SearchIcon } from '@/components/ui/icons/search';
import type { Dictionary } from '@/lib/i18n/dictionaries/en';
import type { Locale } from '@/lib/i18n/locales';
import { localizePath } from '@/lib/i18n/paths';
import { listingPathFor } from '@/lib/routes';
import { useEnhanced } from '@/components/listing/use-enhanced';
import { SALE_TYPE_FIELD } from '@/lib/listing-state';
import { MultiSelect } from './multi-select';
import styles from './search-card.module.css';

/**
 * The home search card, in the page's language; a search opens the listing in that language.
 * Without filter options (backend down) it still searches by sale type, reference and price.
 * Before its script runs (or without scripts) it is a plain GET form to the residential listing,
 * which reads the sale type, reference and prices as its own filter form's and moves a commercial
 * search to its listing (lib/listing-state.ts); the browser then requires the sale type. The
 * property types, areas and locations are chosen in pop-ups that need the script.
 */
export function SearchCard({
  options,
  locale,
  texts,
  saleTypes,
}: {
  options: SearchCardOptions | null;
  locale: Locale;
  texts: Dictionary['searchCard'];
  saleTypes: Dictionary['saleTypes'];
}) {
  const router = useRouter();
  const enhanced = useEnhanced();
  const id = useId();
  const [state, setState] = useState<SearchCardState>(emptySearchCard);
  const [error, setError] = useState(false);
  const opts: SearchCardOptions = options ?? { propertyTypes: [], areas: [], locations: [] };
  const set = (patch: Partial<SearchCardState>) => setState((s) => ({ ...s, ...patch }));

  const onSubmit = (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    const outcome = searchTarget(state);
    if (!outcome.ok) {
      setError(true);
      document.getElementById(`${id}-sale`)?.focus();
      return;
    }
    router.push(localizePath(locale, outcome.href));
  };

  return (
    <form
      className={styles.card}
      method="get"
      action={localizePath(locale, listingPathFor(6))}
      onSubmit={onSubmit}
      noValidate={enhanced}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className={styles.title}>
        {texts.title}
      </h2>
      <div className={styles.field}>
        <label htmlFor={`${id}-sale`} className={styles.label}>
          {texts.saleType} <span aria-hidden="true">*</span>
        </label>
        <select
          id={`${id}-sale`}
          name={SALE_TYPE_FIELD}
          className={styles.control}
          value={state.lettingType ?? ''}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-sale-error` : undefined}
          onChange={(e) => {
            const lettingType = parseSaleType(e.target.value);
            setState((s) => chooseSaleType(s, lettingType, opts));
            if (lettingType !== null) setError(false);
          }}
        >
          <option value="">{texts.chooseSaleType}</option>
          {SALE_TYPES.map((t) => (
            <option key={t.value} value={t.value}>
              {saleTypes[t.key]}
            </option>
          ))}
        </select>
        {error ? (
          <p id={`${id}-sale-error`} className={styles.error} role="alert">
            {texts.saleTypeRequired}
          </p>
        ) : null}
      </div>
      {options ? (
        <MultiSelect
          label={texts.propertyTypes}
          placeholder={texts.anyType}
          texts={texts}
          options={propertyTypesFor(opts, state.lettingType)}
          value={state.propertyTypes}
          onChange={(propertyTypes) => set({ propertyTypes })}
          emptyText={texts.saleTypeFirst}
        />
      ) : null}
      <div className={styles.field}>
        <label htmlFor={`${id}-ref`} className={styles.label}>
          {texts.reference}
        </label>
        <input
          id={`${id}-ref`}
          name="reference"
          className={styles.control}
          inputMode="numeric"
          autoComplete="off"
          placeholder={texts.referenceExample}
          value={state.reference}
          onChange={(e) => set({ reference: e.target.value })}
        />
      </div>
      <div className={styles.pair}>
        {(['minPrice', 'maxPrice'] as const).map((key) => (
          <div className={styles.field} key={key}>
            <label htmlFor={`${id}-${key}`} className={styles.label}>
              {key === 'minPrice' ? texts.minPrice : texts.maxPrice}
            </label>
            <span className={styles.money}>
              <EuroIcon size={18} />
              <input
                id={`${id}-${key}`}
                name={key}
                className={styles.control}
                inputMode="numeric"
                autoComplete="off"
                placeholder={key === 'minPrice' ? texts.noMin : texts.noMax}
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
            label={texts.areas}
            placeholder={texts.allAreas}
            texts={texts}
            options={opts.areas}
            value={state.areas}
            onChange={(areas) => setState((s) => chooseAreas(s, areas, opts))}
          />
          <MultiSelect
            label={texts.locations}
            placeholder={texts.allLocations}
            texts={texts}
            options={locationsFor(opts, state.areas)}
            value={state.locations}
            onChange={(locations) => set({ locations })}
            align="end"
          />
        </div>
      ) : null}
      <button type="submit" className={styles.submit}>
        <SearchIcon size={20} /> {texts.search}
      </button>
    </form>
  );
}
