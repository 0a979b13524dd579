import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { encodeCandidateFilters, type CandidateFilters } from '@contract/candidates';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { candidateQueryChanged, selectCandidateQuery } from '../candidateFiltersSlice';
import { candidateQuery, readCandidateQuery } from '../candidateQuery';

export interface CandidateSearchState {
  page: number;
  filters: CandidateFilters;
  /** The filter part of the export request. */
  filterQuery: string;
  /** `?page={n}&q=1{filters}` of the list shown. */
  search: string;
  /** True while the stored query is put back into the address; nothing to load yet. */
  restoring: boolean;
  /** New filters from page 0. */
  setFilters(filters: CandidateFilters): void;
  setPage(page: number, options?: { replace?: boolean }): void;
}

/**
 * The page and filters of /candidates/filter, kept in the address (spec 02 §2) and mirrored to
 * the persisted slice (spec 02 §3 "Browser storage"). The address is the source of truth.
 */
export function useCandidateSearchState(orgNid: number): CandidateSearchState {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const stored = useAppSelector(selectCandidateQuery);
  const { page, filters } = useMemo(() => readCandidateQuery(search), [search]);
  const canonical = `?${candidateQuery(page, filters, orgNid)}`;
  const restoring = search === '' && stored !== '';
  const rewritten = useRef('');

  useEffect(() => {
    if (search === '') {
      if (stored === '') return;
      const saved = readCandidateQuery(stored);
      navigate(
        { pathname, search: `?${candidateQuery(saved.page, saved.filters, orgNid)}` },
        { replace: true },
      );
    } else if (search !== canonical && rewritten.current !== search) {
      rewritten.current = search;
      navigate({ pathname, search: canonical }, { replace: true });
    } else if (stored !== canonical.slice(1)) {
      dispatch(candidateQueryChanged(canonical.slice(1)));
    }
  }, [search, canonical, stored, pathname, navigate, dispatch, orgNid]);

  const setFilters = useCallback(
    (next: CandidateFilters) =>
      navigate({ pathname, search: `?${candidateQuery(0, next, orgNid)}` }),
    [navigate, pathname, orgNid],
  );
  const setPage = useCallback(
    (next: number, options?: { replace?: boolean }) =>
      navigate({ pathname, search: `?${candidateQuery(next, filters, orgNid)}` }, options),
    [navigate, pathname, filters, orgNid],
  );

  return {
    page,
    filters,
    filterQuery: encodeCandidateFilters(filters, orgNid),
    // Profile links carry the list's query even before the first search, for Prev/Next and Back.
    search: canonical,
    restoring,
    setFilters,
    setPage,
  };
}
