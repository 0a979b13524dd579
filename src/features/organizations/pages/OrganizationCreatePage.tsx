import { Typography } from 'antd';
import type { FormikHelpers } from 'formik';
import { useNavigate } from 'react-router-dom';
import { useCreateOrganizationMutation } from '@/api/organizationsApi';
import { fieldErrors } from '@/api/jsonapi';
import { useFeedback } from '@/components/feedback/useFeedback';
import { usePageTitle } from '@/components/layout/usePageTitle';
import { OrganizationForm } from '../components/OrganizationForm';
import { formFieldErrors } from '../model/formErrors';
import {
  emptyOrganizationForm,
  formToChange,
  type OrganizationFormValues,
} from '../model/organizationForm';
import { organizationPaths } from '../organizationPaths';

/** `/organization/add`: create an organization, then back to the list (spec 02 §2). */
export function OrganizationCreatePage() {
  usePageTitle('Add organization');
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
      // The form keeps every value; the server's messages go to their fields.
      const errors = formFieldErrors(fieldErrors((error as { data?: unknown }).data));
      helpers.setErrors(errors);
      if (Object.keys(errors).length === 0)
        feedback.notice('error', 'The organization could not be saved. Please try again.');
    }
  };
  return (
    <section aria-labelledby="mb-org-add-title" className="mb-org-page">
      <Typography.Title level={1} id="mb-org-add-title">
        Add organization
      </Typography.Title>
      <OrganizationForm
        initialValues={emptyOrganizationForm()}
        submitLabel="Save"
        onSubmit={submit}
      />
    </section>
  );
}
