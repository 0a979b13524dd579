/** Employer wizard and edit-mode rules, one schema per step (spec 01 §5, messages verbatim). */
import { object, string, type AnyObject, type ObjectSchema } from 'yup';
import { REQUIRED } from './candidate.schema';
import { isPhoneNumber } from './phone';

export const EMPLOYER_PHONE_MESSAGE = 'Phone number is not valid';

type Schema = ObjectSchema<AnyObject>;

/** Step 1: personal details and picture; the company name comes from the sign-up. */
export const employerStep1Schema: Schema = object({
  firstName: string().trim().required(REQUIRED),
  lastName: string().trim().required(REQUIRED),
  contactEmail: string().trim().email('Enter a valid email'),
  phone: string().test('phone', EMPLOYER_PHONE_MESSAGE, isPhoneNumber),
  companyName: string().trim().required(REQUIRED),
});

/** Step 2: role at the company and position. */
export const employerStep2Schema: Schema = object({
  roleAtCompany: string().trim().required(REQUIRED).max(255),
  companyPosition: string().nullable().required(REQUIRED),
});

export const EMPLOYER_STEP_SCHEMAS: Schema[] = [employerStep1Schema, employerStep2Schema];
