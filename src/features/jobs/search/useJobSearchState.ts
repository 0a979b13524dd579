import { useCallback } from 'react';
import { encodeJobSearchFilters, type JobSearchFilters } from '@contract/jobs';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useListAddressState, type ListAddressState } from '@/components/lists/useListAddressState';
import { jobSearchQueryChanged, selectJobSearchQuery } from '../jobFiltersSlice';
import { readJobSearchQuery } from '../jobQuery';

/** /jobs's page and filters in the address, remembered as jobFilterQuery (spec 02 §3). */
export function useJobSearchState(): ListAddressState<JobSearchFilters> {
  const dispatch = useAppDispatch();
  const remember = useCallback(
    (query: string) => dispatch(jobSearchQueryChanged(query)),
    [dispatch],
  );
  return useListAddressState({
    read: readJobSearchQuery,
    encode: encodeJobSearchFilters,
    stored: useAppSelector(selectJobSearchQuery),
    remember,
  });
}
