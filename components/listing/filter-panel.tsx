import Link from '@/components/ui/link';
import type { ListingFilters, RoomRange } from '@/lib/domain/filters';
import type { Availability, FilterOptions, LettingTypeFilter } from '@/lib/domain/types';
import { AVAILABILITY_PARAM, type ListingView } from '@/lib/filter-url';
import {
  FILTER_FORM_FIELD,
  FILTER_FORM_VALUE,
  SALE_TYPE_FIELD,
  offeredSaleTypes,
  type ListingSource,
} from '@/lib/listing-state';
import type { Dictionary } from '@/lib/i18n/dictionaries/en';
import { backendLang } from '@/lib/i18n/locales';
import { pageLanguage } from '@/lib/i18n/server';
import { FilterDrawer } from './filter-drawer';
import { FilterForm } from './filter-form';
import { CheckGroup, NumberPair, RoomGroup } from './filter-groups';
import { LocationPicker } from './location-picker';
import { choices } from '@/lib/filter-choices';
import styles from './filter-panel.module.css';

/** The availability filter's values 0, 1, 2 (SPEC §4) by their names in the dictionaries. */
const AVAILABILITY_KEYS = ['now', 'soon', 'later'] as const;

const saleTypeLabel = (value: LettingTypeFilter, t: Dictionary) =>
  value === 0 ? t.filters.allSaleTypes : value === 7 ? t.saleTypes.commercial : t.saleTypes.residential;



/** How many filters narrow the search (for the mobile Filters button). */
function activeFilterCount(f: ListingFilters): number {
  return (
    (f.availability !== undefined ? 1 : 0) +
    f.propertyTypes.length +
    (f.reference ? 1 : 0) +
    (f.minPrice || f.maxPrice ? 1 : 0) +
    (f.minSqm || f.maxSqm ? 1 : 0) +
    (f.videoOnly ? 1 : 0) +
    (f.bedrooms.length || (f.bedroomRange ? 1 : 0)) +
    (f.bathrooms.length || (f.bathroomRange ? 1 : 0)) +
    f.areas.length +
    f.locations.length +
    f.features.length
  );
}

/** Locations to offer: those of the chosen areas plus any already chosen; every one when no area is chosen. */
function offeredLocations(options: FilterOptions, f: ListingFilters) {
  const list =
    f.areas.length === 0
      ? options.locations
      : options.locations.filter((l) => f.areas.includes(l.areaId) || f.locations.includes(l.id));
  return [...list].sort(
    (a, b) =>
      Number(f.locations.includes(b.id)) - Number(f.locations.includes(a.id)) || a.name.localeCompare(b.name, 'en'),
  );
}

/**
 * The listing's filter panel (SPEC §2, in order): availability, sale type, property types of that
 * sale type, reference, price, size, video, bedrooms, bathrooms, areas, locations, features, Reset All.
 * A real GET form to the page's own path, so it works without JavaScript.
 */
