import { describe, expect, it } from 'vitest';
import { pageItems, parsePage } from '@/lib/pagination';

const pages = (c: number, n: number) => pageItems(c, n).map((i) => (i.type === 'gap' ? '…' : i.current ? `[${i.page}]` : String(i.page)));

describe('pagination', () => {
  it('shows nothing for a single page', () => {
    expect(pageItems(1, 1)).toEqual([]);
    expect(pageItems(1, 0)).toEqual([]);
  });
  it('shows a window with gaps', () => {
    expect(pages(1, 20)).toEqual(['[1]', '2', '…', '20']);
    expect(pages(10, 20)).toEqual(['1', '…', '9', '[10]', '11', '…', '20']);
    expect(pages(20, 20)).toEqual(['1', '…', '19', '[20]']);
  });
  it('never hides a single page behind a gap', () => {
    expect(pages(4, 7)).toEqual(['1', '2', '3', '[4]', '5', '6', '7']);
  });
  it('clamps the current page', () => {
    expect(pages(99, 3)).toEqual(['1', '2', '[3]']);
  });
  it('reads page numbers of 0 or less, or junk, as page 1', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('-2')).toBe(1);
    expect(parsePage('abc')).toBe(1);
    expect(parsePage('1e5')).toBe(1);
    expect(parsePage('99999999999')).toBe(1);
    expect(parsePage(['2', '3'])).toBe(2);
    expect(parsePage(undefined)).toBe(1);
  });
});
