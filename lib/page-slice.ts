/** One page of a list the backend sends whole (an agent's properties), 1-based, clamped to the last page. */
export function pageSlice<T>(items: readonly T[], page: number, size: number): { items: T[]; page: number; pageCount: number } {
  const pageCount = Math.ceil(items.length / size);
  const current = Math.min(Math.max(1, Math.floor(page) || 1), Math.max(1, pageCount));
  return { items: items.slice((current - 1) * size, current * size), page: current, pageCount };
}