export async function FilterPanel({
  source,
  filters: f,
  options,
  resetHref,
  view,
  stateKey,
}: {
  source: ListingSource;
  filters: ListingFilters;
  options: FilterOptions;
  resetHref: string;
  view: ListingView;
  stateKey: string;
}) {
  const types = options.propertyTypes.filter((t) => f.lettingType === 0 || t.lettingType === f.lettingType);
  const availability = f.availability === undefined ? '' : AVAILABILITY_PARAM[f.availability];
  const saleTypes = offeredSaleTypes(source);
  const preset = source.kind === 'landing' ? source.preset : undefined;
  const samePreset = (a?: RoomRange, b?: RoomRange) => Boolean(a && b && a.min === b.min && a.max === b.max);
  const { locale, t } = await pageLanguage();
  const w = t.filters;
  const pairTexts = { min: w.min, max: w.max, priceHidden: w.priceHidden, sizeHidden: w.sizeHidden };
  return (
    <FilterDrawer activeCount={activeFilterCount(f)} texts={w}>
      <FilterForm source={source} stateKey={stateKey} texts={{ form: w.form, updating: w.updating }}>
        {source.kind === 'landing' ? <input type="hidden" name={FILTER_FORM_FIELD} value={FILTER_FORM_VALUE} /> : null}
        {f.sort !== 'newest' ? <input type="hidden" name="sort" value={f.sort} /> : null}
        {view === 'map' ? <input type="hidden" name="view" value="map" /> : null}

        <fieldset className={styles.group}>
          <legend className={styles.legend}>{w.availability}</legend>
          <div className={styles.radios}>
            {[
              { value: '', label: w.anyTime },
              ...AVAILABILITY_KEYS.map((key, a) => ({ value: AVAILABILITY_PARAM[a as Availability], label: t.availability[key] })),
            ].map((o) => (
              <label key={o.value || 'any'}>
                <input type="radio" name="availability" value={o.value} defaultChecked={availability === o.value} />
                {o.label}
              </label>
            ))}
          </div>
        </fieldset>

        {saleTypes.length > 1 ? (
          <div className={styles.group}>
            {/* marked required (SPEC §5); every option is a sale type, so it always has one, and HTML
                allows the required attribute only on a select with an empty first option */}
            <label htmlFor="filter-sale-type" className={styles.legend}>
              {w.saleType} <span aria-hidden="true">*</span>
            </label>
            <select id="filter-sale-type" name={SALE_TYPE_FIELD} defaultValue={String(f.lettingType)} className={styles.select}>
              {saleTypes.map((value) => (
                <option key={value} value={value}>
                  {saleTypeLabel(value, t)}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <p className={styles.group}>
            <span className={styles.legend}>{w.saleType}</span> {saleTypeLabel(f.lettingType, t)}
          </p>
        )}

        <CheckGroup legend={w.propertyType} name="types" items={choices(types)} selected={f.propertyTypes} />

        <div className={styles.group}>
          <label htmlFor="filter-reference" className={styles.legend}>
            {w.reference}
          </label>
          <input
            id="filter-reference"
            type="text"
            inputMode="numeric"
            pattern="[0-9 ]*"
            name="reference"
            defaultValue={f.reference ?? ''}
            placeholder={w.referenceExample}
            autoComplete="off"
            className={styles.input}
          />
        </div>

        <NumberPair legend={w.price} names={['minPrice', 'maxPrice']} values={[f.minPrice, f.maxPrice]} unit="euro" texts={pairTexts} />
        <NumberPair legend={w.size} names={['minSqm', 'maxSqm']} values={[f.minSqm, f.maxSqm]} unit="sqm" texts={pairTexts} />

        <label className={`${styles.check} ${styles.group}`}>
          <input type="checkbox" name="video" value="1" defaultChecked={f.videoOnly} />
          {w.video}
        </label>

        <RoomGroup
          legend={w.bedrooms}
          name="beds"
          selected={f.bedrooms}
          range={f.bedroomRange}
          fromPage={samePreset(f.bedroomRange, preset?.bedroomRange)}
          fromPageText={w.fromPage}
          count={{ one: t.detail.bedroomOne, many: t.detail.bedroomMany }}
        />
        <RoomGroup
          legend={w.bathrooms}
          name="baths"
          selected={f.bathrooms}
          range={f.bathroomRange}
          fromPage={samePreset(f.bathroomRange, preset?.bathroomRange)}
          fromPageText={w.fromPage}
          count={{ one: t.detail.bathroomOne, many: t.detail.bathroomMany }}
        />

        {/* the long lists, below the drawer's first screen: laid out once scrolled near, not when Filters is tapped */}
        <div className={`${styles.later} render-near-view`}>
          <CheckGroup legend={w.area} name="areas" items={choices(options.areas)} selected={f.areas} />
          {options.locations.length > 0 ? (
            <LocationPicker
              locations={choices(offeredLocations(options, f))}
              selected={f.locations}
              texts={{ location: w.location, quickFind: w.quickFind, noMatch: w.noMatch, showMore: w.showMore, showLess: w.showLess }}
            />
          ) : null}
          <CheckGroup
            legend={w.features}
            name="features"
            items={choices(options.features)}
            selected={f.features}
            scroll
            itemsLang={backendLang(locale)}
          />
        </div>

        <div className={styles.actions}>
          <button type="submit" className={styles.submit}>
            {w.submit}
          </button>
          <Link href={resetHref} className={styles.reset}>
            {w.reset}
          </Link>
        </div>
      </FilterForm>
    </FilterDrawer>
  );
}
