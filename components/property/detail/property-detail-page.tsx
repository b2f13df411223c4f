import { AIP_RULES, minimumKindOf } from '@/lib/foreign-buyers';
import { LOAN_TERMS } from '@/lib/monthly-cost';
import { longDate, monthOfYear } from '@/lib/i18n/dates';
import Link from '@/components/ui/link';
import { notFound, permanentRedirect } from 'next/navigation';
import { getPropertyDetail } from '@/lib/api/properties';
import { localityPriceFigures } from '@/lib/api/price-figures';
import { ApiError } from '@/lib/api/http';
import type { PropertyDetail } from '@/lib/domain/types';
import type { LettingType } from '@/lib/domain/types';
import { env } from '@/lib/env';
import { listingHref } from '@/lib/filter-url';
import { interactiveMaps } from '@/lib/maps-config';
import { formatEuro, pricePerSquareMetre } from '@/lib/price';
import { PropertyPrice } from '@/components/property/property-price';
import { MedianComparison } from '@/components/prices/median-comparison';
import { commercialsPath, listingPathFor, propertyPath, residentialsPath } from '@/lib/routes';
import { isOtherDetailAddress } from '@/lib/catch-all';
import { fill } from '@/lib/i18n/format';
import { landingPageTitle, propertyTitle } from '@/lib/i18n/labels';
import { backendLang } from '@/lib/i18n/locales';
import { TemplateText } from '@/components/ui/template-text';
import { PROPERTY_PLACEHOLDER } from '@/lib/image-fallbacks';
import { safeVideoLink, videoEmbed } from '@/lib/video-embed';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { RichText } from '@/components/ui/rich-text';
import { Carousel } from '@/components/ui/carousel';
import { Island } from '@/components/ui/island';
import { AreaIcon } from '@/components/ui/icons/area';
import { BathIcon } from '@/components/ui/icons/bath';
import { BedIcon } from '@/components/ui/icons/bed';
import { CheckIcon } from '@/components/ui/icons/check';
import { PinIcon } from '@/components/ui/icons/pin';
import { JsonLd } from '@/components/seo/json-ld';
import { AvailabilityBadge } from '@/components/property/availability-badge';
import { availabilityOf } from '@/lib/availability';
import { PropertyCard } from '@/components/property/property-card';
import { HeartButton } from '@/components/shortlist/heart-button';
import { RecordView } from '@/components/shortlist/record-view';
import { toShortlistCard } from '@/lib/shortlist';
import { ContactAgentForm } from '@/components/forms/contact-agent/contact-agent-form';
import { AgentCard } from '@/components/agent/agent-card';
import { ViewingRequestForm } from '@/components/forms/viewing-request/viewing-request-form';
import { PhotoGallery } from './photo-gallery';
import { PropertyActions } from './property-actions';
import { PurchaseCostCalculator } from './purchase-cost-calculator';
import { PurchaseCostDisclaimer } from './purchase-cost-disclaimer';
import { ShareButtons } from './share-buttons';
import { LocationDialog } from './location-dialog';
import { VideoPlayer } from './video-player';
import { propertyJsonLd } from './property-json-ld';
import { pageLanguage } from '@/lib/i18n/server';
import { cardTextsOf, backendName } from '@/lib/i18n/card-texts';
import styles from './property-detail-page.module.css';

async function loadProperty(id: number, lettingType: number): Promise<PropertyDetail | null> {
  try {
    return await getPropertyDetail(id, lettingType);
  } catch (e) {
    if (e instanceof ApiError && e.isNotFound) notFound();
    return null;
  }
}

const saleTypeOf = (lettingType: number): LettingType => (lettingType === 7 ? 7 : 6);

