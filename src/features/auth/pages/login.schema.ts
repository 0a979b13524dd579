import { object, string } from 'yup';
import { messages, PASSWORD_MIN } from './messages';

/** Spec 01 §5 "Login". Values are trimmed before the rules apply. */
export const loginSchema = object({
  email: string().trim().required(messages.emailRequired).email(messages.emailInvalid),
  password: string()
    .trim()
    .required(messages.passwordRequired)
    .min(PASSWORD_MIN, messages.passwordMin),
});

export interface LoginValues {
  email: string;
  password: string;
}
