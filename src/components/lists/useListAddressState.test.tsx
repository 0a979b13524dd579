import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { useListAddressState, type ListAddressState } from './useListAddressState';

/** A list with two filters, kept in the address as the real lists keep theirs. */
interface Filters {
  search: string;
  status: 'all' | 'requested' | 'connected';
}

const read = (search: string): { page: number; filters: Filters } => {
  const query = new URLSearchParams(search);
  return {
    page: Number(query.get('page') ?? 0),
    filters: {
      search: query.get('search') ?? '',
      status: (query.get('status') as Filters['status'] | null) ?? 'all',
    },
  };
};
const encode = (filters: Filters): string =>
  (filters.search ? `&search=${encodeURIComponent(filters.search)}` : '') +
  (filters.status !== 'all' ? `&status=${filters.status}` : '');
const remember = jest.fn();

let list: ListAddressState<Filters>;
function List() {
  list = useListAddressState({ read, encode, stored: '', remember });
  return (
    <output aria-label="list">
      page {list.page}: {JSON.stringify(list.filters)}
    </output>
  );
}

/** The list under a data router, which renders each new address as a transition. */
function renderList(address: string) {
  const router = createMemoryRouter([{ path: '/list', element: <List /> }], {
    initialEntries: [address],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('useListAddressState', () => {
  it('builds a change made before the router has rendered the last one on that one', async () => {
    const router = renderList('/list?page=0&q=1');
    // A filter picked, then a search sent at once, as a quick hand (or a busy phone) does:
    // the second change comes before the first address is rendered.
    await act(async () => {
      list.changeFilters({ status: 'requested' });
      list.changeFilters({ search: 'Katherine' });
    });
    expect(router.state.location.search).toBe('?page=0&q=1&search=Katherine&status=requested');
    expect(screen.getByRole('status', { name: 'list' })).toHaveTextContent(
      'page 0: {"search":"Katherine","status":"requested"}',
    );
  });

  it('gives a function the filters of the latest address, and keeps them when the page turns', async () => {
    const router = renderList('/list?page=3&q=1&search=Ada');
    await act(async () => {
      list.changeFilters({ status: 'connected' });
      list.setFilters((current) => ({ ...current, search: `${current.search} Lovelace` }));
      list.setPage(2);
    });
    expect(router.state.location.search).toBe('?page=2&q=1&search=Ada%20Lovelace&status=connected');
  });

  it('starts a list again from page 0 when its filters change, and follows the back button', async () => {
    const router = renderList('/list?page=4&q=1&status=connected');
    await act(async () => list.changeFilters({ search: 'Hedy' }));
    expect(router.state.location.search).toBe('?page=0&q=1&search=Hedy&status=connected');
    await act(async () => router.navigate(-1));
    expect(list.filters).toEqual({ search: '', status: 'connected' });
    // After the back button, a change builds on the address shown, not on the one left.
    await act(async () => list.changeFilters({ status: 'all' }));
    expect(router.state.location.search).toBe('?page=0&q=1');
  });
});
