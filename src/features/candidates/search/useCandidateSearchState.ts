import { useCallback } from 'react';
import { encodeCandidateFilters, type CandidateFilters } from '@contract/candidates';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useListAddressState, type ListAddressState } from '@/components/lists/useListAddressState';
import { candidateQueryChanged, selectCandidateQuery } from '../candidateFiltersSlice';
import { readCandidateQuery } from '../candidateQuery';

/**
 * /candidates/filter's page and filters in the address (spec 02 §2), remembered as
 * candidateFilterQuery (spec 02 §3). The status filters name the organization `orgNid`.
 */
export function useCandidateSearchState(orgNid: number): ListAddressState<CandidateFilters> {
  const dispatch = useAppDispatch();
  const remember = useCallback(
    (query: string) => dispatch(candidateQueryChanged(query)),
    [dispatch],
  );
  const encode = useCallback(
    (filters: CandidateFilters) => encodeCandidateFilters(filters, orgNid),
    [orgNid],
  );
  return useListAddressState({
    read: readCandidateQuery,
    encode,
    stored: useAppSelector(selectCandidateQuery),
    remember,
    // Profile links carry the list's query even before the first search, for Prev/Next and Back.
    linkBeforeFirstSearch: true,
  });
}
