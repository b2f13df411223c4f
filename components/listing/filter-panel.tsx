import Link from '@/components/ui/link';
import type { ListingFilters, RoomRange } from '@/lib/domain/filters';
import type { Availability, FilterOptions, LettingTypeFilter } from '@/lib/domain/types';
import { AVAILABILITY_PARAM, type ListingView } from '@/lib/filter-url';
import {
  FILTER_FORM_FIELD,
  FILTER_FORM_VALUE,
  SALE_TYPE_FIELD,
  offeredSaleTypes,
  roomRangeLabel,
  type ListingSource,
} from '@/lib/listing-state';
import { EuroIcon } from '@/components/ui/icons/euro';
import type { Dictionary } from '@/lib/i18n/dictionaries/en';
import { fill } from '@/lib/i18n/format';
import { backendLang } from '@/lib/i18n/locales';
import { pageLanguage } from '@/lib/i18n/server';
import { FilterDrawer } from './filter-drawer';
import { FilterForm } from './filter-form';
import { LocationPicker } from './location-picker';
import styles from './filter-panel.module.css';

/** The availability filter's values 0, 1, 2 (SPEC §4) by their names in the dictionaries. */
const AVAILABILITY_KEYS = ['now', 'soon', 'later'] as const;

const saleTypeLabel = (value: LettingTypeFilter, t: Dictionary) =>
  value === 0 ? t.filters.allSaleTypes : value === 7 ? t.saleTypes.commercial : t.saleTypes.residential;

const ROOM_CHOICES = [
  { value: 1, label: '1' },
  { value: 2, label: '2' },
  { value: 3, label: '3' },
  { value: 4, label: '+4' },
];

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

function CheckGroup({
  legend,
  name,
  items,
  selected,
  scroll = false,
  itemsLang,
}: {
  legend: string;
  name: string;
  items: { id: number; name: string }[];
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

function RoomGroup({
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

function NumberPair({
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
              <label key={o.value || 'any'} className={styles.check}>
                <input type="radio" name="availability" value={o.value} defaultChecked={availability === o.value} />
                {o.label}
              </label>
            ))}
          </div>
        </fieldset>

        {saleTypes.length > 1 ? (
          <div className={styles.group}>
            <label htmlFor="filter-sale-type" className={styles.legend}>
              {w.saleType}
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

        <CheckGroup legend={w.propertyType} name="types" items={types} selected={f.propertyTypes} />

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

        <NumberPair legend={w.price} names={['minPrice', 'maxPrice']} values={[f.minPrice, f.maxPrice]} unit="euro" texts={w} />
        <NumberPair legend={w.size} names={['minSqm', 'maxSqm']} values={[f.minSqm, f.maxSqm]} unit="sqm" texts={w} />

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
          <CheckGroup legend={w.area} name="areas" items={options.areas} selected={f.areas} />
          {options.locations.length > 0 ? (
            <LocationPicker
              locations={offeredLocations(options, f)}
              selected={f.locations}
              texts={{ location: w.location, quickFind: w.quickFind, noMatch: w.noMatch, showMore: w.showMore, showLess: w.showLess }}
            />
          ) : null}
          <CheckGroup
            legend={w.features}
            name="features"
            items={options.features}
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
