import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getFilterOptions, searchByCoordinate, searchProperties } from '@/lib/api/properties';
import { SORTS } from '@/lib/domain/filters';
import { LIMITS } from '@/lib/api/wire';
import type { Category, FilterOptions } from '@/lib/domain/types';
import { env } from '@/lib/env';
import { hasFilters, withPageAndView, type QueryInput } from '@/lib/filter-url';
import {
  filterSummary,
  landingRefinements,
  listingResetHref,
  listingStateAddress,
  listingStateHref,
  listingStateQuery,
  resolveListing,
  saleListingTitle,
  sortLabel,
  toParams,
  typesOfAnotherSaleType,
  withReferral,
  type ListingSource,
} from '@/lib/listing-state';
import { groupThousands } from '@/lib/price';
import { listingPathFor, propertyPath } from '@/lib/routes';
import { searchName } from '@/lib/shortlist';
import { SaveSearchButton } from '@/components/shortlist/save-search-button';
import { Breadcrumbs, type Crumb } from '@/components/ui/breadcrumbs';
import { Island } from '@/components/ui/island';
import { Pagination } from '@/components/ui/pagination';
import { RichText } from '@/components/ui/rich-text';
import { JsonLd } from '@/components/seo/json-ld';
import { MapView } from '@/components/map/map-view';
import { FilterPanel } from './filter-panel';
import { ListingMemory } from './listing-memory';
import { PopularTypes } from './popular-types';
import { ResultsGrid } from './results-grid';
import { SeoText } from './seo-text';
import { SortMenu } from './sort-menu';
import { ViewToggle } from './view-toggle';
import styles from './listing-page.module.css';

const NO_OPTIONS: FilterOptions = { propertyTypes: [], areas: [], locations: [], features: [] };
const count = (n: number) => `${groupThousands(n)} ${n === 1 ? 'property' : 'properties'}`;

/**
 * A listing page, rendered on the server from its URL: /residentials, /commercials, or a category or
 * location landing page (`category` given), which keeps its own path, heading and texts while the
 * visitor refines its preset. Filters, sort, page and view come from the query string; a messy query
 * is redirected to its canonical address first.
 */
