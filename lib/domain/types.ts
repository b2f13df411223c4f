/** The site's own types: clean names, no wire quirks. lib/api maps the backend's format to these. */

export type LettingType = 6 | 7;
/**
 * A search's sale type: residential (6), commercial (7), or both (0: a landing page stored for both, as
 * the reference backend's place pages are outside its strict mode; SPEC §9 knows only 6 and 7).
 */
export type LettingTypeFilter = LettingType | 0;
export type Availability = 0 | 1 | 2;

export interface PropertySummary {
  id: number;
  title: string;
  urlSlug: string;
  lettingType: number;
  typeId: number;
  typeName: string;
  locationId: number;
  locationName: string;
  latitude: number;
  longitude: number;
  bedrooms: number;
  bathrooms: number;
  squareMetres: number;
  price: number;
  priceDaily: number;
  priceYearly: number;
  priceOnRequest: boolean;
  /** ISO date (yyyy-mm-dd) or "" when unknown */
  availableDate: string;
  /** absolute URL, or "" when there is no photo */
  imageUrl: string;
}

export interface AgentContact {
  id?: number;
  name: string;
  phone: string;
  email?: string;
  /** absolute URL, or "" */
  photoUrl: string;
}

export interface PropertyDetail extends PropertySummary {
  photos: { id: number; url: string }[];
  features: { id: number; name: string }[];
  /** HTML as the backend sent it: sanitize before rendering */
  descriptionHtml: string;
  videoUrl: string;
  agent?: AgentContact;
  categories: { name: string; urlSlug: string }[];
  related: PropertySummary[];
}

export interface CategoryCriteria {
  lettingType?: number;
  priceMin?: number;
  priceMax?: number;
  bedroomsMin?: number;
  bedroomsMax?: number;
  bathroomsMin?: number;
  bathroomsMax?: number;
  squareMetresMin?: number;
  squareMetresMax?: number;
  propertyTypes: number[];
  areas: number[];
  locations: number[];
  features: number[];
}

export interface Category {
  slug: string;
  name: string;
  metaDescription: string;
  /** HTML as the backend sent it: sanitize before rendering */
  descriptionHtml: string;
  criteria: CategoryCriteria;
  popularTypes: { url: string; imageUrl: string; title: string }[];
}

export interface FilterOptions {
  propertyTypes: { id: number; name: string; lettingType: number }[];
  areas: { id: number; name: string }[];
  locations: { id: number; name: string; areaId: number; popular: boolean }[];
  features: { id: number; name: string }[];
}

export interface Agent {
  id: number;
  firstName: string;
  lastName: string;
  name: string;
  mobilePhone: string;
  officePhone: string;
  email: string;
  photoUrl: string;
  description: string;
  position: string;
  dealer?: { name: string; phone: string; email: string };
}

export interface AgentProperty {
  id: number;
  title: string;
  urlSlug: string;
  lettingType: number;
  typeName: string;
  locationName: string;
  address: string;
  bedrooms: number;
  bathrooms: number;
  price: number;
  priceDaily: number;
  priceYearly: number;
  priceOnRequest: boolean;
  availableDate: string;
  imageUrl: string;
}

export interface BlogPost {
  slug: string;
  title: string;
  imageUrl: string;
  tags: string[];
  /** ISO date-time as the backend sent it */
  publishedDate: string;
  /** HTML as the backend sent it: sanitize before rendering */
  contentHtml: string;
}

export interface CareerPosition {
  id: number;
  title: string;
  /** HTML as the backend sent it: sanitize before rendering */
  descriptionHtml: string;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageCount: number;
}
