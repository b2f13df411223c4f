import Link from '@/components/ui/link';
import { permanentRedirect, redirect } from 'next/navigation';
import { VISITOR_SHAPED, getFilterOptions, searchByCoordinate, searchProperties } from '@/lib/api/properties';
import { landingPriceFigures } from '@/lib/api/price-figures';
import { SORTS } from '@/lib/domain/filters';
import { LIMITS } from '@/lib/api/wire-constants';
import type { Category, FilterOptions } from '@/lib/domain/types';
import { env } from '@/lib/env';
import { hasFilters, withPageAndView } from '@/lib/filter-url';
import type { QueryInput } from '@/lib/filter-url-decode';
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
  type ListingSource,
} from '@/lib/listing-state';
import { groupThousands } from '@/lib/price';
import { campaignTags, withCampaignTags, withVisitTags, withoutCampaignTags } from '@/lib/campaign-params';
import { listingPathFor, propertyPath } from '@/lib/routes';
import { fill } from '@/lib/i18n/format';
import { landingPageTitle, localizedOptions } from '@/lib/i18n/labels';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { pageLanguage } from '@/lib/i18n/server';
import { cardTextsOf } from '@/lib/i18n/card-texts';
import type { Dictionary } from '@/lib/i18n/dictionaries/en';
import { TemplateText } from '@/components/ui/template-text';
import { searchName } from '@/lib/saved-searches';
import { SaveSearchButton } from '@/components/shortlist/save-search-button';
import { Breadcrumbs, type Crumb } from '@/components/ui/breadcrumbs';
import { Island } from '@/components/ui/island';
import { Pagination } from '@/components/ui/pagination';
import { RichText } from '@/components/ui/rich-text';
import { JsonLd } from '@/components/seo/json-ld';
import { MapView } from '@/components/map/map-view';
import { PriceSummary } from '@/components/prices/price-summary';
import { FilterPanel } from './filter-panel';
import { ListingMemory } from './listing-memory';
import { PopularTypes } from './popular-types';
import { ResultsGrid } from './results-grid';
import { SeoText } from './seo-text';
import { SortMenu } from './sort-menu';
import { ViewToggle } from './view-toggle';
import styles from './listing-page.module.css';

const NO_OPTIONS: FilterOptions = { propertyTypes: [], areas: [], locations: [], features: [] };
const count = (n: number, words: Dictionary['listing']) =>
  fill(n === 1 ? words.propertyOne : words.propertyMany, { count: groupThousands(n) });

/**
 * A listing page, rendered on the server from its URL: /residentials, /commercials, or a category or
 * location landing page (`category` given), which keeps its own path, heading and texts while the
 * visitor refines its preset. Filters, sort, page and view come from the query string; a messy query
 * is redirected to its canonical address first.
 */
