import { object, ref, string } from 'yup';
import { messages, PASSWORD_MIN } from './messages';

/** A new password and its confirmation (spec 01 §5): min 8 characters, and equal. */
export const newPasswordFields = {
  password: string()
    .trim()
    .required(messages.passwordRequired)
    .min(PASSWORD_MIN, messages.passwordMin),
  confirmPassword: string()
    .trim()
    .required(messages.confirmRequired)
    .oneOf([ref('password')], messages.passwordMismatch),
};

/** Spec 01 §5 "Reset password". */
export const resetPasswordSchema = object(newPasswordFields);

export interface ResetPasswordValues {
  password: string;
  confirmPassword: string;
}
