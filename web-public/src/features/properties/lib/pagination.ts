export type PageItem = number | 'start-ellipsis' | 'end-ellipsis';

/**
 * Pages to show: the first, the last, the current one and its neighbours; an ellipsis stands
 * at current-2 and current+2 when those pages are not the first or last.
 */
export function paginationWindow(current: number, last: number): PageItem[] {
  if (last < 1) return [];
  const c = Math.min(Math.max(1, current), last);
  const items: PageItem[] = [];
  for (let i = 1; i <= last; i++) {
    if (i === 1 || i === last || (i >= c - 1 && i <= c + 1)) items.push(i);
    else if (i === c - 2) items.push('start-ellipsis');
    else if (i === c + 2) items.push('end-ellipsis');
  }
  return items;
}

/** 'Showing x-y of n results' numbers. */
export function resultRange(page: number, perPage: number, total: number): [number, number] {
  if (total === 0) return [0, 0];
  const from = (page - 1) * perPage + 1;
  return [Math.min(from, total), Math.min(page * perPage, total)];
}
