import {
  EMPTY_CANDIDATE_FILTERS,
  decodeCandidateFilters,
  type CandidateFilters,
} from '@contract/candidates';
import { readListQuery } from '@contract/listQuery';

/**
 * The filters of an address query (or of the stored one). The status filters in it name the
 * organization they were made for; read back, any organization is taken and the search uses
 * the active one.
 */
export const readCandidateQuery = (search: string) =>
  readListQuery<CandidateFilters>(
    search,
    (query) => decodeCandidateFilters(query, null),
    EMPTY_CANDIDATE_FILTERS,
  );
