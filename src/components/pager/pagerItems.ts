/** One entry of a pager: a page button (0-based page) or a gap standing for skipped pages. */
export type PagerItem = { type: 'page'; page: number } | { type: 'gap'; after: number };

/** Pages always shown at each end (spec 02 §9: 1 margin page). */
export const PAGER_MARGIN_PAGES = 1;
/** Pages shown around the current one (spec 02 §9: 4 range pages). */
export const PAGER_RANGE_PAGES = 4;

/**
 * The buttons of a pager: the first and last `margin` pages, a window of `range` pages around
 * `page`, and gaps where pages are skipped. A gap that would hide a single page shows that page
 * instead, since a "…" in its place saves nothing.
 */
export function pagerItems(
  page: number,
  pageCount: number,
  margin = PAGER_MARGIN_PAGES,
  range = PAGER_RANGE_PAGES,
): PagerItem[] {
  if (pageCount <= 0) return [];
  const shown = new Set<number>();
  const start = Math.max(0, Math.min(page - Math.floor(range / 2), pageCount - range));
  for (let index = start; index < Math.min(pageCount, start + range); index += 1) shown.add(index);
  for (let index = 0; index < Math.min(margin, pageCount); index += 1) {
    shown.add(index);
    shown.add(pageCount - 1 - index);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PagerItem[] = [];
  sorted.forEach((index, position) => {
    const previous = position > 0 ? sorted[position - 1] : -1;
    if (index - previous === 2) items.push({ type: 'page', page: index - 1 });
    else if (index - previous > 2) items.push({ type: 'gap', after: previous });
    items.push({ type: 'page', page: index });
  });
  return items;
}
