import { lazy, Suspense, type ReactNode } from 'react';
import { Spin } from 'antd';
import { Navigate, NavLink, Route, Routes } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { useExportJobsQuery, useJobQuotaLeftQuery, type Job } from '@/api/jobsApi';
import { selectActiveOrganization } from '@/session/activeOrganizationSlice';
import { selectJobPostsQuery } from '../jobFiltersSlice';
import { jobPaths } from '../jobPaths';

// Each page is its own chunk: the list does not load the form's editor and date picker.
const JobListPage = lazy(() =>
  import(/* webpackChunkName: "job-list" */ './list/JobListPage').then((m) => ({
    default: m.JobListPage,
  })),
);
const JobDetailPage = lazy(() =>
  import(/* webpackChunkName: "job-detail" */ './detail/JobDetailPage').then((m) => ({
    default: m.JobDetailPage,
  })),
);
const JobFormPage = lazy(() =>
  import(/* webpackChunkName: "job-form" */ './form/JobFormPage').then((m) => ({
    default: m.JobFormPage,
  })),
);

function Loading() {
  return (
    <div className="mb-job-state" role="status" aria-label="Loading">
      <Spin size="large" />
    </div>
  );
}
import './jobsArea.css';
import '@/components/layout/areaNav.css';

/**
 * The area's own navigation (spec 02 §2): 'Job Postings (total count)' and 'Create Job
 * (remaining quota)'. The total is the organization's jobs without filters.
 */
function AreaNavigation() {
  const active = useAppSelector(selectActiveOrganization);
  const listQuery = useAppSelector(selectJobPostsQuery);
  const nid = active?.nid ?? 0;
  const all = useExportJobsQuery(
    { organizationNid: nid, page: 0, filterQuery: '' },
    { skip: !active },
  );
  const quota = useJobQuotaLeftQuery(nid, { skip: !active });
  const total = all.data?.[0]?.total_rows ?? 0;
  return (
    <nav aria-label="Jobs area" className="mb-area-nav">
      <NavLink
        to={jobPaths.listAt(listQuery)}
        className={({ isActive }) => (isActive ? 'active' : '')}
        end={false}
      >
        Job Postings ({all.data ? total : '…'})
      </NavLink>
      <NavLink to={jobPaths.create}>Create Job ({quota.data ?? '…'})</NavLink>
    </nav>
  );
}

/**
 * `/job/*` (spec 02 §2 "Jobs area"); unknown paths go to the list. `jobRelated` is what the app
 * shows under a job (composed in src/app/pages, so this feature imports no other).
 */
export function JobsArea({ jobRelated }: { jobRelated?: (job: Job) => ReactNode }) {
  return (
    <div className="mb-jobs-area">
      <AreaNavigation />
      <Suspense fallback={<Loading />}>
        <Routes>
          <Route path="all" element={<JobListPage />} />
          <Route path="all/:id" element={<JobDetailPage related={jobRelated} />} />
          <Route path="all/:id/edit" element={<JobFormPage mode="edit" />} />
          <Route path="new" element={<JobFormPage mode="create" />} />
          <Route path="*" element={<Navigate to={jobPaths.list} replace />} />
        </Routes>
      </Suspense>
    </div>
  );
}
