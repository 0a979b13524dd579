import { Typography } from 'antd';
import { Link } from 'react-router-dom';
import { EMPTY_JOB_SEARCH_FILTERS, encodeJobSearchFilters } from '@contract/jobFilters';
import { useSearchJobsQuery } from '@/api/jobsApi';

/**
 * The candidate side of a company page: the organization's open jobs, through the candidates'
 * job search filtered by this hiring organization (its first page, newest and featured first),
 * each linking to the job beside the list, and a link to all of them.
 */
export function OrganizationOpenJobs({ nid, title }: { nid: number; title: string }) {
  const filterQuery = encodeJobSearchFilters({ ...EMPTY_JOB_SEARCH_FILTERS, organizations: [nid] });
  const { data, isLoading, isError } = useSearchJobsQuery({ page: 0, filterQuery });
  const total = Number(data?.[0]?.total_rows ?? 0);
  return (
    <section className="mb-org-jobs" aria-labelledby="mb-org-jobs-title">
      <Typography.Title level={2} id="mb-org-jobs-title">
        Open jobs at {title}
        {data ? ` (${total})` : ''}
      </Typography.Title>
      {isLoading ? <p role="status">Loading the jobs…</p> : null}
      {isError ? <p role="alert">The jobs could not be loaded.</p> : null}
      {data && data.length === 0 ? <p>No open jobs right now.</p> : null}
      {data && data.length > 0 ? (
        <>
          <ul className="mb-org-jobs__list">
            {data.map((job) => (
              <li key={job.nid}>
                <Link to={`/jobs/${job.nid}?q=1&hiring_organization=${nid}`}>{job.title}</Link>
                <span className="mb-org-jobs__where">{job.field_location_requirement}</span>
              </li>
            ))}
          </ul>
          {total > data.length ? (
            <Link to={`/jobs?q=1&hiring_organization=${nid}`}>See all {total} jobs</Link>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
