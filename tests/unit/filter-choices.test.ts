/** The filter panel's choices (lib/filter-choices.ts), as they travel to the browser. */
import { describe, expect, it } from 'vitest';
import { choices } from '@/lib/filter-choices';

describe('choices', () => {
  it('keeps each item as its id and name, in order, and nothing else', () => {
    const items = [
      { id: 10, name: 'Attard', count: 3 },
      { id: 8, name: 'Balzan', count: 1 },
    ];
    expect(JSON.stringify(choices(items))).toBe('[[10,"Attard"],[8,"Balzan"]]');
  });
});
