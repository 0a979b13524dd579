import { PasswordField } from './PasswordField';

export interface NewPasswordFieldsProps {
  label?: string;
  confirmLabel?: string;
}

/**
 * A new password and its confirmation, bound to the Formik fields `password` and
 * `confirmPassword` and marked for the browser's password manager as a new password.
 */
export function NewPasswordFields({
  label = 'New password',
  confirmLabel = 'Confirm new password',
}: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField name="password" label={label} autoComplete="new-password" required />
      <PasswordField
        name="confirmPassword"
        label={confirmLabel}
        autoComplete="new-password"
        required
      />
    </>
  );
}
