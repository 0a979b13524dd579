import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button, Input, Modal, Spin, Typography } from 'antd';
import { FilterOutlined } from '@ant-design/icons';
import { JOB_MESSAGES, JOB_PAGE_SIZE, type JobExportRow } from '@contract/jobs';
import { EMPTY_JOB_LIST_FILTERS, encodeJobListFilters } from '@contract/jobFilters';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useReportFailure } from '@/app/useReportFailure';
import {
  useExportJobsQuery,
  useFeaturedJobQuotaLeftQuery,
  useSetJobStickyMutation,
} from '@/api/jobsApi';
import { useReferenceData } from '@/api/referenceApi';
import { Pager } from '@/components/pager/Pager';
import { usePageTitle } from '@/components/layout/usePageTitle';
import { selectActiveOrganization } from '@/session/activeOrganizationSlice';
import { jobPostsQueryChanged, selectJobPostsQuery } from '../../jobFiltersSlice';
import { readJobListQuery } from '../../jobQuery';
import { useListAddressState } from '@/components/lists/useListAddressState';
import { AddJobButton } from '../../components/AddJobButton';
import { DeleteJobDialog } from '../components/DeleteJobDialog';
import { FeaturedQuotaDialog } from './FeaturedQuotaDialog';
import { JobCard } from './JobCard';
import { JobFilterControls } from './JobFilterControls';
import './jobList.css';
import { serverMessage } from '@/api/errors';

/** 'No result found' or 'N result(s) found' (spec 02 §2). */
const countText = (total: number) =>
  total === 0 ? JOB_MESSAGES.noResult : `${total} result(s) found`;

/**
 * `/job/all` (spec 02 §2): the active organization's jobs with search, filters, pager and the
 * feature and delete actions. The address `?page={n}&q=1{filters}` is the state: filters write
 * it, a pasted one restores them, and it is remembered for the next visit (jobPostsFilterQuery).
 */
export function JobListPage() {
  usePageTitle('Job postings');
  const dispatch = useAppDispatch();
  const active = useAppSelector(selectActiveOrganization);
  const remember = useCallback(
    (query: string) => dispatch(jobPostsQueryChanged(query)),
    [dispatch],
  );
  const { page, filters, setFilters, changeFilters, setPage } = useListAddressState({
    read: readJobListQuery,
    encode: encodeJobListFilters,
    stored: useAppSelector(selectJobPostsQuery),
    remember,
  });
  const [text, setText] = useState(filters.search);
  const [allFilters, setAllFilters] = useState(false);
  const [deleting, setDeleting] = useState<JobExportRow | null>(null);
  const [featureMessage, setFeatureMessage] = useState<string | null>(null);
  const [featuring, setFeaturing] = useState<number | null>(null);
  const { lists, terms } = useReferenceData();
  const report = useReportFailure();

  useEffect(() => setText(filters.search), [filters.search]);

  const nid = active?.nid ?? 0;
  // Spec 02 §4: another active organization starts its list at page 0 (the filters stay). The
  // address is the list's state, so it is the address that changes.
  const shownNid = useRef(nid);
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (shownNid.current === nid) return;
    shownNid.current = nid;
    if (page !== 0) setPage(0, { replace: true });
  }, [nid, page, setPage]);
  const list = useExportJobsQuery(
    { organizationNid: nid, page, filterQuery: encodeJobListFilters(filters) },
    { skip: !active },
  );
  const featuredLeft = useFeaturedJobQuotaLeftQuery(nid, { skip: !active });
  const [setSticky] = useSetJobStickyMutation();

  const rows = list.data ?? [];
  const total = rows[0]?.total_rows ?? 0;
  const pageCount = Math.ceil(total / JOB_PAGE_SIZE);
  const filtered = JSON.stringify(filters) !== JSON.stringify(EMPTY_JOB_LIST_FILTERS);

  const feature = async (row: JobExportRow) => {
    const sticky = row.sticky === 1 ? 0 : 1;
    if (sticky === 1 && featuredLeft.data === 0) {
      setFeatureMessage('');
      return;
    }
    setFeaturing(row.nid);
    try {
      await setSticky({ nid: row.nid, sticky }).unwrap();
    } catch (error) {
      const status = (error as { status?: unknown }).status;
      if (status === 403 || status === 422) setFeatureMessage(serverMessage(error) ?? '');
      else report(error as Parameters<typeof report>[0]);
    } finally {
      setFeaturing(null);
    }
  };

  return (
    <section aria-labelledby="mb-job-list-title" className="mb-job-page mb-job-list">
      <Typography.Title level={1} id="mb-job-list-title">
        Job postings
      </Typography.Title>
      {/* Enter in the box or the button searches (spec 02 §2); the button waits for text. */}
      <div role="search" className="mb-job-list__search">
        <Input
          aria-label="Search job postings"
          value={text}
          maxLength={200}
          onChange={(event) => setText(event.target.value)}
          onPressEnter={() => changeFilters({ search: text })}
        />
        <Button
          type="primary"
          disabled={text.trim() === ''}
          onClick={() => changeFilters({ search: text })}
        >
          Search
        </Button>
      </div>
      <div className="mb-job-list__bar">
        <JobFilterControls filters={filters} onChange={changeFilters} layout="bar" />
        <Button icon={<FilterOutlined aria-hidden />} onClick={() => setAllFilters(true)}>
          All Filters
        </Button>
      </div>
      <div className="mb-job-list__summary" ref={summary}>
        <p role="status" className="mb-job-list__count">
          {list.isFetching && !list.data ? 'Loading…' : countText(total)}
        </p>
        {filtered ? (
          <Button type="link" onClick={() => setFilters(EMPTY_JOB_LIST_FILTERS)}>
            Reset filters
          </Button>
        ) : null}
      </div>
      {list.isError ? (
        <Alert type="error" showIcon title="The job postings could not be loaded." />
      ) : null}
      {list.isLoading ? (
        <div className="mb-job-state" role="status" aria-label="Loading job postings">
          <Spin size="large" />
        </div>
      ) : null}
      {!list.isLoading && rows.length === 0 && !filtered ? (
        <div className="mb-job-list__empty">
          <AddJobButton>Add New Job</AddJobButton>
        </div>
      ) : null}
      <div className="mb-job-list__cards" aria-busy={list.isFetching}>
        {rows.map((row) => (
          <JobCard
            key={row.nid}
            row={row}
            lists={lists}
            countries={terms.country ?? []}
            busy={featuring === row.nid}
            onFeature={(target) => void feature(target)}
            onDelete={setDeleting}
          />
        ))}
      </div>
      <Pager page={page} pageCount={pageCount} onChange={setPage} scrollTo={summary} />
      <Modal
        open={allFilters}
        title="All Filters"
        onCancel={() => setAllFilters(false)}
        footer={[
          <Button key="reset" onClick={() => setFilters(EMPTY_JOB_LIST_FILTERS)}>
            Reset filters
          </Button>,
          <Button key="done" type="primary" onClick={() => setAllFilters(false)}>
            Show results
          </Button>,
        ]}
      >
        <JobFilterControls filters={filters} onChange={changeFilters} layout="all" />
      </Modal>
      <FeaturedQuotaDialog message={featureMessage} onClose={() => setFeatureMessage(null)} />
      <DeleteJobDialog
        job={deleting ? { id: deleting.uuid, title: deleting.title } : null}
        onClose={() => setDeleting(null)}
        onDeleted={() => void list.refetch()}
      />
    </section>
  );
}
