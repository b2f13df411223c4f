import { describe, expect, it } from 'vitest';
import { pageSlice } from '@/lib/page-slice';

const list = Array.from({ length: 45 }, (_, i) => i + 1);

describe('pageSlice', () => {
  it('cuts pages of the given size', () => {
    expect(pageSlice(list, 1, 20)).toEqual({ items: list.slice(0, 20), page: 1, pageCount: 3 });
    expect(pageSlice(list, 3, 20)).toEqual({ items: [41, 42, 43, 44, 45], page: 3, pageCount: 3 });
  });
  it('clamps pages outside the list', () => {
    expect(pageSlice(list, 9, 20).page).toBe(3);
    expect(pageSlice(list, 0, 20).page).toBe(1);
    expect(pageSlice(list, Number.NaN, 20).page).toBe(1);
  });
  it('gives one empty page for an empty list', () => {
    expect(pageSlice([], 2, 20)).toEqual({ items: [], page: 1, pageCount: 0 });
  });
});
