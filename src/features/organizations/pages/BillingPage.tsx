import { Button, Typography } from 'antd';
import { Formik } from 'formik';
import { useParams } from 'react-router-dom';
import { useGetOrganizationQuery, useUpdateOrganizationMutation } from '@/api/organizationsApi';
import { fieldErrors } from '@/api/jsonapi';
import { useFeedback } from '@/components/feedback/useFeedback';
import { FormShell } from '@/components/form/FormShell';
import { TextField } from '@/components/form/TextField';
import { usePageTitle } from '@/components/layout/usePageTitle';
import { OrganizationLoading, OrganizationNotFound } from '../components/OrganizationState';
import { billingSchema } from '../model/organizationForm.schema';
import { billingToChange, billingToForm } from '../model/organizationForm';
import { nidParam, organizationPaths } from '../organizationPaths';

const CONTACT = [
  ['field_billing_first_name', 'First name', 'given-name'],
  ['field_billing_last_name', 'Last name', 'family-name'],
  ['field_billing_email', 'Email', 'email'],
  ['field_billing_phone', 'Phone', 'tel'],
] as const;
const COMPANY = [
  ['field_company_data_company', 'Company', 'organization'],
  ['field_company_data_vat_ein', 'VAT / EIN', 'off'],
  ['field_company_data_address_1', 'Address line 1', 'address-line1'],
  ['field_company_data_address_2', 'Address line 2', 'address-line2'],
  ['field_company_data_postal_code', 'Postal code', 'postal-code'],
  ['field_company_data_city', 'City', 'address-level2'],
  ['field_company_data_state', 'State', 'address-level1'],
  ['field_company_data_country', 'Country', 'country-name'],
] as const;

/** `/organization/billing/{id}`: billing contact and company data (values trimmed). */
export function BillingPage() {
  const nid = nidParam(useParams().id);
  const { data, isLoading } = useGetOrganizationQuery(nid ?? 0, { skip: nid === null });
  const [update] = useUpdateOrganizationMutation();
  const feedback = useFeedback();
  usePageTitle('Billing details');
  if (isLoading) return <OrganizationLoading />;
  if (!data)
    return (
      <OrganizationNotFound backTo={organizationPaths.list} backLabel="Back to organizations" />
    );
  return (
    <section aria-labelledby="mb-billing-title" className="mb-org-page">
      <Typography.Title level={1} id="mb-billing-title">
        Billing details of {data.attributes.title}
      </Typography.Title>
      <Formik
        initialValues={billingToForm(data)}
        validationSchema={billingSchema}
        onSubmit={async (values, helpers) => {
          try {
            await update({ id: data.id, change: billingToChange(values) }).unwrap();
            feedback.notice('success', 'Billing details saved');
          } catch (error) {
            const errors = fieldErrors((error as { data?: unknown }).data);
            helpers.setErrors(errors);
            if (Object.keys(errors).length === 0)
              feedback.notice('error', 'The billing details could not be saved. Please try again.');
          }
        }}
      >
        {({ isSubmitting }) => (
          <FormShell>
            <fieldset className="mb-form-section">
              <legend>Billing contact</legend>
              {CONTACT.map(([name, label, autoComplete]) => (
                <TextField key={name} name={name} label={label} autoComplete={autoComplete} />
              ))}
            </fieldset>
            <fieldset className="mb-form-section">
              <legend>Company data</legend>
              {COMPANY.map(([name, label, autoComplete]) => (
                <TextField key={name} name={name} label={label} autoComplete={autoComplete} />
              ))}
            </fieldset>
            <Button type="primary" htmlType="submit" loading={isSubmitting} size="large">
              Save
            </Button>
          </FormShell>
        )}
      </Formik>
    </section>
  );
}
