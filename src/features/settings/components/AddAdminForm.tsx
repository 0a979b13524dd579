import { Button } from 'antd';
import { Formik } from 'formik';
import { object, string } from 'yup';
import { ADD_ADMIN_MESSAGES } from '@contract/organizations';
import { optionsOf, useReferenceData } from '@/api/referenceApi';
import { FormShell } from '@/components/form/FormShell';
import { SelectField } from '@/components/form/SelectField';
import { TextField } from '@/components/form/TextField';

export interface AddAdminValues {
  first_name: string;
  last_name: string;
  email: string;
  field_company_position: string | null;
}

/** Spec 02 §5 "Add-admin", messages verbatim. */
export const addAdminSchema = object({
  first_name: string().trim().required(ADD_ADMIN_MESSAGES.required),
  last_name: string().trim().required(ADD_ADMIN_MESSAGES.required),
  email: string().trim().required(ADD_ADMIN_MESSAGES.required).email(ADD_ADMIN_MESSAGES.email),
  field_company_position: string().nullable().required(ADD_ADMIN_MESSAGES.required),
});

const EMPTY: AddAdminValues = {
  first_name: '',
  last_name: '',
  email: '',
  field_company_position: null,
};

/** The owner's form to give another person access; resolves true when they were added. */
export function AddAdminForm({ onAdd }: { onAdd: (values: AddAdminValues) => Promise<boolean> }) {
  const { lists } = useReferenceData();
  return (
    <Formik
      initialValues={EMPTY}
      validationSchema={addAdminSchema}
      onSubmit={async (values, helpers) => {
        if (await onAdd(values)) helpers.resetForm();
      }}
    >
      {({ isSubmitting }) => (
        <FormShell aria-label="Add an admin">
          <div className="mb-settings__add">
            <TextField name="first_name" label="First name" required autoComplete="off" />
            <TextField name="last_name" label="Last name" required autoComplete="off" />
            <TextField name="email" label="Email" type="email" required autoComplete="off" />
            <SelectField
              name="field_company_position"
              label="Company position"
              required
              options={optionsOf(lists, 'company_position')}
            />
          </div>
          <Button type="primary" htmlType="submit" loading={isSubmitting}>
            Add admin
          </Button>
        </FormShell>
      )}
    </Formik>
  );
}
