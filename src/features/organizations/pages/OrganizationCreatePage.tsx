import { Typography } from 'antd';
import type { FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useCreateOrganizationMutation } from '@/api/organizationsApi';
import { useFeedback } from '@/components/feedback/useFeedback';
import { usePageTitle } from '@/components/layout/usePageTitle';
import { OrganizationForm } from '../components/OrganizationForm';
import { showSaveFailure } from '../model/formErrors';
import {
  emptyOrganizationForm,
  formToChange,
  type OrganizationFormValues,
} from '../model/organizationForm';
import { organizationPaths } from '../organizationPaths';

/**
 * `/organization/add`: create an organization, then back to the list (spec 02 §2). `?title=`
 * fills in the name: a new employer arrives here with the company name she gave at sign-up.
 */
export function OrganizationCreatePage() {
  usePageTitle('Add organization');
  const [params] = useSearchParams();
  const suggested = params.get('title')?.trim().slice(0, 255) ?? '';
  const initialValues = useMemo(
    () => ({ ...emptyOrganizationForm(), title: suggested }),
    [suggested],
  );
  const [create] = useCreateOrganizationMutation();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const submit = async (
    values: OrganizationFormValues,
    helpers: FormikHelpers<OrganizationFormValues>,
  ) => {
    try {
      await create(formToChange(values)).unwrap();
      feedback.notice('success', 'Organization created');
      navigate(organizationPaths.list);
    } catch (error) {
      showSaveFailure(error, helpers.setErrors, feedback.notice);
    }
  };
  return (
    <section aria-labelledby="mb-org-add-title" className="mb-org-page">
      <Typography.Title level={1} id="mb-org-add-title">
        Add organization
      </Typography.Title>
      {suggested ? (
        <Typography.Paragraph>
          Set up {suggested} to publish jobs and search candidates: add its logo and a short
          description, then save.
        </Typography.Paragraph>
      ) : null}
      <OrganizationForm initialValues={initialValues} submitLabel="Save" onSubmit={submit} />
    </section>
  );
}
