/**
 * The backend's wire format (SPEC §3 and §7), kept exactly: field names such as `referanceNumber`,
 * `CaptchValue` and `LettingTypes[]` are the API's own. Every response comes in the
 * `{ statusCode, result }` envelope. Schemas are lenient where real APIs send `null` for "nothing"
 * (numbers become 0, strings become "", lists become empty), and where SPEC leaves a field open (a
 * field it calls optional may be left out; a read's statusCode, which SPEC names only for the form
 * and agent calls, may be missing), and strict about shapes.
 *
 * Shared by the site (lib/api) and the reference backend (backend/), so it imports nothing but zod,
 * zod's settings and the wire's constants (lib/api/wire-constants.ts, with their extension, for Node).
 */
import '../zod-config.ts';
import { SOURCE_TYPE } from './wire-constants.ts';
import { z } from 'zod';

/** A number that may arrive as null (read as 0) or as a numeric string; a missing field is an error. */
const num = z.preprocess(
  (v) => (v === null ? 0 : typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
  z.number(),
);
/** A string that may arrive as null (read as ""); a missing field is an error. */
const str = z.preprocess((v) => (v === null ? '' : v), z.string());
/** A secondary number the API may leave out altogether: missing or null is 0. */
const numOr0 = num.optional().transform((v) => v ?? 0);
/** A string SPEC calls optional or shows only when there is one: missing or null is "". */
const strOrEmpty = str.optional().transform((v) => v ?? '');
/** A list where null or nothing stands for none: read as empty. */
const listOf = <T extends z.ZodType>(item: T) => z.array(item).nullish().transform((v) => v ?? []);

/**
 * A read's answer. SPEC names the statusCode of the form and agent calls only ("response used as is"
 * for the search), so a read is judged by a statusCode when it has one (lib/api/http.ts, `read`) and
 * by its result when it has none.
 */
const envelope = <T extends z.ZodType>(result: T) =>
  z.object({ statusCode: z.number().int().optional(), result });

/* ---------- properties ---------- */

const wirePropertyItem = z.object({
  id: z.number().int(),
  title: str,
  typeName: str.optional(),
  type: z.object({ id: num.optional(), name: str }).nullish(),
  typeId: num,
  locationName: str,
  locationId: num,
  latitude: num,
  longitude: num,
  bedrooms: num,
  bathrooms: num,
  squareOfMeters: num,
  price: num,
  priceDaily: numOr0,
  priceYearly: numOr0,
  isPriceOnRequest: num,
  longLetsPrice: numOr0,
  shortLetsPrice: numOr0,
  commercialLetsPrice: numOr0,
  lettingType: num,
  availableDate: str,
  // a listing without its picture is still shown, with the picture's fallback
  thumbnailImageUrl: strOrEmpty,
  urlSlug: str,
});
export type WirePropertyItem = z.infer<typeof wirePropertyItem>;

/** Sorting types of the filter form: Newest (default), Price Low to High, Price High to Low, Popular. */
export const SORTING_TYPE = { newest: 0, priceAsc: 1, priceDesc: 2, popular: 3 } as const;

/** The filter form as the search call takes it (SPEC §3); the site only sends it. */
export interface WireFilterForm {
  /** 0 available now, 1 within 60 days, 2 later; null = any */
  availability: number | null;
  lettingType: number;
  propertyTypes: number[];
  referanceNumber: string | null;
  minPrice: number | null;
  maxPrice: number | null;
  squareOfMetersMin: number;
  squareOfMetersMax: number;
  rooms: number[];
  bedrooms: number[];
  bathrooms: number[];
  areas: number[];
  locations: number[];
  features: number[];
  /** SORTING_TYPE */
  sortingType: number;
  isVideoExist: boolean;
}

/** POST {product}properties: the filters and the page, from 1 */
export type WireSearchRequest = WireFilterForm & { page: number };
export const wireSearchResponse = envelope(
  z.object({ data: listOf(wirePropertyItem), total: num }),
);

/** POST /Properties/SearchByCoordinate: the filters and a point */
export type WireCoordinateSearchRequest = WireFilterForm & { latitude: number; longitude: number };
export const wireCoordinateSearchResponse = envelope(listOf(wirePropertyItem));

/** GET /{product}Properties/FilterOptions */
const wireFilterOptions = z.object({
  propertyTypes: z.array(z.object({ id: z.number().int(), name: str, lettingType: num })),
  areas: z.array(z.object({ id: z.number().int(), name: str })),
  locations: z.array(
    z.object({
      id: z.number().int(),
      name: str,
      groupId: num,
      group: z.object({ id: num }).nullish(),
      isPopular: z.union([z.boolean(), z.number()]).nullish(),
    }),
  ),
  features: z.array(z.object({ id: z.number().int(), name: str })),
});
export const wireFilterOptionsResponse = envelope(wireFilterOptions);

/** GET /{product}Properties/{id}?lettingType= */
const wirePropertyDetail = z.object({
  property: wirePropertyItem.extend({
    photos: listOf(z.object({ id: z.number().int(), imageCompressSource: str })),
    features: listOf(z.object({ id: z.number().int(), name: str })),
    description: str,
    // the video button shows only when there is a video (SPEC §2)
    videoURL: strOrEmpty,
    homeShowUser: z
      .object({
        id: num.optional(),
        firstName: str,
        lastName: str,
        mobilePhone: str,
        email: str.optional(),
        // a missing photo is the default avatar (SPEC §7)
        profilePicture: strOrEmpty,
      })
      .nullish(),
  }),
  categories: listOf(z.object({ name: str, urlSlug: str })),
  recommendations: listOf(wirePropertyItem),
});
export type WirePropertyDetail = z.infer<typeof wirePropertyDetail>;
export const wirePropertyDetailResponse = envelope(wirePropertyDetail.nullable());

/** GET /{product}Home: the featured properties of the home carousel. */
export const wireHomeResponse = envelope(listOf(wirePropertyItem));

/* ---------- categories ---------- */

const wireCategory = z.object({
  name: str,
  urlSlug: str.optional(),
  metaDescription: str,
  description: str,
  lettingType: num,
  priceMin: num,
  priceMax: num,
  bedroomsMin: num,
  bedroomsMax: num,
  bathroomsMin: num,
  bathroomsMax: num,
  squareOfMetersMin: num,
  squareOfMetersMax: num,
  propertyTypes: listOf(z.object({ propertyTypeId: z.number().int() })),
  locationGroups: listOf(z.object({ locationGroupId: z.number().int() })),
  locations: listOf(z.object({ location: z.object({ id: z.number().int() }) })),
  features: listOf(z.object({ featureId: z.number().int() })),
  mostPopularPropertyTypes: listOf(z.object({ url: str, image: str, title: str })),
});
export type WireCategory = z.infer<typeof wireCategory>;
/** GET /Categories/GetCategoryWithUrlSlug?urlSlug= (a list; the first is used, none = unknown slug) */
export const wireCategoryResponse = envelope(z.object({ category: listOf(wireCategory) }));

/* ---------- agents ---------- */

/** What SPEC §2 calls optional (office phone, description, position, dealer) may be left out, and the photo, which falls back to an avatar. */
const wireAgent = z.object({
  id: z.number().int(),
  firstName: str,
  lastName: str,
  mobilePhone: str,
  officePhone: strOrEmpty,
  email: str,
  profilePicture: strOrEmpty,
  agentWebSiteDescription: strOrEmpty,
  agentWebSiteWorkingPosition: strOrEmpty,
  dealerName: strOrEmpty,
  dealerPhone: strOrEmpty,
  dealerEmail: strOrEmpty,
});
export type WireAgent = z.infer<typeof wireAgent>;

const wireAgentProperty = z.object({
  id: z.number().int(),
  name: str,
  type: z.union([z.string(), z.object({ name: str })]).nullish(),
  address: str,
  location: z.object({ name: str }).nullish(),
  bedrooms: num,
  bathrooms: num,
  isPriceOnRequest: num,
  urlSlug: str.optional(),
  availableDate: str.optional(),
  photos: listOf(z.object({ imageUrl: str })),
  prices: listOf(z.object({ priceDaily: num, price: num, priceYearly: num, lettingType: num })),
});
export type WireAgentProperty = z.infer<typeof wireAgentProperty>;

/** GET /Properties/GetAgents */
export const wireAgentsResponse = envelope(z.object({ data: listOf(wireAgent) }).nullable());
/** GET /Properties/GetAgentInformation?agentId= */
export const wireAgentInformationResponse = envelope(
  z
    .object({
      data: z
        .object({ agent: wireAgent.nullable(), properties: listOf(wireAgentProperty) })
        .nullable(),
    })
    .nullable(),
);

/* ---------- blog ---------- */

const wireBlogPost = z.object({
  slug: str,
  title: str,
  imageURL: str,
  tags: str,
  publishedDate: str,
  content: str,
});
export type WireBlogPost = z.infer<typeof wireBlogPost>;
/** GET /BlogPosts/GetWithPagination{product}?requestPage= (zero-based) */
export const wireBlogPageResponse = envelope(
  z.object({ data: listOf(wireBlogPost), total: num }),
);
/** GET /BlogPosts/GetBlogPostWithUrlSlug?slug= */
export const wireBlogPostResponse = envelope(z.object({ blogPost: listOf(wireBlogPost) }));

/* ---------- careers ---------- */

const wireCareerPosition = z.object({ id: z.number().int(), title: str, description: str });
/** GET /Careers */
export const wireCareersResponse = envelope(listOf(wireCareerPosition));

/* ---------- forms ---------- */

/** A form call's answer: success is statusCode 200. */
export const wireFormResponse = z.object({ statusCode: z.number().int(), result: z.unknown() });

/** POST /Form/Contact */
export const wireContactRequest = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  comment: z.string(),
  captcha: z.string(),
  sourceTypeID: z.literal(SOURCE_TYPE),
  refId: z.number().int().min(0),
});
export type WireContactRequest = z.infer<typeof wireContactRequest>;

