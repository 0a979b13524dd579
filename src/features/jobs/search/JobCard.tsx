import { jobDay } from '@/components/dates/dates';
import { Tag } from 'antd';
import { Link } from 'react-router-dom';
import { MatchReasons } from '@/components/matching/MatchReasons';
import type { ListFieldName, ListFieldOptions } from '@contract/reference';
import { labelOf, salaryText, type JobView } from './jobView';
import { profileGapLink } from './profileGaps';

export interface JobCardProps {
  job: JobView;
  /** `/jobs/{nid}` with the list's query string, so the list stays as it is. */
  to: string;
  /** Whether this job is open in the detail pane. */
  current: boolean;
  lists: Partial<Record<ListFieldName, ListFieldOptions>>;
}

/** The link of a card has a stable id, so focus can return to it when the detail closes. */
export const jobLinkId = (nid: number): string => `mb-job-link-${nid}`;

/**
 * A job in the result list: logo, title, organization, place, employment type, remote, salary
 * when the job shows one, posted date and a Featured mark (spec 02 §3 candidate rows), and in
 * the best-match order how well it fits her with the most telling reasons. The title
 * link covers the whole card, so the card is one click target and one tab stop.
 */
export function JobCard({ job, to, current, lists }: JobCardProps) {
  const employment = labelOf(lists.employment_type, job.employmentType);
  const remote = labelOf(lists.remote_job, job.remote);
  return (
    <li className={`mb-job-card${current ? ' mb-job-card--current' : ''}`}>
      <div className="mb-job-card__logo" aria-hidden="true">
        {job.organization.logo ? (
          <img src={job.organization.logo} alt="" />
        ) : (
          <span>{job.organization.name.slice(0, 1)}</span>
        )}
      </div>
      <div className="mb-job-card__body">
        <h2 className="mb-job-card__title">
          <Link
            id={jobLinkId(job.nid)}
            to={to}
            className="mb-job-card__link"
            aria-current={current ? 'true' : undefined}
          >
            {job.title}
          </Link>
        </h2>
        <p className="mb-job-card__organization">{job.organization.name}</p>
        {job.location ? <p className="mb-job-card__meta">{job.location}</p> : null}
        <p className="mb-job-card__meta">{[employment, remote].filter(Boolean).join(' · ')}</p>
        {job.salary ? <p className="mb-job-card__salary">{salaryText(job.salary)}</p> : null}
        <p className="mb-job-card__date">Posted {jobDay(job.created)}</p>
        {job.match ? (
          <MatchReasons
            score={job.match.score}
            reasons={job.match.reasons}
            subject={job.title}
            gapLink={profileGapLink}
            brief
          />
        ) : null}
      </div>
      {job.featured ? (
        <Tag className="mb-job-card__featured" color="purple">
          Featured
        </Tag>
      ) : null}
    </li>
  );
}