export async function ListingPage({
  source: englishSource,
  category,
  query,
}: {
  source: ListingSource;
  category?: Category;
  query: QueryInput;
}) {
  const { locale, t, href } = await pageLanguage();
  // every address of the listing's state in the page's language
  const source: ListingSource = { ...englishSource, locale };
  // an ad's or a newsletter's tags are nothing of the page's state: read without them, kept on a redirect
  const q = toParams(query);
  const tags = campaignTags(q);
  const state = resolveListing(source, withoutCampaignTags(q));
  // the canonical address of what the query asks for: permanent (308), as it follows from the address
  if (state.redirect) permanentRedirect(withCampaignTags(state.redirect, tags));
  const { filters, page, view, path, near } = state;

  const [results, options, nearby, prices] = await Promise.all([
    searchProperties(filters, page, state.shared ? {} : VISITOR_SHAPED).catch(() => null),
    // the property types named in the page's language, in the filters and the summary
    getFilterOptions().then(
      (o) => localizedOptions(o, t),
      () => null,
    ),
    // the map dragged somewhere: its markers are the listings around that point, with the same filters
    near ? searchByCoordinate(filters, near).catch(() => null) : undefined,
    // a landing page's own asking prices, from its preset (never the visitor's refinements), at most hourly
    source.kind === 'landing' ? landingPriceFigures(source.preset) : null,
  ]);

  // a sale type chosen with property types of the other one ticked (a form sent without JavaScript)
  const foreign = options ? typesOfAnotherSaleType(filters, options) : [];
  if (foreign.length > 0) {
    const kept = { ...filters, propertyTypes: filters.propertyTypes.filter((id) => !foreign.includes(id)) };
    redirect(withVisitTags(listingStateAddress(source, kept, { view }), q));
  }

  const saleTitle = saleListingTitle(filters.lettingType, t.listing);
  const cardTexts = cardTextsOf(locale, t);
  // a landing page's name: the backend's in English, the dictionaries' in another language when they
  // can name it (the backend's otherwise, marked as English)
  const translatedName =
    category && source.kind === 'landing' && locale !== DEFAULT_LOCALE
      ? landingPageTitle(t, source.path.slice(1), [...(options?.locations ?? []), ...(options?.areas ?? [])])
      : null;
  const categoryName = translatedName ?? category?.name;
  const nameLang = category && !translatedName && locale !== DEFAULT_LOCALE ? 'en' : undefined;
  const heading = categoryName || saleTitle;
  const narrowed = source.kind === 'sale' ? filters : landingRefinements(source.preset, filters);
  const summary = hasFilters(narrowed) ? filterSummary(narrowed, options ?? NO_OPTIONS, t.summary) : undefined;
  const crumbs: Crumb[] = [
    { label: t.nav.home, href: href('/') },
    ...(filters.lettingType === 0 && category
      ? []
      : [{ label: filters.lettingType === 7 ? t.nav.commercials : t.nav.residentials, href: href(listingPathFor(filters.lettingType)) }]),
    ...(categoryName ? [{ label: categoryName, href: path }] : []),
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
        <h1 className={styles.title} lang={nameLang}>
          {heading}
        </h1>
        <p className={styles.summary} aria-live="polite">
          {results ? (
            <>
              <strong>{count(results.total, t.listing)}</strong>
              {summary ? <> · {summary}</> : null}
              {page > 1 && results.pageCount > 0 ? <> · {fill(t.listing.pageOf, { page, count: results.pageCount })}</> : null}
            </>
          ) : null}
        </p>
        <div className={styles.saveSearch}>
          <SaveSearchButton
            url={hrefFor({ page: 1, view: 'list' })}
            name={
              // the English name says the search in words; another language names it by its title and summary
              categoryName && !hasFilters(narrowed)
                ? categoryName
                : locale === DEFAULT_LOCALE
                  ? searchName(filters, options ?? NO_OPTIONS)
                  : summary
                    ? `${heading}: ${summary}`
                    : heading
            }
            texts={t.saveSearch}
            savedHref={href('/shortlist')}
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
              <ViewToggle view={view} listHref={hrefFor({ view: 'list' })} mapHref={hrefFor({ view: 'map', page: 1 })} texts={t.view} />
              <SortMenu
                current={filters.sort}
                action={path}
                hidden={sortHidden}
                texts={{ label: t.sort.label, apply: t.sort.apply }}
                options={SORTS.map((s) => ({ value: s, label: sortLabel(s, t.sort), href: hrefFor({ sort: s }) }))}
              />
            </div>
          </Island>

          <Island>
            {view === 'map' ? (
              <MapView
                texts={cardTexts}
                notice={t.map}
                properties={(near ? nearby : results?.items) ?? []}
                area={near ? (nearby ? 'found' : 'failed') : 'page'}
                searchHref={listingStateHref(source, { ...state, near: undefined }, {})}
              />
            ) : null}

            {results === null ? (
              <div className={styles.notice} role="alert">
                <h2>{t.listing.unavailable}</h2>
                <p>
                  <TemplateText
                    template={t.listing.unavailableText}
                    slots={{ reload: <Link href={hrefFor({})}>{t.listing.reload}</Link> }}
                  />
                </p>
              </div>
            ) : results.items.length === 0 ? (
              <div className={styles.notice} role="status">
                {page > 1 && results.total > 0 ? (
                  <>
                    <h2>{fill(t.listing.noPage, { page })}</h2>
                    <p>
                      <TemplateText
                        template={t.listing.noPageText}
                        slots={{
                          results: count(results.total, t.listing),
                          pages: fill(results.pageCount === 1 ? t.listing.pageOne : t.listing.pageMany, { count: results.pageCount }),
                          first: <Link href={hrefFor({ page: 1 })}>{t.listing.firstPage}</Link>,
                        }}
                      />
                    </p>
                  </>
                ) : (
                  <>
                    <h2>{t.listing.noResults}</h2>
                    <p>
                      <TemplateText
                        template={t.listing.noResultsText}
                        slots={{
                          link:
                            categoryName && !state.indexable ? (
                              <Link href={resetHref}>{fill(t.listing.startAgain, { name: categoryName })}</Link>
                            ) : (
                              <Link href={href(listingPathFor(filters.lettingType))}>
                                {filters.lettingType === 7 ? t.listing.seeAllCommercial : t.listing.seeAllResidential}
                              </Link>
                            ),
                        }}
                      />
                    </p>
                  </>
                )}
              </div>
            ) : (
              <>
                <ResultsGrid properties={results.items} texts={cardTexts} />
                <Pagination
                  page={page}
                  pageCount={results.pageCount}
                  hrefFor={(p) => hrefFor({ page: p })}
                  label={fill(t.listing.pages, { name: heading })}
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
                      url: `${site}${href(propertyPath(p))}`,
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
        {prices ? <PriceSummary figures={prices} texts={t.prices} locale={locale} /> : null}
        {category?.descriptionHtml ? (
          <section className={`${styles.description} render-near-view`} aria-label={fill(t.listing.about, { name: heading })}>
            {/* the backend writes in English: said so on a page in another language */}
            {locale !== DEFAULT_LOCALE ? <p className={styles.inEnglish}>{t.listing.inEnglish}</p> : null}
            <RichText html={category.descriptionHtml} lang={locale !== DEFAULT_LOCALE ? 'en' : undefined} />
          </section>
        ) : null}
        {category ? <PopularTypes items={category.popularTypes} heading={t.home.types} /> : null}
        <SeoText lettingType={filters.lettingType} />
      </Island>

      <ListingMemory path={path} page={page} plain={state.indexable} />
    </div>
  );
}
