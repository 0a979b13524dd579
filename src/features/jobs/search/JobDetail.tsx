import { jobDay } from '@/components/dates/dates';
import { ExportOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ListFieldName, ListFieldOptions } from '@contract/reference';
import { SafeHtml } from '@/components/rich-text/SafeHtml';
import { MatchReasons } from '@/components/matching/MatchReasons';
import { labelOf, salaryText, type JobView } from './jobView';
import { profileGapLink } from './profileGaps';

export interface JobDetailProps {
  job: JobView;
  lists: Partial<Record<ListFieldName, ListFieldOptions>>;
  /** Id of the title heading, for the pane's or dialog's accessible name. */
  titleId: string;
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  if (children === '' || children === null) return null;
  return (
    <div className="mb-job-detail__fact">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * Everything a candidate reads about one job: title, organization (linking to its page), the
 * facts, the two rich texts (sanitized again by SafeHtml), skills and the way to apply; for a
 * candidate, how it fits her and why.
 */
export function JobDetail({ job, lists, titleId }: JobDetailProps) {
  return (
    <article className="mb-job-detail" aria-labelledby={titleId}>
      <header className="mb-job-detail__header">
        {job.organization.logo ? (
          <img className="mb-job-detail__logo" src={job.organization.logo} alt="" />
        ) : null}
        <div>
          <h2 id={titleId} className="mb-job-detail__title" tabIndex={-1}>
            {job.title}
          </h2>
          {job.organization.nid !== null ? (
            <Link to={`/organizations/${job.organization.nid}`}>{job.organization.name}</Link>
          ) : (
            <span>{job.organization.name}</span>
          )}
          {job.featured ? (
            <Tag className="mb-job-detail__featured" color="purple">
              Featured
            </Tag>
          ) : null}
        </div>
      </header>
      {job.applyUrl ? (
        <Button
          type="primary"
          href={job.applyUrl}
          target="_blank"
          rel="noopener noreferrer"
          icon={<ExportOutlined aria-hidden="true" />}
          iconPlacement="end"
          className="mb-job-detail__apply"
        >
          Apply
          <span className="mb-visually-hidden"> (opens in a new tab)</span>
        </Button>
      ) : null}
      {job.match ? (
        <section aria-labelledby={`${titleId}-match`} className="mb-job-detail__match">
          <h3 id={`${titleId}-match`}>How it fits your profile</h3>
          <MatchReasons
            score={job.match.score}
            reasons={job.match.reasons}
            subject={job.title}
            gapLink={profileGapLink}
          />
        </section>
      ) : null}
      <dl className="mb-job-detail__facts">
        <Fact term="Location">{job.location}</Fact>
        <Fact term="Remote">{labelOf(lists.remote_job, job.remote)}</Fact>
        <Fact term="Employment type">{labelOf(lists.employment_type, job.employmentType)}</Fact>
        <Fact term="Experience">{labelOf(lists.professional_experience, job.experience)}</Fact>
        <Fact term="Salary">{job.salary ? salaryText(job.salary) : ''}</Fact>
        <Fact term="Posted">{jobDay(job.created)}</Fact>
        <Fact term="Valid until">{jobDay(job.validUntil)}</Fact>
      </dl>
      <section aria-labelledby={`${titleId}-description`}>
        <h3 id={`${titleId}-description`}>Description</h3>
        <SafeHtml className="mb-job-detail__text" html={job.description} />
      </section>
      {job.experienceRequirements ? (
        <section aria-labelledby={`${titleId}-experience`}>
          <h3 id={`${titleId}-experience`}>Experience requirements</h3>
          <SafeHtml className="mb-job-detail__text" html={job.experienceRequirements} />
        </section>
      ) : null}
      {job.skills.length > 0 ? (
        <section aria-labelledby={`${titleId}-skills`}>
          <h3 id={`${titleId}-skills`}>Skills</h3>
          <ul className="mb-job-detail__skills">
            {job.skills.map((skill) => (
              <li key={skill}>
                <Tag>{skill}</Tag>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
