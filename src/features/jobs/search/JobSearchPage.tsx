import { Button, Radio, Typography } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { JOB_PAGE_SIZE } from '@contract/jobs';
import {
  EMPTY_JOB_SEARCH_FILTERS,
  encodeJobSearchFilters,
  type JobSearchFilters,
  type JobSort,
} from '@contract/jobFilters';
import { paths } from '@/app/paths';
import { useSearchJobsQuery } from '@/api/jobsApi';
import { useReferenceData } from '@/api/referenceApi';
import { usePageTitle } from '@/components/layout/usePageTitle';
import { FiltersToggle, ListFailed, ListLoading, ListSummary } from '@/components/lists/ListParts';
import { Pager } from '@/components/pager/Pager';
import { useIsNarrow } from '@/components/layout/useIsNarrow';
import { BestMatchHint } from './BestMatchHint';
import { JobCard } from './JobCard';
import { JobDetailModal, JobDetailPane } from './JobDetailPanel';
import { activeFilterCount, JobFilterBar } from './JobFilterBar';
import { JobSearchBox } from './JobSearchBox';
import { viewOfSearchRow } from './jobView';
import { useDetailFocus } from './useDetailFocus';
import { nidOf, useJobDetail } from './useJobDetail';
import { useJobSearchState } from './useJobSearchState';
import { sortAfterSearch } from '../jobQuery';
import './jobSearch.css';

/**
 * The orders of /jobs: how well each job matches the search text (with a text only), newest
 * first (featured on top), or how well each job fits her.
 */
const sortOptions = (search: string): { label: string; value: JobSort; disabled?: boolean }[] => [
  { label: 'Relevance', value: 'relevance', disabled: search.trim() === '' },
  { label: 'Newest', value: 'date' },
  { label: 'Best match', value: 'best_match' },
];

/** 'N result(s) found'; with none the count reads 'No' (spec 02 §8). */
export const resultCountText = (total: number): string =>
  `${total > 0 ? total : 'No'} result(s) found`;

/**
 * `/jobs` and `/jobs/{id}` (candidates, spec 02 §2): search box, filters, result count, job
 * cards 50 a page and the detail of the job in the address, beside the list on wide screens and
 * in a modal under 960 px. The query lives in the address and in the persisted slice.
 */
export function JobSearchPage({
  listActions,
}: {
  /** More actions beside Reset filters, for the search shown (the route adds Save search). */
  listActions?: (filters: JobSearchFilters) => ReactNode;
}) {
  usePageTitle('Job Search');
  const { id } = useParams();
  const navigate = useNavigate();
  const narrow = useIsNarrow();
  const pane = useRef<HTMLElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  // Small screens fold the nine filters behind a button, so the results stay in reach.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const { lists, terms } = useReferenceData();
  const state = useJobSearchState();
  const {
    page,
    filters,
    filterQuery,
    addressQuery,
    restoring,
    setFilters,
    changeFilters,
    setPage,
  } = state;
  const filtered = encodeJobSearchFilters(filters) !== '';
  const list = useSearchJobsQuery(
    { page, filterQuery },
    // The best match follows her profile, which she may have changed since: asked for afresh.
    { skip: restoring, refetchOnMountOrArgChange: filters.sort === 'best_match' },
  );
  // The last list stays on screen while the next one loads (marked busy), unless loading failed.
  const rows = list.isError ? undefined : list.data;
  const total = rows?.[0]?.total_rows ?? 0;
  const pageCount = Math.ceil(total / JOB_PAGE_SIZE);

  const nid = id === undefined ? null : nidOf(id);
  const detail = useJobDetail(nid ?? NaN, rows, restoring || list.isLoading, terms);
  useDetailFocus(nid, narrow, pane);
  const closeDetail = () => navigate(`${paths.jobs}${addressQuery}`);

  // A page past the end (fewer jobs since the address was saved) shows the first page instead.
  const pastEnd = list.currentData !== undefined && list.currentData.length === 0 && page > 0;
  useEffect(() => {
    if (pastEnd) setPage(0, { replace: true });
  }, [pastEnd, setPage]);

  const showPane = nid !== null && !narrow;
  return (
    <section aria-labelledby="mb-job-search-title" className="mb-job-search">
      <Typography.Title level={1} id="mb-job-search-title">
        Job Search
      </Typography.Title>
      <JobSearchBox
        value={filters.search}
        onSearch={(text) =>
          setFilters((current) => ({
            ...current,
            search: text,
            sort: sortAfterSearch(current, text),
          }))
        }
      />
      {narrow ? (
        <FiltersToggle
          controls="mb-job-filters"
          open={filtersOpen}
          active={activeFilterCount(filters)}
          onToggle={() => setFiltersOpen((open) => !open)}
        />
      ) : null}
      <JobFilterBar
        id="mb-job-filters"
        filters={filters}
        onChange={changeFilters}
        hidden={narrow && !filtersOpen}
      />
      <ListSummary ref={summary} count={rows !== undefined ? resultCountText(total) : ''}>
        <span className="mb-job-search__sort">
          <span id="mb-job-sort-label">Sort by</span>
          <Radio.Group
            aria-labelledby="mb-job-sort-label"
            name="sort"
            optionType="button"
            buttonStyle="solid"
            value={filters.sort}
            options={sortOptions(filters.search)}
            onChange={(event) => changeFilters({ sort: event.target.value as JobSort })}
          />
        </span>
        {listActions?.(filters)}
        <Button
          disabled={!filtered}
          onClick={() =>
            setFilters((current) => ({
              ...EMPTY_JOB_SEARCH_FILTERS,
              sort: sortAfterSearch(current, ''),
            }))
          }
        >
          Reset filters
        </Button>
      </ListSummary>
      {filters.sort === 'best_match' ? <BestMatchHint /> : null}
      <div className={`mb-job-search__layout${showPane ? ' mb-job-search__layout--split' : ''}`}>
        <div className="mb-job-search__results">
          {list.isFetching && rows === undefined ? <ListLoading label="Loading jobs" /> : null}
          {list.isError ? (
            <ListFailed
              message="The jobs could not be loaded."
              onRetry={() => void list.refetch()}
            />
          ) : null}
          <ul className="mb-job-search__list" aria-label="Jobs" aria-busy={list.isFetching}>
            {rows?.map((row) => (
              <JobCard
                key={row.nid}
                job={viewOfSearchRow(row, terms)}
                to={`${paths.jobs}/${row.nid}${addressQuery}`}
                current={row.nid === nid}
                lists={lists}
              />
            ))}
          </ul>
          <Pager page={page} pageCount={pageCount} onChange={setPage} scrollTo={summary} />
        </div>
        {showPane ? (
          <JobDetailPane ref={pane} state={detail} lists={lists} onClose={closeDetail} />
        ) : null}
      </div>
      {narrow ? (
        <JobDetailModal open={nid !== null} state={detail} lists={lists} onClose={closeDetail} />
      ) : null}
    </section>
  );
}
