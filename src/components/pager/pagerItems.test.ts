import { pagerItems } from './pagerItems';

const layout = (selected: number, pageCount: number) =>
  pagerItems(selected, pageCount)
    .map((item) => (item.kind === 'gap' ? '…' : String(item.page + 1)))
    .join(' ');

describe('pagerItems', () => {
  it('shows every page when there are at most four', () => {
    expect(layout(0, 3)).toBe('1 2 3');
    expect(layout(2, 4)).toBe('1 2 3 4');
  });

  it('keeps one margin page at each end and four range pages around the current one', () => {
    expect(layout(0, 10)).toBe('1 2 3 4 … 10');
    expect(layout(4, 10)).toBe('1 … 3 4 5 6 7 … 10');
    expect(layout(9, 10)).toBe('1 … 7 8 9 10');
  });

  it('shows no page for no results', () => {
    expect(layout(0, 0)).toBe('');
  });
});
