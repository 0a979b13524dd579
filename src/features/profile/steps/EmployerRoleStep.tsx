import { optionsOf, useReferenceData } from '@/api/referenceApi';
import { SelectField } from '@/components/form/SelectField';
import { TextField } from '@/components/form/TextField';

/** Employer step 2: role at the company and position (list company_position). */
export function EmployerRoleStep() {
  const { lists } = useReferenceData();
  return (
    <>
      <TextField
        name="roleAtCompany"
        label="Role at company"
        autoComplete="organization-title"
        required
      />
      <SelectField
        name="companyPosition"
        label="Company position"
        options={optionsOf(lists, 'company_position')}
        required
      />
    </>
  );
}
