import type { WireSearchRequest } from '../../lib/api/wire.ts';

/**
 * The search call's body with nothing chosen (SPEC §3 filter form, first page, both sale types): the
 * contract tests and the browser suites' direct reads of the backend start from it.
 */
export const emptyFilter: WireSearchRequest = {
  availability: null,
  lettingType: 0,
  propertyTypes: [],
  referanceNumber: null,
  minPrice: null,
  maxPrice: null,
  squareOfMetersMin: 0,
  squareOfMetersMax: 0,
  rooms: [],
  bedrooms: [],
  bathrooms: [],
  areas: [],
  locations: [],
  features: [],
  sortingType: 0,
  isVideoExist: false,
  page: 1,
};