export async function ListingPage({
  source,
  category,
  query,
}: {
  source: ListingSource;
  category?: Category;
  query: QueryInput;
}) {
  const state = resolveListing(source, query);
  if (state.redirect) redirect(state.redirect);
  const { filters, page, view, path, near } = state;

  const [results, options, nearby] = await Promise.all([
    searchProperties(filters, page).catch(() => null),
    getFilterOptions().catch(() => null),
    // the map dragged somewhere: its markers are the listings around that point, with the same filters
    near ? searchByCoordinate(filters, near).catch(() => null) : undefined,
  ]);

  // a sale type chosen with property types of the other one ticked (a form sent without JavaScript)
  const foreign = options ? typesOfAnotherSaleType(filters, options) : [];
  if (foreign.length > 0) {
    const kept = { ...filters, propertyTypes: filters.propertyTypes.filter((id) => !foreign.includes(id)) };
    redirect(withReferral(listingStateAddress(source, kept, { view }), toParams(query)));
  }

  const saleTitle = saleListingTitle(filters.lettingType);
  const heading = category?.name || saleTitle;
  const narrowed = source.kind === 'sale' ? filters : landingRefinements(source.preset, filters);
  const summary = hasFilters(narrowed) ? filterSummary(narrowed, options ?? NO_OPTIONS) : undefined;
  const crumbs: Crumb[] = [
    { label: 'Home', href: '/' },
    ...(filters.lettingType === 0 && category
      ? []
      : [{ label: filters.lettingType === 7 ? 'Commercials' : 'Residentials', href: listingPathFor(filters.lettingType) }]),
    ...(category ? [{ label: category.name, href: path }] : []),
  ];
  const hrefFor = (change: Parameters<typeof listingStateHref>[2]) => listingStateHref(source, state, change);
  const resetHref = listingResetHref(source, view);
  const stateKey = withPageAndView(listingStateQuery(source, filters), { page, view }).toString();
  const sortHidden: [string, string][] = [...listingStateQuery(source, { ...filters, sort: 'newest' }).entries()];
  if (view === 'map') sortHidden.push(['view', 'map']);
  const site = env().SITE_URL;

  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs items={crumbs} currentPath={path} />
      <header className={styles.header}>
        <h1 className={styles.title}>{heading}</h1>
        <p className={styles.summary} aria-live="polite">
          {results ? (
            <>
              <strong>{count(results.total)}</strong>
              {summary ? <> · {summary}</> : null}
              {page > 1 && results.pageCount > 0 ? <> · page {page} of {results.pageCount}</> : null}
            </>
          ) : null}
        </p>
        <div className={styles.saveSearch}>
          <SaveSearchButton
            url={hrefFor({ page: 1, view: 'list' })}
            name={category && !hasFilters(narrowed) ? category.name : searchName(filters, options ?? NO_OPTIONS)}
          />
        </div>
      </header>

      <div className={styles.layout}>
        <aside className={styles.aside}>
          <FilterPanel
            source={source}
            filters={filters}
            options={options ?? NO_OPTIONS}
            resetHref={resetHref}
            view={view}
            stateKey={stateKey}
          />
        </aside>

        <div className={styles.results}>
          <Island>
            <div className={styles.toolbar}>
              <ViewToggle view={view} listHref={hrefFor({ view: 'list' })} mapHref={hrefFor({ view: 'map', page: 1 })} />
              <SortMenu
                current={filters.sort}
                action={path}
                hidden={sortHidden}
                options={SORTS.map((s) => ({ value: s, label: sortLabel(s), href: hrefFor({ sort: s }) }))}
              />
            </div>
          </Island>

          <Island>
            {view === 'map' ? (
              <MapView
                properties={(near ? nearby : results?.items) ?? []}
                area={near ? (nearby ? 'found' : 'failed') : 'page'}
                searchHref={listingStateHref(source, { ...state, near: undefined }, {})}
              />
            ) : null}

            {results === null ? (
              <div className={styles.notice} role="alert">
                <h2>Listings are unavailable right now</h2>
                <p>
                  We could not load the properties. Please try again in a moment: <Link href={hrefFor({})}>reload this search</Link>.
                </p>
              </div>
            ) : results.items.length === 0 ? (
              <div className={styles.notice} role="status">
                {page > 1 && results.total > 0 ? (
                  <>
                    <h2>There is no page {page}</h2>
                    <p>
                      This search has {count(results.total)} on {results.pageCount} {results.pageCount === 1 ? 'page' : 'pages'}.{' '}
                      <Link href={hrefFor({ page: 1 })}>Go to the first page</Link>.
                    </p>
                  </>
                ) : (
                  <>
                    <h2>No properties match this search</h2>
                    <p>
                      Try fewer filters, a wider price range or another area, or{' '}
                      {category && !state.indexable ? (
                        <Link href={resetHref}>start again from {category.name}</Link>
                      ) : (
                        <Link href={listingPathFor(filters.lettingType)}>see all {saleTitle.toLowerCase()}</Link>
                      )}
                      .
                    </p>
                  </>
                )}
              </div>
            ) : (
              <>
                <ResultsGrid properties={results.items} />
                <Pagination
                  page={page}
                  pageCount={results.pageCount}
                  hrefFor={(p) => hrefFor({ page: p })}
                  label={`${heading} pages`}
                />
                <JsonLd
                  data={{
                    '@context': 'https://schema.org',
                    '@type': 'ItemList',
                    name: heading,
                    numberOfItems: results.total,
                    itemListElement: results.items.map((p, i) => ({
                      '@type': 'ListItem',
                      position: (page - 1) * LIMITS.pageSize + i + 1,
                      url: `${site}${propertyPath(p)}`,
                      name: p.title,
                    })),
                  }}
                />
              </>
            )}
          </Island>
        </div>
      </div>

      <Island>
        {category?.descriptionHtml ? (
          <section className={`${styles.description} render-near-view`} aria-label={`About ${category.name}`}>
            <RichText html={category.descriptionHtml} />
          </section>
        ) : null}
        {category ? <PopularTypes items={category.popularTypes} /> : null}
        <SeoText lettingType={filters.lettingType} />
      </Island>

      <ListingMemory path={path} page={page} plain={state.indexable} />
    </div>
  );
}
