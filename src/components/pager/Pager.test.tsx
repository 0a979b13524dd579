import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pager } from './Pager';
import { pagerItems, type PagerItem } from './pagerItems';

/** The items as text: page numbers 1-based, gaps as '…'. */
const shown = (items: PagerItem[]) =>
  items.map((item) => (item.type === 'gap' ? '…' : String(item.page + 1))).join(' ');

describe('pagerItems', () => {
  it('shows every page when there are few', () => {
    expect(shown(pagerItems(0, 5))).toBe('1 2 3 4 5');
  });

  it('shows one margin page at each end and four pages around the current one', () => {
    expect(shown(pagerItems(9, 20))).toBe('1 … 8 9 10 11 … 20');
  });

  it('keeps four range pages at the start and the end of the list', () => {
    expect(shown(pagerItems(0, 20))).toBe('1 2 3 4 … 20');
    expect(shown(pagerItems(19, 20))).toBe('1 … 17 18 19 20');
  });

  it('shows a single skipped page instead of a gap', () => {
    expect(shown(pagerItems(4, 20))).toBe('1 2 3 4 5 6 … 20');
  });
});

describe('Pager', () => {
  it('renders nothing for a single page', () => {
    const { container } = render(<Pager page={0} pageCount={1} onChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('marks the current page and reports the 0-based page the user picks', async () => {
    const onChange = jest.fn();
    render(<Pager page={2} pageCount={8} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onChange.mock.calls).toEqual([[3], [1], [3]]);
  });

  it('disables Previous on the first page and Next on the last', () => {
    const { rerender } = render(<Pager page={0} pageCount={3} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    rerender(<Pager page={2} pageCount={3} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
