/**
 * A list's choices as the filter panel's groups of checkboxes take them (components/listing/
 * filter-groups.tsx, location-picker.tsx): each an id and a name, and no more of it, as a pair
 * rather than an object, so a page's RSC payload carries the hundred-odd choices of its lists
 * (types, areas, locations, features) without their field names a hundred times over.
 */
export type Choice = readonly [id: number, name: string];

export const choices = (items: readonly { id: number; name: string }[]): Choice[] => items.map(({ id, name }) => [id, name] as const);
