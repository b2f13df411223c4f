/**
 * The choices of the Add My Property form from the filter options (SPEC §3): property types
 * de-duplicated by id, the locations of the first area, features alphabetical by name.
 */
import type { FilterOptions } from '../domain/types';
import { LETTING_TYPE } from '../api/wire';

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

const SALE_TYPE_CHOICES: Choice[] = [
  { value: String(LETTING_TYPE.residential), label: 'Residential Sale' },
  { value: String(LETTING_TYPE.commercial), label: 'Commercial Sale' },
];

const byName = (a: Choice, b: Choice) => a.label.localeCompare(b.label, 'en', { sensitivity: 'base' });

export function submissionChoices(options: FilterOptions | null): SubmissionChoices {
  if (!options) return { saleTypes: SALE_TYPE_CHOICES, propertyTypes: [], locations: [], areaName: '', features: [] };
  const seen = new Set<number>();
  const propertyTypes: Choice[] = [];
  for (const t of options.propertyTypes) {
    if (seen.has(t.id)) continue;
    seen.add(t.id);
    propertyTypes.push({ value: String(t.id), label: t.name });
  }
  const firstArea = options.areas[0];
  const locations = firstArea
    ? options.locations.filter((l) => l.areaId === firstArea.id).map((l) => ({ value: String(l.id), label: l.name }))
    : [];
  const features = options.features.map((f) => ({ value: String(f.id), label: f.name })).sort(byName);
  return { saleTypes: SALE_TYPE_CHOICES, propertyTypes, locations, areaName: firstArea?.name ?? '', features };
}
