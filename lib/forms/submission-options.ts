/**
 * The choices of the Add My Property form from the filter options (SPEC §3): property types
 * de-duplicated by id, the locations of the first area, features alphabetical by name. The sale
 * types, property types and area in the page's language; localities keep their names and features
 * stay the backend's (English: the form marks them so).
 */
import type { FilterOptions } from '../domain/types';
import { LETTING_TYPE } from '../api/wire-constants';
import { localizedOptions } from '../i18n/labels';
import type { Dictionary } from '../i18n/dictionaries/en';

export interface Choice {
  value: string;
  label: string;
}

export interface SubmissionChoices {
  saleTypes: Choice[];
  propertyTypes: Choice[];
  locations: Choice[];
  /** the area whose locations are offered */
  areaName: string;
  features: Choice[];
}

/** What the choices' names need of the page's dictionary. */
export type SubmissionChoiceWords = Pick<Dictionary, 'saleTypes' | 'propertyTypeNames' | 'areaNames'>;

const byName = (a: Choice, b: Choice) => a.label.localeCompare(b.label, 'en', { sensitivity: 'base' });

export function submissionChoices(backendOptions: FilterOptions | null, t: SubmissionChoiceWords): SubmissionChoices {
  const saleTypes: Choice[] = [
    { value: String(LETTING_TYPE.residential), label: t.saleTypes.residential },
    { value: String(LETTING_TYPE.commercial), label: t.saleTypes.commercial },
  ];
  if (!backendOptions) return { saleTypes, propertyTypes: [], locations: [], areaName: '', features: [] };
  const options = localizedOptions(backendOptions, t);
  const seen = new Set<number>();
  const propertyTypes: Choice[] = [];
  for (const type of options.propertyTypes) {
    if (seen.has(type.id)) continue;
    seen.add(type.id);
    propertyTypes.push({ value: String(type.id), label: type.name });
  }
  const firstArea = options.areas[0];
  const locations = firstArea
    ? options.locations.filter((l) => l.areaId === firstArea.id).map((l) => ({ value: String(l.id), label: l.name }))
    : [];
  const features = options.features.map((f) => ({ value: String(f.id), label: f.name })).sort(byName);
  return { saleTypes, propertyTypes, locations, areaName: firstArea?.name ?? '', features };
}
