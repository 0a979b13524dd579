import { jobDay } from '@/components/dates/dates';
import { EditOutlined, EyeOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { Button, Card, Tooltip } from 'antd';
import {
  FeaturedTag,
  GenderCodingTag,
  GreenhouseTag,
  JobStatusTag,
} from '../../components/JobTags';
import { Link } from 'react-router-dom';
import { isJobActive, JOB_MESSAGES, type JobExportRow } from '@contract/jobs';
import type { ListFieldName, ListFieldOptions } from '@contract/reference';
import type { ReferenceTerm } from '@/api/referenceApi';
import { labelOf, locationText, salaryText } from '../../jobFormat';
import { jobPaths } from '../../jobPaths';
import { DeleteItemButton } from '@/components/lists/ListParts';

export interface JobCardProps {
  row: JobExportRow;
  lists: Partial<Record<ListFieldName, ListFieldOptions>>;
  countries: readonly ReferenceTerm[];
  onFeature: (row: JobExportRow) => void;
  onDelete: (row: JobExportRow) => void;
  /** A feature change of this job is on its way. */
  busy: boolean;
}

/** One job of /job/all (spec 02 §2): its facts and the feature, view, edit and delete actions. */
export function JobCard({ row, lists, countries, onFeature, onDelete, busy }: JobCardProps) {
  const active = isJobActive(row.field_valid_until);
  const featured = row.sticky === 1;
  const country =
    countries.find((term) => String(term.tid) === row.field_job_country_1)?.name ?? '';
  const salary = salaryText(
    row.field_base_salary_year_from,
    row.field_base_salary_year_to,
    row.field_currency,
  );
  const tooltip = featured ? JOB_MESSAGES.unfeature : JOB_MESSAGES.feature;
  const headingId = `mb-job-card-${row.nid}`;
  return (
    <Card className="mb-job-card" role="article" aria-labelledby={headingId}>
      <div className="mb-job-card__head">
        <h2 id={headingId} className="mb-job-card__title">
          <Link to={jobPaths.view(row.nid)}>{row.title}</Link>
        </h2>
        {/* An expired job cannot be featured (the server refuses it); a featured one can always
            be removed from the list. */}
        {active || featured ? (
          <Tooltip title={tooltip}>
            <Button
              type="text"
              shape="circle"
              aria-label={`${tooltip}: ${row.title}`}
              aria-pressed={featured}
              loading={busy}
              icon={featured ? <StarFilled style={{ color: '#ad6800' }} /> : <StarOutlined />}
              onClick={() => onFeature(row)}
            />
          </Tooltip>
        ) : null}
      </div>
      <div className="mb-job-card__tags">
        <JobStatusTag active={active} />
        {featured ? <FeaturedTag /> : null}
        {row.field_source === 'greenhouse' ? <GreenhouseTag /> : null}
        <GenderCodingTag category={row.field_gender_coding} />
      </div>
      <dl className="mb-job-card__facts">
        <div>
          <dt>Valid until</dt>
          <dd>{jobDay(row.field_valid_until)}</dd>
        </div>
        <div>
          <dt>Employment</dt>
          <dd>{labelOf(lists, 'employment_type', row.field_employment_type_1)}</dd>
        </div>
        {salary ? (
          <div>
            <dt>Base salary (year)</dt>
            <dd>{salary}</dd>
          </div>
        ) : null}
        <div>
          <dt>Location</dt>
          <dd>{locationText(country, row.field_job_state, row.field_job_city_name) || '—'}</dd>
        </div>
        <div>
          <dt>Remote</dt>
          <dd>{labelOf(lists, 'remote_job', row.field_remote_job_1)}</dd>
        </div>
      </dl>
      <div className="mb-job-card__actions">
        <Link to={jobPaths.view(row.nid)} aria-label={`View ${row.title}`}>
          <EyeOutlined aria-hidden /> View
        </Link>
        <Link to={jobPaths.edit(row.nid)} aria-label={`Edit ${row.title}`}>
          <EditOutlined aria-hidden /> Edit
        </Link>
        <DeleteItemButton name={row.title} onClick={() => onDelete(row)} />
      </div>
    </Card>
  );
}
