import { object, string } from 'yup';
import { messages } from './messages';
import { newPasswordFields } from './resetPassword.schema';

/** Spec 01 §5 "Sign-up": the login rules plus the confirmation. */
export const candidateSignUpSchema = object({
  email: string().trim().required(messages.emailRequired).email(messages.emailInvalid),
  ...newPasswordFields,
});

/** The employer tab adds the company name. */
export const employerSignUpSchema = candidateSignUpSchema.shape({
  companyName: string().trim().required(messages.required),
});

export interface SignUpValues {
  companyName: string;
  email: string;
  password: string;
  confirmPassword: string;
}
