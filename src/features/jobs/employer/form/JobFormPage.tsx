import { Alert, Button, Typography } from 'antd';
import type { FormikHelpers } from 'formik';
import { useNavigate, useParams } from 'react-router-dom';
import { JOB_MESSAGES } from '@contract/jobs';
import { useAppSelector } from '@/app/hooks';
import {
  useCreateJobMutation,
  useGetJobQuery,
  useJobQuotaLeftQuery,
  useUpdateJobMutation,
} from '@/api/jobsApi';
import { fieldErrors } from '@/api/jsonapi';
import { useGetOrganizationQuery } from '@/api/organizationsApi';
import { useFeedback } from '@/components/feedback/useFeedback';
import { usePageTitle } from '@/components/layout/usePageTitle';
import { getConfig } from '@/config/env';
import { selectActiveOrganization } from '@/session/activeOrganizationSlice';
import { selectJobPostsQuery } from '../../jobFiltersSlice';
import { jobNidParam, jobPaths } from '../../jobPaths';
import { JobLoading, JobNotFound } from '../components/JobState';
import {
  emptyJobForm,
  formToChange,
  jobFormErrors,
  jobToForm,
  type JobFormValues,
} from './jobForm';
import { JobForm } from './JobForm';
import { serverMessage } from '@/api/errors';

/**
 * `/job/new` and `/job/all/{id}/edit` (spec 02 §2, §5). Creating needs a free job slot and an
 * organization with a description and a logo; either missing says so and disables Save. After
 * saving, the employer is back on the list at the page and filters they came from.
 */
export function JobFormPage({ mode }: { mode: 'create' | 'edit' }) {
  const active = useAppSelector(selectActiveOrganization);
  const listQuery = useAppSelector(selectJobPostsQuery);
  const nid = jobNidParam(useParams().id);
  const editing = mode === 'edit';
  const job = useGetJobQuery(nid ?? 0, { skip: !editing || nid === null });
  const organization = useGetOrganizationQuery(active?.nid ?? 0, { skip: !active });
  const quota = useJobQuotaLeftQuery(active?.nid ?? 0, { skip: !active || editing });
  const [create] = useCreateJobMutation();
  const [update] = useUpdateJobMutation();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const title = editing ? 'Edit job' : 'Create job';
  usePageTitle(title);

  if (job.isLoading || organization.isLoading || quota.isLoading) return <JobLoading />;
  if (editing && (nid === null || !job.data))
    return <JobNotFound backTo={jobPaths.listAt(listQuery)} backLabel="Back to job postings" />;

  const org = organization.data;
  const incomplete =
    !editing && !!org && (!org.logo || !(org.attributes.field_company_description?.value ?? ''));
  const quotaUsed = !editing && quota.data === 0;
  const salesEmail = getConfig().salesEmail;

  const submit = async (values: JobFormValues, helpers: FormikHelpers<JobFormValues>) => {
    helpers.setStatus(undefined);
    try {
      if (editing && job.data) {
        await update({ id: job.data.id, change: formToChange(values) }).unwrap();
        feedback.successToast('Job has been saved');
      } else {
        await create(formToChange(values, active?.organization)).unwrap();
        feedback.successToast(JOB_MESSAGES.added);
      }
      navigate(jobPaths.listAt(listQuery));
    } catch (error) {
      // Everything typed stays; field messages go to their fields, the rest above the form.
      const errors = jobFormErrors(fieldErrors((error as { data?: unknown }).data));
      helpers.setErrors(errors);
      if (Object.keys(errors).length === 0)
        helpers.setStatus(serverMessage(error) ?? 'The job could not be saved. Please try again.');
    }
  };

  return (
    <section aria-labelledby="mb-job-form-title" className="mb-job-page">
      <Typography.Title level={1} id="mb-job-form-title">
        {title}
      </Typography.Title>
      {incomplete ? (
        <Alert
          className="mb-job-form__notice"
          type="warning"
          showIcon
          title={JOB_MESSAGES.organizationIncomplete}
          action={
            <Button onClick={() => navigate(`/organization/all/${active?.nid}/edit`)}>
              {JOB_MESSAGES.goToOrganization}
            </Button>
          }
        />
      ) : null}
      {quotaUsed ? (
        <Alert
          className="mb-job-form__notice"
          type="error"
          showIcon
          title={
            <>
              {JOB_MESSAGES.quotaExceeded} <a href={`mailto:${salesEmail}`}>{salesEmail}</a>
            </>
          }
        />
      ) : null}
      <JobForm
        initialValues={
          editing && job.data ? jobToForm(job.data) : emptyJobForm(org?.attributes.field_currency)
        }
        storedValidUntil={job.data?.attributes.field_valid_until ?? null}
        saveDisabled={incomplete || quotaUsed}
        onSubmit={submit}
      />
    </section>
  );
}
