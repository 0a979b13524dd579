import { object, string } from 'yup';
import { messages } from './messages';

/** Spec 01 §5 "Forgot password". */
export const forgottenPasswordSchema = object({
  email: string().trim().required(messages.required).email(messages.forgotEmailInvalid),
});

export interface ForgottenPasswordValues {
  email: string;
}
