import { Typography } from 'antd';
import type { FormikHelpers } from 'formik';
import { useNavigate, useParams } from 'react-router-dom';
import { useGetOrganizationQuery, useUpdateOrganizationMutation } from '@/api/organizationsApi';
import { useFeedback } from '@/components/feedback/useFeedback';
import { usePageTitle } from '@/components/layout/usePageTitle';
import { OrganizationForm } from '../components/OrganizationForm';
import { OrganizationLoading, OrganizationNotFound } from '../components/OrganizationState';
import { showSaveFailure } from '../model/formErrors';
import {
  formToChange,
  organizationToForm,
  type OrganizationFormValues,
} from '../model/organizationForm';
import { nidParam, organizationPaths } from '../organizationPaths';

/**
 * `/organization/all/{id}/edit` returns to the list after saving; `/organization/edit/{id}`
 * stays on its own route (spec 02 §2).
 */
export function OrganizationEditPage({ stay }: { stay: boolean }) {
  const nid = nidParam(useParams().id);
  const { data, isLoading } = useGetOrganizationQuery(nid ?? 0, { skip: nid === null });
  const [update] = useUpdateOrganizationMutation();
  const navigate = useNavigate();
  const feedback = useFeedback();
  usePageTitle(data ? `Edit ${data.attributes.title}` : 'Edit organization');
  if (isLoading) return <OrganizationLoading />;
  if (!data || nid === null)
    return (
      <OrganizationNotFound backTo={organizationPaths.list} backLabel="Back to organizations" />
    );
  const submit = async (
    values: OrganizationFormValues,
    helpers: FormikHelpers<OrganizationFormValues>,
  ) => {
    try {
      await update({ id: data.id, change: formToChange(values) }).unwrap();
      feedback.notice('success', 'Organization saved');
      if (!stay) navigate(organizationPaths.list);
    } catch (error) {
      showSaveFailure(error, helpers.setErrors, feedback.notice);
    }
  };
  return (
    <section aria-labelledby="mb-org-edit-title" className="mb-org-page">
      <Typography.Title level={1} id="mb-org-edit-title">
        Edit {data.attributes.title}
      </Typography.Title>
      <OrganizationForm
        key={data.id}
        initialValues={organizationToForm(data)}
        submitLabel="Save"
        onSubmit={submit}
      />
    </section>
  );
}
