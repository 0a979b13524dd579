import { Button, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  CANDIDATE_COUNT_LIMIT,
  CANDIDATE_PAGE_SIZE,
  EMPTY_CANDIDATE_FILTERS,
  type CandidateRow,
} from '@contract/candidates';
import { useSearchCandidatesQuery } from '@/api/candidatesApi';
import { serverMessage } from '@/api/errors';
import { useReferenceData } from '@/api/referenceApi';
import { FiltersToggle, ListFailed, ListLoading, ListSummary } from '@/components/lists/ListParts';
import { usePageTitle } from '@/components/layout/usePageTitle';
import { Pager } from '@/components/pager/Pager';
import { useIsNarrow } from '@/components/layout/useIsNarrow';
import { candidatePaths } from '../candidatePaths';
import { UpgradePrompt } from '../components/UpgradePrompt';
import { useIntroduction } from '../introduction/useIntroduction';
import { useCandidateAccess } from '../useCandidateAccess';
import { activeCandidateFilterCount, CandidateFilterBar } from './CandidateFilterBar';
import { CandidateListCard, fullNameOf } from './CandidateListCard';
import { CandidateSearchBox } from './CandidateSearchBox';
import { useCandidateSearchState } from './useCandidateSearchState';
import './candidateSearch.css';

/** 'N result(s) found'; past the counting limit 'More than 10,000'; none: 'No result found'. */
export function candidateCountText(rows: CandidateRow[]): string {
  const first = rows[0];
  if (!first) return 'No result found';
  if (first.total_rows_capped === '1')
    return `More than ${CANDIDATE_COUNT_LIMIT.toLocaleString('en')} results found`;
  return `${Number(first.total_rows).toLocaleString('en')} result(s) found`;
}

/**
 * `/candidates/filter` (spec 02 §2): the search box, every filter, the result count, candidate
 * cards 50 a page and the shared pager. Demo access lists the demo export (no names, contact data
 * or pictures leave the server) and shows the upgrade prompt.
 */
export function CandidateSearchPage() {
  usePageTitle('Candidate Search');
  const access = useCandidateAccess();
  const narrow = useIsNarrow();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  const { lists } = useReferenceData();
  const state = useCandidateSearchState(access.orgNid);
  const { page, filters, filterQuery, addressQuery, restoring, changeFilters, setPage } = state;
  const demo = !access.full;
  const list = useSearchCandidatesQuery(
    { orgNid: access.orgNid, page, filterQuery, demo },
    // Statuses change with every introduction: a list shown again is asked for again.
    { skip: restoring || access.loading, refetchOnMountOrArgChange: true },
  );
  const introduction = useIntroduction({
    orgNid: access.orgNid,
    demo,
    skip: access.loading,
  });

  const rows = list.isError ? undefined : list.data;
  const total = Math.min(Number(rows?.[0]?.total_rows ?? 0), CANDIDATE_COUNT_LIMIT);
  const pageCount = Math.ceil(total / CANDIDATE_PAGE_SIZE);

  const pastEnd = list.currentData !== undefined && list.currentData.length === 0 && page > 0;
  useEffect(() => {
    if (pastEnd) setPage(0, { replace: true });
  }, [pastEnd, setPage]);

  const onSearch = useCallback((text: string) => changeFilters({ search: text }), [changeFilters]);

  const count = activeCandidateFilterCount(filters);
  return (
    <section aria-labelledby="mb-candidate-search-title" className="mb-candidate-search">
      <Typography.Title level={1} id="mb-candidate-search-title">
        Candidate Search
      </Typography.Title>
      {demo && !access.loading ? <UpgradePrompt /> : null}
      <CandidateSearchBox value={filters.search} onSearch={onSearch} />
      {narrow ? (
        <FiltersToggle
          controls="mb-candidate-filters"
          open={filtersOpen}
          active={count}
          onToggle={() => setFiltersOpen((open) => !open)}
        />
      ) : null}
      <CandidateFilterBar
        filters={filters}
        onChange={changeFilters}
        hidden={narrow && !filtersOpen}
      />
      <ListSummary ref={summary} count={rows !== undefined ? candidateCountText(rows) : ''}>
        <Button
          disabled={JSON.stringify(filters) === JSON.stringify(EMPTY_CANDIDATE_FILTERS)}
          onClick={() => changeFilters(EMPTY_CANDIDATE_FILTERS)}
        >
          Reset filters
        </Button>
      </ListSummary>
      {list.isFetching && rows === undefined ? <ListLoading label="Loading candidates" /> : null}
      {list.isError ? (
        <ListFailed
          message={serverMessage(list.error) ?? 'The candidates could not be loaded.'}
          onRetry={() => void list.refetch()}
        />
      ) : null}
      <ul className="mb-candidate-search__list" aria-label="Candidates" aria-busy={list.isFetching}>
        {rows?.map((row) => (
          <CandidateListCard
            key={row.node_uuid}
            row={row}
            status={introduction.statusOf(row.node_uuid, row.connection_status)}
            to={candidatePaths.profile(row.node_uuid, addressQuery)}
            experience={lists.professional_experience}
            invitesLeft={introduction.invitesLeft}
            busy={introduction.pendingUuid === row.node_uuid}
            onIntro={() =>
              introduction.request({
                uuid: row.node_uuid,
                nodeId: row.node_id,
                name: fullNameOf(row),
              })
            }
          />
        ))}
      </ul>
      <Pager page={page} pageCount={pageCount} onChange={setPage} scrollTo={summary} />
      {introduction.dialogs}
    </section>
  );
}
