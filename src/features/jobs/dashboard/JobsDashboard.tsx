import { jobDay } from '@/components/dates/dates';
import { useState } from 'react';
import { MoreOutlined } from '@ant-design/icons';
import { Avatar, Button, Card, Dropdown, Statistic, Typography } from 'antd';
import { JobStatusTag } from '../components/JobTags';
import { Link, useNavigate } from 'react-router-dom';
import { isJobActive, JOB_MESSAGES } from '@contract/jobs';
import { useAppSelector } from '@/app/hooks';
import { MATCH_POOL } from '@contract/matching/api';
import { useJobMatchCountsQuery } from '@/api/candidatesApi';
import { useListOrganizationJobsQuery, type Job } from '@/api/jobsApi';
import { selectActiveOrganization } from '@/session/activeOrganizationSlice';
import { DeleteJobDialog } from '../employer/components/DeleteJobDialog';
import { jobPaths } from '../jobPaths';
import { AddJobButton } from '../components/AddJobButton';
import { averagePerMonth, averageText, tableHeight } from './dashboardStats';
import './jobsDashboard.css';

/** How many of the newest job posts the dashboard lists; See All opens every one. */
const DASHBOARD_ROWS = 50;

/** The employer dashboard's jobs (spec 02 §2): counts and the newest job posts. */
export function JobsDashboard() {
  const active = useAppSelector(selectActiveOrganization);
  const organizationId = active?.organization ?? '';
  const newest = useListOrganizationJobsQuery(
    { organizationId, offset: 0, limit: DASHBOARD_ROWS, newestFirst: true },
    { skip: !active },
  );
  const oldest = useListOrganizationJobsQuery(
    { organizationId, offset: 0, limit: 1, newestFirst: false },
    { skip: !active },
  );
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<Job | null>(null);
  const jobs = newest.data?.items ?? [];
  const total = newest.data?.total ?? 0;
  const average = averagePerMonth(total, oldest.data?.items[0]?.attributes.created ?? null);
  const logo = active?.organizationLogo ?? null;
  // The Matches column: how many candidates each listed job's matching list ranks.
  const counts = useJobMatchCountsQuery(
    { orgNid: active?.nid ?? 0, jobNids: jobs.map((job) => job.nid) },
    { skip: !active || jobs.length === 0 },
  );
  const matchesOf = (nid: number): string => {
    if (counts.isError) return '–';
    const found = counts.data?.find((count) => count.nid === nid);
    if (!found) return '…';
    return found.matches > MATCH_POOL
      ? `${MATCH_POOL.toLocaleString('en-US')}+`
      : found.matches.toLocaleString('en-US');
  };

  const rowMenu = (job: Job) => (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'view', label: 'View' },
          { key: 'edit', label: 'Edit Job' },
          { key: 'delete', label: 'Delete', danger: true },
        ],
        onClick: ({ key }) => {
          if (key === 'view') navigate(jobPaths.view(job.nid));
          if (key === 'edit') navigate(jobPaths.edit(job.nid));
          if (key === 'delete') setDeleting(job);
        },
      }}
    >
      <Button
        type="text"
        icon={<MoreOutlined aria-hidden />}
        aria-label={`Actions for ${job.attributes.title}`}
      />
    </Dropdown>
  );

  return (
    <div className="mb-jobs-dashboard">
      <Card
        title={<h2 className="mb-jobs-dashboard__card-title">Jobs</h2>}
        className="mb-jobs-dashboard__stats"
      >
        <div className="mb-jobs-dashboard__figures">
          <Statistic title="Total Jobs" value={newest.data ? total : '…'} />
          <Statistic title="Average per month" value={newest.data ? averageText(average) : '…'} />
        </div>
      </Card>
      <Card
        title={<h2 className="mb-jobs-dashboard__card-title">Job Posts ({total})</h2>}
        extra={<Link to={jobPaths.list}>See All</Link>}
      >
        {newest.data && jobs.length === 0 ? (
          <div className="mb-jobs-dashboard__empty">
            <Typography.Paragraph>{JOB_MESSAGES.dashboardEmpty}</Typography.Paragraph>
            <AddJobButton>Add new job</AddJobButton>
          </div>
        ) : (
          // A plain table: the spec's fixed heights, scrolling inside, light on the page weight.
          <div
            style={{ height: tableHeight(jobs.length) }}
            className="mb-jobs-dashboard__table"
            tabIndex={0}
            role="region"
            aria-label="Job posts"
          >
            <table>
              <thead className="mb-visually-hidden-narrow">
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Valid Until</th>
                  <th scope="col">Name</th>
                  <th scope="col">Status</th>
                  <th scope="col">Matches</th>
                  <th scope="col">
                    <span className="mb-visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody aria-busy={newest.isLoading}>
                {jobs.map((job) => (
                  <tr key={job.id}>
                    <td data-label="Date">{jobDay(job.attributes.created)}</td>
                    <td data-label="Valid Until">{jobDay(job.attributes.field_valid_until)}</td>
                    <td className="mb-jobs-dashboard__name-cell">
                      <span className="mb-jobs-dashboard__name">
                        {logo ? (
                          <Avatar src={logo} alt="" size="small" shape="square" />
                        ) : (
                          <Avatar size="small" shape="square" aria-hidden>
                            {job.attributes.title.charAt(0)}
                          </Avatar>
                        )}
                        <Link to={jobPaths.view(job.nid)}>{job.attributes.title}</Link>
                      </span>
                    </td>
                    <td data-label="Status">
                      <JobStatusTag active={isJobActive(job.attributes.field_valid_until)} />
                    </td>
                    <td className="mb-jobs-dashboard__matches" data-label="Matches">
                      {/* Named in full by aria-label: a visually hidden span here would sit
                          outside the table's scroll box and widen the page on a phone. */}
                      <Link
                        to={jobPaths.matching(job.nid)}
                        aria-label={`${matchesOf(job.nid)} matches for ${job.attributes.title}`}
                      >
                        {matchesOf(job.nid)}
                      </Link>
                    </td>
                    <td className="mb-jobs-dashboard__menu">{rowMenu(job)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {total > jobs.length && jobs.length > 0 ? (
          <Typography.Paragraph className="mb-jobs-dashboard__more">
            The {jobs.length} newest of {total} job posts.{' '}
            <Link to={jobPaths.list}>See all {total}</Link>
          </Typography.Paragraph>
        ) : null}
      </Card>
      <DeleteJobDialog
        job={deleting ? { id: deleting.id, title: deleting.attributes.title } : null}
        onClose={() => setDeleting(null)}
        onDeleted={() => undefined}
      />
    </div>
  );
}
