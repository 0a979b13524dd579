import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { encodeJobSearchFilters, type JobSearchFilters } from '@contract/jobs';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { jobSearchQueryChanged, selectJobSearchQuery } from '../jobFiltersSlice';
import { jobSearchQuery, readJobSearchQuery } from '../jobQuery';

export interface JobSearchState {
  page: number;
  filters: JobSearchFilters;
  /** The filter part of the search request (`encodeJobSearchFilters`). */
  filterQuery: string;
  /** `?page={n}&q=1{filters}` of the address bar, '' before the first search. */
  search: string;
  /** True while the stored query is being put back into the address; nothing to load yet. */
  restoring: boolean;
  /** New filters from page 0 (a new search starts at the top). */
  setFilters(filters: JobSearchFilters): void;
  /** `replace` rewrites the current history entry instead of adding one. */
  setPage(page: number, options?: { replace?: boolean }): void;
}

/**
 * The page and filters of /jobs, kept in the address (`?page={n}&q=1{filters}`, spec 02 §7) so
 * a pasted or reloaded address shows the same list, and mirrored to the persisted slice
 * (jobFilterQuery, spec 02 §3 "Browser storage") so coming back to /jobs without a query shows
 * the last search again. The address is the source of truth; the store only follows it.
 */
export function useJobSearchState(): JobSearchState {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const stored = useAppSelector(selectJobSearchQuery);
  const { page, filters } = useMemo(() => readJobSearchQuery(search), [search]);
  const canonical = `?${jobSearchQuery(page, filters)}`;
  const restoring = search === '' && stored !== '';
  // The last address rewritten to its canonical form: an address whose encoding does not settle
  // after one rewrite is then used as it is instead of being rewritten forever.
  const rewritten = useRef('');

  useEffect(() => {
    if (search === '') {
      if (stored === '') return;
      const saved = readJobSearchQuery(stored);
      navigate(
        { pathname, search: `?${jobSearchQuery(saved.page, saved.filters)}` },
        { replace: true },
      );
    } else if (search !== canonical && rewritten.current !== search) {
      // A pasted address in another order or with values the list refuses: show what is used.
      rewritten.current = search;
      navigate({ pathname, search: canonical }, { replace: true });
    } else if (stored !== canonical.slice(1)) {
      dispatch(jobSearchQueryChanged(canonical.slice(1)));
    }
  }, [search, canonical, stored, pathname, navigate, dispatch]);

  const setFilters = useCallback(
    (next: JobSearchFilters) => navigate({ pathname, search: `?${jobSearchQuery(0, next)}` }),
    [navigate, pathname],
  );
  const setPage = useCallback(
    (next: number, options?: { replace?: boolean }) =>
      navigate({ pathname, search: `?${jobSearchQuery(next, filters)}` }, options),
    [navigate, pathname, filters],
  );

  return {
    page,
    filters,
    filterQuery: encodeJobSearchFilters(filters),
    search: search === '' ? '' : canonical,
    restoring,
    setFilters,
    setPage,
  };
}
