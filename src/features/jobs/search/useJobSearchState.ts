import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useListAddressState, type ListAddressState } from '@/components/lists/useListAddressState';
import { jobSearchQueryChanged, selectJobSearchQuery } from '../jobFiltersSlice';
import { encodeJobSearchView, readJobSearchQuery, type JobSearchView } from '../jobQuery';

/** /jobs's page, filters and order in the address, remembered as jobFilterQuery (spec 02 §3). */
export function useJobSearchState(): ListAddressState<JobSearchView> {
  const dispatch = useAppDispatch();
  const remember = useCallback(
    (query: string) => dispatch(jobSearchQueryChanged(query)),
    [dispatch],
  );
  return useListAddressState({
    read: readJobSearchQuery,
    encode: encodeJobSearchView,
    stored: useAppSelector(selectJobSearchQuery),
    remember,
  });
}
