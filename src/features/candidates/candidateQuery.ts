/**
 * /candidates/filter's address query, `page={n}&q=1{filters}` (spec 02 §2), written from and
 * read back into the contract's filter model. The status filters in the address name the
 * organization they were made for; read back, any organization is taken and the export uses the
 * active one.
 */
import {
  EMPTY_CANDIDATE_FILTERS,
  decodeCandidateFilters,
  type CandidateFilters,
} from '@contract/candidates';
import { readListQuery } from '@contract/listQuery';

export const readCandidateQuery = (search: string) =>
  readListQuery<CandidateFilters>(
    search,
    (query) => decodeCandidateFilters(query, null),
    EMPTY_CANDIDATE_FILTERS,
  );