/** The property detail page of `/{urlSlug}-{id}-{lettingType}`; an unknown id is a real 404. */
export async function PropertyDetailPage({
  id,
  lettingType,
  askedSlug,
}: {
  id: number;
  lettingType: number;
  /** the slug the address was asked for with */
  askedSlug: string;
}) {
  const [p, { locale, t, href }] = await Promise.all([loadProperty(id, lettingType), pageLanguage()]);
  if (!p) {
    return (
      <div className="container">
        <p className={styles.reduced} role="status">
          <TemplateText
            template={t.detail.unavailable}
            slots={{
              residential: <Link href={href(residentialsPath)}>{t.home.residential}</Link>,
              commercial: <Link href={href(commercialsPath)}>{t.home.commercial}</Link>,
            }}
          />
        </p>
      </div>
    );
  }

  // an address with a stale, mistyped or missing slug moves to the property's own for good, so one
  // address of each property is shared and indexed; the visit's referral and campaign tags go with
  // it (server.ts adds them to a page's redirect: lib/redirect-tags.ts)
  const addresses = { own: propertyPath(p), fromTitle: propertyPath({ id: p.id, lettingType: p.lettingType, title: p.title }) };
  if (isOtherDetailAddress(askedSlug, { id, lettingType }, addresses)) permanentRedirect(href(addresses.own));

  const config = env();
  const cardTexts = cardTextsOf(locale, t);
  // the backend's texts (title, description, features, categories) are English: marked so on a page in another language
  const englishLang = backendLang(locale);
  // its heading in the page's language: built from its fields on a page in another language (lib/i18n/labels.ts)
  const heading = propertyTitle(locale, t, p);
  const headingLang = heading === p.title ? englishLang : undefined;
  const path = href(addresses.own);
  const canonical = `${config.SITE_URL}${path}`;
  const saleType = saleTypeOf(p.lettingType);
  const saleTypeLabel = saleType === 7 ? t.nav.commercials : t.nav.residentials;
  const perSqm = pricePerSquareMetre(p);
  // the asking prices of its kind in its locality, to say where its own €/m² falls (at most hourly)
  const locality = perSqm ? await localityPriceFigures(saleType, p.locationId) : null;
  const photos = p.photos.length > 0 ? p.photos : [{ id: 0, url: p.imageUrl || PROPERTY_PLACEHOLDER }];
  const video = p.videoUrl ? videoEmbed(p.videoUrl) : null;
  const videoLink = p.videoUrl ? safeVideoLink(p.videoUrl) : null;
  const hasPlace = p.latitude !== 0 && p.longitude !== 0;
  const agent = <AgentCard variant="listing" agent={p.agent} />;
  const card = toShortlistCard(p);

  return (
    <article className={styles.page}>
      <JsonLd data={propertyJsonLd(p, canonical, config.BUSINESS_NAME)} />
      <div className="container">
        <Breadcrumbs
          items={[{ label: t.nav.home, href: href('/') }, { label: saleTypeLabel, href: href(listingPathFor(saleType)) }, { label: p.title }]}
          currentPath={path}
        />
      </div>

      <Island>
        <div className={`container ${styles.top}`}>
          <div className={styles.gallery}>
            <PhotoGallery
              photos={photos}
              title={p.title}
              carouselTexts={t.carousel}
              texts={{
                openPhoto: t.detailActions.openPhoto,
                photoAlt: t.detailActions.photoAlt,
                photoOfAlt: t.detailActions.photoOfAlt,
                allPhotos: t.detailActions.allPhotos,
                photo: t.detailActions.photo,
                photosCount: t.detailActions.photosCount,
                previousPhoto: t.detailActions.previousPhoto,
                nextPhoto: t.detailActions.nextPhoto,
                close: t.detailActions.close,
                photosOf: t.detail.photosOf,
              }}
            />
          </div>
          <header className={styles.overlay}>
            <p className={styles.badges}>
              <span className={styles.saleType}>{saleTypeLabel}</span>
              <AvailabilityBadge availability={availabilityOf(p.availableDate)} labels={t.availability} />
            </p>
            <p className={styles.typeLine}>
              {p.typeName ? (
                <Link href={href(listingHref({ lettingType: saleType, propertyTypes: [p.typeId] }))} className={styles.typeLink}>
                  {backendName(t.propertyTypeNames, p.typeName)}
                </Link>
              ) : null}
              {p.locationName ? (
                <Link href={href(listingHref({ lettingType: saleType, locations: [p.locationId] }))} className={styles.typeLink}>
                  <PinIcon size={16} /> {p.locationName}
                </Link>
              ) : null}
            </p>
            <h1 className={styles.title} lang={headingLang}>
              {heading}
            </h1>
            <ul className={styles.facts} aria-label={t.card.facts}>
              {p.bedrooms > 0 ? (
                <li>
                  <BedIcon /> {fill(p.bedrooms === 1 ? t.detail.bedroomOne : t.detail.bedroomMany, { count: p.bedrooms })}
                </li>
              ) : null}
              {p.bathrooms > 0 ? (
                <li>
                  <BathIcon /> {fill(p.bathrooms === 1 ? t.detail.bathroomOne : t.detail.bathroomMany, { count: p.bathrooms })}
                </li>
              ) : null}
              {p.squareMetres > 0 ? (
                <li>
                  <AreaIcon /> {p.squareMetres} m²
                </li>
              ) : null}
              <li>{fill(t.detail.reference, { id: p.id })}</li>
            </ul>
            <div className={styles.priceRow}>
              <PropertyPrice price={p} words={t.price} className={styles.price} extraClassName={styles.extraPrice} />
              <HeartButton property={card} texts={t.heart} variant="labelled" />
            </div>
            <RecordView property={card} />
          </header>
        </div>
      </Island>

      <div className={`container ${styles.layout}`}>
        <div className={styles.actions}>
          <PropertyActions
            propertyId={p.id}
            propertyTitle={p.title}
            video={video}
            videoLink={videoLink}
            agent={agent}
            contactForm={<ContactAgentForm propertyId={p.id} propertyTitle={p.title} />}
            viewingForm={<ViewingRequestForm propertyId={p.id} propertyTitle={p.title} />}
          />
        </div>

        <Island>
          <div className={`${styles.panel} ${styles.costs} render-near-view`}>
            {perSqm ? (
              <div className={styles.perSqm}>
                <p className={styles.perSqmLine}>
                  {fill(t.detail.perSqm, { price: formatEuro(perSqm) })} <span>({p.squareMetres} m²)</span>
                </p>
                {locality ? <MedianComparison listing={p} place={p.locationName} figures={locality} texts={t.prices} locale={locale} /> : null}
              </div>
            ) : null}
            <PurchaseCostCalculator
              price={p.priceOnRequest ? 0 : p.price}
              lettingType={saleType}
              texts={t.costs}
              foreignBuyer={{
                kind: minimumKindOf(p.typeName, saleType),
                texts: t.foreignBuyer,
                days: {
                  checked: longDate(AIP_RULES.checkedOn, locale),
                  feeSource: longDate(AIP_RULES.fee.sourceDate, locale),
                  minimumRevision: monthOfYear(AIP_RULES.minimums.revisedIn, locale),
                },
              }}
              loanTermsRead={longDate(LOAN_TERMS.read, locale)}
              disclaimer={<PurchaseCostDisclaimer />}
            />
          </div>
        </Island>

        <Island>
          <div className={`${styles.main} render-near-view`}>
            {p.features.length > 0 ? (
              <section aria-labelledby="features-heading" className={styles.section}>
                <h2 id="features-heading">{t.detail.features}</h2>
                <ul className={styles.features} lang={englishLang}>
                  {p.features.map((f) => (
                    <li key={f.id}>
                      <CheckIcon size={18} /> {f.name}
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}

            <section aria-labelledby="description-heading" className={styles.section}>
              <h2 id="description-heading" lang={englishLang}>
                {p.title}
              </h2>
              {englishLang ? <p className={styles.inEnglish}>{t.listing.inEnglish}</p> : null}
              <RichText html={p.descriptionHtml} className={styles.description} lang={englishLang} />
              {video ? (
                <div className={styles.video}>
                  <VideoPlayer video={video} title={p.title} texts={{ playVideo: t.detailActions.playVideo, videoTitle: t.detailActions.videoTitle }} />
                </div>
              ) : null}
            </section>

            {p.categories.length > 0 ? (
              <section aria-labelledby="categories-heading" className={styles.section}>
                <h2 id="categories-heading">{t.detail.categories}</h2>
                <ul className={styles.categories}>
                  {p.categories.map((c) => {
                    // a landing page the dictionaries can name is named in the page's language
                    const name = englishLang ? landingPageTitle(t, c.urlSlug, []) : null;
                    return (
                      <li key={c.urlSlug}>
                        <Link href={href(`/${c.urlSlug}`)} className={styles.category} lang={name ? undefined : englishLang}>
                          {name ?? c.name}
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              </section>
            ) : null}

            {hasPlace ? (
              <section aria-labelledby="location-heading" className={styles.section}>
                <h2 id="location-heading">{t.detail.location}</h2>
                <p className={styles.locality}>
                  <PinIcon size={18} /> {p.locationName || 'Malta'}
                </p>
                <LocationDialog
                  maps={interactiveMaps(config)}
                  latitude={p.latitude}
                  longitude={p.longitude}
                  locality={p.locationName}
                  title={p.title}
                />
              </section>
            ) : null}
          </div>
        </Island>

        <Island>
          <aside className={`${styles.contact} render-near-view`} aria-label={t.detail.agentAndSharing}>
            <div className={styles.panel}>
              <h2 className={styles.panelTitle}>{t.detail.agent}</h2>
              {agent}
            </div>
            <div className={styles.panel}>
              <ShareButtons
                url={canonical}
                title={p.title}
                texts={{
                  share: t.detailActions.share,
                  copyLink: t.detailActions.copyLink,
                  linkCopied: t.detailActions.linkCopied,
                  copied: t.detailActions.copied,
                  copyThis: t.detailActions.copyThis,
                  shareBody: t.detailActions.shareBody,
                }}
              />
            </div>
          </aside>
        </Island>
      </div>

      {p.related.length > 0 ? (
        <Island>
          <section aria-labelledby="related-heading" className={`container ${styles.related} render-near-view`}>
            <h2 id="related-heading">{t.detail.related}</h2>
            <Carousel label={t.detail.relatedCarousel} texts={t.carousel} perView={{ base: 1, md: 2, lg: p.related.length > 3 ? 4 : 3 }}>
              {p.related.map((r) => (
                <PropertyCard key={r.id} property={r} texts={cardTexts} />
              ))}
            </Carousel>
          </section>
        </Island>
      ) : null}
    </article>
  );
}
