import type { Category } from '../domain/types';
import { readUnlessNotFound } from './http';
import { propertyImageUrl } from './image-urls';
import { apiPaths, wireCategoryResponse, type WireCategory } from './wire';
import { env } from '../env';

const CATEGORY_TAG = 'categories';

const positive = (n: number) => (n > 0 ? n : undefined);

function toCategory(slug: string, w: WireCategory): Category {
  return {
    slug: w.urlSlug || slug,
    name: w.name,
    metaDescription: w.metaDescription,
    descriptionHtml: w.description,
    criteria: {
      lettingType: positive(w.lettingType),
      priceMin: positive(w.priceMin),
      priceMax: positive(w.priceMax),
      bedroomsMin: positive(w.bedroomsMin),
      bedroomsMax: positive(w.bedroomsMax),
      bathroomsMin: positive(w.bathroomsMin),
      bathroomsMax: positive(w.bathroomsMax),
      squareMetresMin: positive(w.squareOfMetersMin),
      squareMetresMax: positive(w.squareOfMetersMax),
      propertyTypes: w.propertyTypes.map((t) => t.propertyTypeId),
      areas: w.locationGroups.map((g) => g.locationGroupId),
      locations: w.locations.map((l) => l.location.id),
      features: w.features.map((f) => f.featureId),
    },
    popularTypes: w.mostPopularPropertyTypes.map((t) => ({
      url: t.url,
      imageUrl: propertyImageUrl(t.image),
      title: t.title,
    })),
  };
}

/**
 * The category stored under a landing slug, or null when there is none (an empty list, or a 404).
 * Cached and shared only for a slug the site derives itself (`shared`: lib/landing-pages.ts): every
 * other slug is one a visitor can invent, each an entry of its own in the data cache, so it is never
 * stored there (lib/api/unkept-reads.ts) and is read outside the circuit breaker.
 */
export async function getCategoryBySlug(slug: string, { shared }: { shared: boolean }): Promise<Category | null> {
  const body = await readUnlessNotFound({
    path: apiPaths(env().API_PRODUCT).category,
    query: { urlSlug: slug },
    schema: wireCategoryResponse,
    cache: shared ? { tags: [CATEGORY_TAG, `category-${slug}`] } : { kept: false },
    visitorChosen: !shared,
  });
  const first = body?.result.category[0];
  return first ? toCategory(slug, first) : null;
}