/** POST /Form/ContactAgent */
export const wireContactAgentRequest = z.object({
  message: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  propertyId: z.number().int(),
  captcha: z.string(),
  refId: z.number().int().min(0),
  sourceType: z.literal(SOURCE_TYPE),
});
export type WireContactAgentRequest = z.infer<typeof wireContactAgentRequest>;

/** POST /Form/RequestViewing */
export const wireViewingRequest = z.object({
  date: z.string(),
  time: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  propertyId: z.number().int(),
  captcha: z.string(),
  refId: z.number().int().min(0),
  sourceType: z.literal(SOURCE_TYPE),
});
export type WireViewingRequest = z.infer<typeof wireViewingRequest>;

/**
 * Multipart field names of POST /Careers: Name, Email, Phone, Comment, Captcha, File, RefId.
 * Multipart field names of POST /Properties/RequestPropertyAdd: see SUBMISSION_FIELDS.
 */
export const CAREER_FIELDS = ['Name', 'Email', 'Phone', 'Comment', 'Captcha', 'File', 'RefId'] as const;
export const SUBMISSION_FIELDS = [
  'FullName',
  'ContactNumber',
  'LettingTypes[]',
  'SalePrice',
  'PropertyType',
  'Bedrooms',
  'Bathrooms',
  'AvailableDate',
  'LocationId',
  'Address',
  'Latitude',
  'Longitude',
  'Features[]',
  'Description',
  'Photos',
  'CaptchValue',
  'SourceType',
  // Not in SPEC §3's table: sent only where the configuration says the API reads it
  // (API_SUBMISSION_REFERRAL), so that the referral follows the visitor into this form too
  'RefId',
] as const;

/** Defaults of SPEC §9 for missing submission values. */
export const SUBMISSION_DEFAULTS = {
  PropertyType: 999,
  LocationId: 999,
  AvailableDate: '1900-01-01',
  SalePrice: 0,
  Bedrooms: 0,
  Bathrooms: 0,
  RefId: 0,
} as const;

/** Paths of SPEC §7. `product` is the configured product name (API_PRODUCT). */
export const apiPaths = (product: string) => ({
  search: `/${product}properties`,
  filterOptions: `/${product}Properties/FilterOptions`,
  propertyDetail: (id: number) => `/${product}Properties/${id}`,
  home: `/${product}Home`,
  category: '/Categories/GetCategoryWithUrlSlug',
  contactAgent: '/Form/ContactAgent',
  requestViewing: '/Form/RequestViewing',
  contact: '/Form/Contact',
  careers: '/Careers',
  searchByCoordinate: '/Properties/SearchByCoordinate',
  requestPropertyAdd: '/Properties/RequestPropertyAdd',
  blogPage: `/BlogPosts/GetWithPagination${product}`,
  blogPost: '/BlogPosts/GetBlogPostWithUrlSlug',
  agentInformation: '/Properties/GetAgentInformation',
  agents: '/Properties/GetAgents',
});
