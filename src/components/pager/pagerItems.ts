/** One entry of a pager: a page (0-based) or a gap. */
export type PagerItem = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/**
 * The pages a pager shows, the way react-paginate lays them out (spec 02 §9: 1 margin page at
 * each end and 4 range pages around the current one), with gaps between.
 */
export function pagerItems(
  selected: number,
  pageCount: number,
  marginPages = 1,
  rangePages = 4,
): PagerItem[] {
  const items: PagerItem[] = [];
  if (pageCount <= rangePages) {
    for (let page = 0; page < pageCount; page += 1) items.push({ kind: 'page', page });
    return items;
  }
  let leftSide = rangePages / 2;
  let rightSide = rangePages - leftSide;
  if (selected > pageCount - rangePages / 2) {
    rightSide = pageCount - selected;
    leftSide = rangePages - rightSide;
  } else if (selected < rangePages / 2) {
    leftSide = selected;
    rightSide = rangePages - leftSide;
  }
  for (let index = 0; index < pageCount; index += 1) {
    const page = index + 1;
    const inRange =
      index >= selected - leftSide &&
      index <= selected + (selected === 0 && rangePages > 1 ? rightSide - 1 : rightSide);
    if (page <= marginPages || page > pageCount - marginPages || inRange) {
      items.push({ kind: 'page', page: index });
    } else if (items.at(-1)?.kind !== 'gap') {
      items.push({ kind: 'gap', key: `gap-${index}` });
    }
  }
  return items;
}
