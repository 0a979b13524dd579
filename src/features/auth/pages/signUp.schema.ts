import { object, ref, string } from 'yup';
import { messages, PASSWORD_MIN } from './messages';

/** Spec 01 §5 "Sign-up": the login rules plus the confirmation. */
export const candidateSignUpSchema = object({
  email: string().trim().required(messages.emailRequired).email(messages.emailInvalid),
  password: string()
    .trim()
    .required(messages.passwordRequired)
    .min(PASSWORD_MIN, messages.passwordMin),
  confirmPassword: string()
    .trim()
    .required(messages.confirmRequired)
    .oneOf([ref('password')], messages.passwordMismatch),
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
