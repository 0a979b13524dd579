import { Input } from 'antd';
import { FieldFrame } from './FieldFrame';
import { useFieldBinding } from './useFieldBinding';

export interface PasswordFieldProps {
  name: string;
  label: string;
  autoComplete?: 'current-password' | 'new-password';
  required?: boolean;
}

/** A password input with a show/hide toggle, bound to Formik. */
export function PasswordField({ name, label, required, autoComplete }: PasswordFieldProps) {
  const { field, frame, status, a11y } = useFieldBinding<string>(name);
  return (
    <FieldFrame label={label} required={required} {...frame}>
      <Input.Password
        {...field}
        {...a11y}
        value={field.value ?? ''}
        autoComplete={autoComplete}
        status={status}
        aria-required={required || undefined}
      />
    </FieldFrame>
  );
}
