import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { listQuery } from '@contract/listQuery';

export interface ListAddressState<F> {
  page: number;
  filters: F;
  /** The filter part of the list's request (the encoder's output). */
  filterQuery: string;
  /**
   * `?page={n}&q=1{filters}` of the list shown, for links that come back to it; '' before the
   * first search when `linkBeforeFirstSearch` is off.
   */
  addressQuery: string;
  /** True while the stored query is put back into the address; nothing to load yet. */
  restoring: boolean;
  /**
   * New filters, from page 0 (a new search starts at the top). A function gets the filters of
   * the latest address, which may not be shown yet: the router renders a new address as a
   * transition, and a change made meanwhile (a search typed right after a filter was picked)
   * must build on it, not on the filters rendered last.
   */
  setFilters(filters: F | ((current: F) => F)): void;
  /** Changes some filters of the latest address, from page 0. */
  changeFilters(change: Partial<F>): void;
  /** `replace` rewrites the current history entry instead of adding one. */
  setPage(page: number, options?: { replace?: boolean }): void;
}

export interface ListAddressOptions<F> {
  /** Page and filters of an address query (values the server would refuse dropped). */
  read(search: string): { page: number; filters: F };
  /** The filter part of the list's request and address; must be stable between renders. */
  encode(filters: F): string;
  /** The query remembered from the last visit (the persisted slice), '' if none. */
  stored: string;
  /** Remembers the query shown; must be stable between renders. */
  remember(query: string): void;
  /** Whether `addressQuery` names the list before the first search too (links carry it). */
  linkBeforeFirstSearch?: boolean;
}

/**
 * The page and filters of a list, kept in the address (`?page={n}&q=1{filters}`, spec 02 §7) so
 * a pasted or reloaded address shows the same list, and mirrored to a persisted slice (spec 02
 * §3 "Browser storage") so coming back without a query shows the last search again. The address
 * is the source of truth; the store only follows it. A pasted address in another order, or with
 * values the list refuses, is rewritten to what is used.
 */
export function useListAddressState<F>(options: ListAddressOptions<F>): ListAddressState<F> {
  const { read, encode, stored, remember, linkBeforeFirstSearch = false } = options;
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { page, filters } = useMemo(() => read(search), [read, search]);
  const canonical = `?${listQuery(page, encode(filters))}`;
  const restoring = search === '' && stored !== '';
  // The last address rewritten to its canonical form: an address whose encoding does not settle
  // after one rewrite is then used as it is instead of being rewritten forever.
  const rewritten = useRef('');
  // The address last asked for, ahead of `search` until the router has rendered it.
  const latest = useRef(search);
  useLayoutEffect(() => {
    latest.current = search;
  }, [search]);

  const go = useCallback(
    (query: string, options?: { replace?: boolean }) => {
      latest.current = query;
      navigate({ pathname, search: query }, options);
    },
    [navigate, pathname],
  );

  useEffect(() => {
    if (search === '') {
      if (stored === '') return;
      const saved = read(stored);
      go(`?${listQuery(saved.page, encode(saved.filters))}`, { replace: true });
    } else if (search !== canonical && rewritten.current !== search) {
      rewritten.current = search;
      go(canonical, { replace: true });
    } else if (stored !== canonical.slice(1)) {
      remember(canonical.slice(1));
    }
  }, [search, canonical, stored, go, read, encode, remember]);

  const setFilters = useCallback(
    (next: F | ((current: F) => F)) => {
      const filters =
        typeof next === 'function'
          ? (next as (current: F) => F)(read(latest.current).filters)
          : next;
      go(`?${listQuery(0, encode(filters))}`);
    },
    [go, read, encode],
  );
  const changeFilters = useCallback(
    (change: Partial<F>) => setFilters((current) => ({ ...current, ...change })),
    [setFilters],
  );
  const setPage = useCallback(
    (next: number, options?: { replace?: boolean }) =>
      go(`?${listQuery(next, encode(read(latest.current).filters))}`, options),
    [go, read, encode],
  );

  return {
    page,
    filters,
    filterQuery: encode(filters),
    addressQuery: search === '' && !linkBeforeFirstSearch ? '' : canonical,
    restoring,
    setFilters,
    changeFilters,
    setPage,
  };
}
