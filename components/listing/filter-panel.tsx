import Link from 'next/link';
import type { ListingFilters } from '@/lib/domain/filters';
import type { FilterOptions, LettingType } from '@/lib/domain/types';
import { AVAILABILITY } from '@/lib/availability';
import { AVAILABILITY_PARAM, type ListingView } from '@/lib/filter-url';
import { SALE_TYPE_FIELD } from '@/lib/listing-meta';
import { EuroIcon } from '@/components/ui/icons';
import { FilterDrawer } from './filter-drawer';
import { FilterForm } from './filter-form';
import { LocationPicker } from './location-picker';
import styles from './filter-panel.module.css';

const SALE_TYPES: { value: LettingType; label: string }[] = [
  { value: 6, label: 'Residential Sale' },
  { value: 7, label: 'Commercial Sale' },
];
const ROOM_CHOICES = [
  { value: 1, label: '1' },
  { value: 2, label: '2' },
  { value: 3, label: '3' },
  { value: 4, label: '+4' },
];

/** How many filters narrow the search (for the mobile Filters button). */
export function activeFilterCount(f: ListingFilters): number {
  return (
    (f.availability !== undefined ? 1 : 0) +
    f.propertyTypes.length +
    (f.reference ? 1 : 0) +
    (f.minPrice || f.maxPrice ? 1 : 0) +
    (f.minSqm || f.maxSqm ? 1 : 0) +
    (f.videoOnly ? 1 : 0) +
    f.bedrooms.length +
    f.bathrooms.length +
    f.areas.length +
    f.locations.length +
    f.features.length
  );
}

/** Locations to offer: those of the chosen areas plus any already chosen; every one when no area is chosen. */
export function offeredLocations(options: FilterOptions, f: ListingFilters) {
  const list =
    f.areas.length === 0
      ? options.locations
      : options.locations.filter((l) => f.areas.includes(l.areaId) || f.locations.includes(l.id));
  return [...list].sort(
    (a, b) =>
      Number(f.locations.includes(b.id)) - Number(f.locations.includes(a.id)) || a.name.localeCompare(b.name, 'en'),
  );
}

function CheckGroup({
  legend,
  name,
  items,
  selected,
  scroll = false,
}: {
  legend: string;
  name: string;
  items: { id: number; name: string }[];
  selected: number[];
  scroll?: boolean;
}) {
  if (items.length === 0) return null;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={`${styles.checkList} ${scroll ? styles.scroll : ''}`}>
        {items.map((it) => (
          <label key={it.id} className={styles.check}>
            <input type="checkbox" name={name} value={it.id} defaultChecked={selected.includes(it.id)} />
            {it.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function RoomGroup({ legend, name, selected }: { legend: string; name: string; selected: number[] }) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.toggles}>
        {ROOM_CHOICES.map((c) => (
          <label key={c.value} className={styles.toggleChoice}>
            <input type="checkbox" name={name} value={c.value} defaultChecked={selected.includes(c.value)} />
            <span>
              {c.label}
              <span className="visually-hidden"> {legend.toLowerCase()}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function NumberPair({
  legend,
  names,
  values,
  unit,
}: {
  legend: string;
  names: [string, string];
  values: [number | undefined, number | undefined];
  unit: 'euro' | 'sqm';
}) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.pair}>
        {(['Min', 'Max'] as const).map((label, i) => (
          <label key={label} className={styles.affixField}>
            <span className="visually-hidden">
              {label} {unit === 'euro' ? 'price in euro' : 'size in square metres'}
            </span>
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

/**
 * The listing's filter panel (SPEC §2, in order): availability, sale type, property types of that
 * sale type, reference, price, size, video, bedrooms, bathrooms, areas, locations, features, Reset All.
 * A real GET form, so it works without JavaScript.
 */
export function FilterPanel({
  filters: f,
  options,
  action,
  resetHref,
  view,
  stateKey,
}: {
  filters: ListingFilters;
  options: FilterOptions;
  action: string;
  resetHref: string;
  view: ListingView;
  stateKey: string;
}) {
  const types = options.propertyTypes.filter((t) => t.lettingType === f.lettingType);
  const availability = f.availability === undefined ? '' : AVAILABILITY_PARAM[f.availability];
  return (
    <FilterDrawer activeCount={activeFilterCount(f)}>
      <FilterForm action={action} lettingType={f.lettingType} view={view} stateKey={stateKey}>
        {f.sort !== 'newest' ? <input type="hidden" name="sort" value={f.sort} /> : null}
        {view === 'map' ? <input type="hidden" name="view" value="map" /> : null}

        <fieldset className={styles.group}>
          <legend className={styles.legend}>Availability</legend>
          <div className={styles.radios}>
            {[
              { value: '', label: 'Any time' },
              ...([0, 1, 2] as const).map((a) => ({ value: AVAILABILITY_PARAM[a], label: AVAILABILITY[a].label })),
            ].map((o) => (
              <label key={o.value || 'any'} className={styles.check}>
                <input type="radio" name="availability" value={o.value} defaultChecked={availability === o.value} />
                {o.label}
              </label>
            ))}
          </div>
        </fieldset>

        <div className={styles.group}>
          <label htmlFor="filter-sale-type" className={styles.legend}>
            Sale Type <span aria-hidden="true">*</span>
          </label>
          <select
            id="filter-sale-type"
            name={SALE_TYPE_FIELD}
            required
            defaultValue={String(f.lettingType)}
            className={styles.select}
          >
            {SALE_TYPES.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </div>

        <CheckGroup legend="Property Type" name="types" items={types} selected={f.propertyTypes} />

        <div className={styles.group}>
          <label htmlFor="filter-reference" className={styles.legend}>
            Reference Number
          </label>
          <input
            id="filter-reference"
            type="text"
            inputMode="numeric"
            pattern="[0-9 ]*"
            name="reference"
            defaultValue={f.reference ?? ''}
            placeholder="e.g. 1234"
            autoComplete="off"
            className={styles.input}
          />
        </div>

        <NumberPair legend="Price" names={['minPrice', 'maxPrice']} values={[f.minPrice, f.maxPrice]} unit="euro" />
        <NumberPair legend="Size" names={['minSqm', 'maxSqm']} values={[f.minSqm, f.maxSqm]} unit="sqm" />

        <label className={`${styles.check} ${styles.group}`}>
          <input type="checkbox" name="video" value="1" defaultChecked={f.videoOnly} />
          Ads with Video
        </label>

        <RoomGroup legend="Bedrooms" name="beds" selected={f.bedrooms} />
        <RoomGroup legend="Bathrooms" name="baths" selected={f.bathrooms} />

        <CheckGroup legend="Area" name="areas" items={options.areas} selected={f.areas} />
        {options.locations.length > 0 ? (
          <LocationPicker locations={offeredLocations(options, f)} selected={f.locations} />
        ) : null}
        <CheckGroup legend="Features" name="features" items={options.features} selected={f.features} scroll />

        <div className={styles.actions}>
          <button type="submit" className={styles.submit}>
            Show results
          </button>
          <Link href={resetHref} className={styles.reset}>
            Reset All
          </Link>
        </div>
      </FilterForm>
    </FilterDrawer>
  );
}
