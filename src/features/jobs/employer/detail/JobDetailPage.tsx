import { jobDay } from '@/components/dates/dates';
import { useState, type ReactNode } from 'react';
import { Button, Descriptions, Space, Typography } from 'antd';
import { FeaturedTag, JobStatusTag } from '../../components/JobTags';
import { useNavigate, useParams } from 'react-router-dom';
import { isJobActive } from '@contract/jobs';
import { useAppSelector } from '@/app/hooks';
import { useGetJobQuery, type Job } from '@/api/jobsApi';
import { useReferenceData } from '@/api/referenceApi';
import { usePageTitle } from '@/components/layout/usePageTitle';
import { SafeHtml } from '@/components/rich-text/SafeHtml';
import { selectJobPostsQuery } from '../../jobFiltersSlice';
import { labelOf, locationText, salaryText } from '../../jobFormat';
import { jobNidParam, jobPaths } from '../../jobPaths';
import { DeleteJobDialog } from '../components/DeleteJobDialog';
import { JobLoading, JobNotFound } from '../components/JobState';
import './jobDetail.css';

/**
 * `/job/all/{id}`: one job as the employer sees it, with Back, Edit and Delete (spec 02 §2), and
 * what the app adds under it (`related`: the candidates who fit it).
 */
export function JobDetailPage({ related }: { related?: (job: Job) => ReactNode }) {
  const nid = jobNidParam(useParams().id);
  const { data: job, isLoading } = useGetJobQuery(nid ?? 0, { skip: nid === null });
  const listQuery = useAppSelector(selectJobPostsQuery);
  const { lists } = useReferenceData();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  usePageTitle(job ? job.attributes.title : 'Job');
  const back = jobPaths.listAt(listQuery);
  if (isLoading) return <JobLoading />;
  if (!job) return <JobNotFound backTo={back} backLabel="Back to job postings" />;
  const a = job.attributes;
  const active = isJobActive(a.field_valid_until);
  const salary = salaryText(
    a.field_base_salary_year?.from,
    a.field_base_salary_year?.to,
    a.field_currency,
  );
  return (
    <article aria-labelledby="mb-job-detail-title" className="mb-job-page mb-job-detail">
      <Space wrap className="mb-job-detail__actions">
        <Button onClick={() => navigate(back)}>Back</Button>
        <Button onClick={() => navigate(jobPaths.edit(job.nid))}>Edit</Button>
        <Button danger onClick={() => setDeleting(true)}>
          Delete
        </Button>
      </Space>
      <Typography.Title level={1} id="mb-job-detail-title">
        {a.title}
      </Typography.Title>
      <Space wrap>
        <JobStatusTag active={active} />
        {a.sticky ? <FeaturedTag /> : null}
      </Space>
      <Descriptions column={1} className="mb-job-detail__facts" bordered size="small">
        <Descriptions.Item label="Valid until">{jobDay(a.field_valid_until)}</Descriptions.Item>
        <Descriptions.Item label="Employment type">
          {labelOf(lists, 'employment_type', a.field_employment_type)}
        </Descriptions.Item>
        {a.field_professional_experience ? (
          <Descriptions.Item label="Professional experience">
            {labelOf(lists, 'professional_experience', a.field_professional_experience)}
          </Descriptions.Item>
        ) : null}
        <Descriptions.Item label="Technical skills">
          {job.technicalSkills.map((term) => term.name).join(', ')}
        </Descriptions.Item>
        {salary ? (
          <Descriptions.Item label="Net base salary annual">
            From {salary.replace(' – ', ' To ')}
          </Descriptions.Item>
        ) : null}
        <Descriptions.Item label="Location">
          {locationText(
            job.country?.name ?? '',
            a.field_job_state ?? '',
            a.field_job_city_name ?? '',
          ) || '—'}
        </Descriptions.Item>
        <Descriptions.Item label="Remote">
          {labelOf(lists, 'remote_job', a.field_remote_job)}
        </Descriptions.Item>
        {a.field_apply_url ? (
          <Descriptions.Item label="Apply URL">
            <a href={a.field_apply_url} target="_blank" rel="noopener noreferrer">
              {a.field_apply_url}
            </a>
          </Descriptions.Item>
        ) : null}
        {a.field_identifier ? (
          <Descriptions.Item label="Internal job identifier">
            {a.field_identifier}
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      <Typography.Title level={2}>Description</Typography.Title>
      <SafeHtml html={a.field_description?.value} />
      {a.field_experience_requirements ? (
        <>
          <Typography.Title level={2}>Experience requirements</Typography.Title>
          <SafeHtml html={a.field_experience_requirements.value} />
        </>
      ) : null}
      {related?.(job)}
      <DeleteJobDialog
        job={deleting ? { id: job.id, title: a.title } : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => navigate(back)}
      />
    </article>
  );
}
