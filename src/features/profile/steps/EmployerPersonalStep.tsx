import { TextField } from '@/components/form/TextField';
import { PersonalDetailsFields } from './PersonalDetailsFields';

/** Employer step 1: name, contact, company and picture. */
export function EmployerPersonalStep() {
  return (
    <>
      <PersonalDetailsFields role="employer" />
      <TextField name="companyName" label="Company name" autoComplete="organization" required />
    </>
  );
}
