import { object, ref, string } from 'yup';
import { messages, PASSWORD_MIN } from './messages';

/** Spec 01 §5 "Reset password": min 8 characters and equal to the confirmation. */
export const resetPasswordSchema = object({
  password: string()
    .trim()
    .required(messages.passwordRequired)
    .min(PASSWORD_MIN, messages.passwordMin),
  confirmPassword: string()
    .trim()
    .required(messages.confirmRequired)
    .oneOf([ref('password')], messages.passwordMismatch),
});

export interface ResetPasswordValues {
  password: string;
  confirmPassword: string;
}
