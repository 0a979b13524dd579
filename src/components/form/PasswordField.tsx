import { Form, Input } from 'antd';
import { useFieldBinding } from './useFieldBinding';

export interface PasswordFieldProps {
  name: string;
  label: string;
  autoComplete?: 'current-password' | 'new-password';
  required?: boolean;
}

/** A password input with a show/hide toggle, bound to Formik. */
export function PasswordField({ name, label, required, autoComplete }: PasswordFieldProps) {
  const { field, itemProps, a11y } = useFieldBinding<string>(name);
  return (
    <Form.Item label={label} required={required} {...itemProps}>
      <Input.Password
        {...field}
        {...a11y}
        value={field.value ?? ''}
        autoComplete={autoComplete}
        aria-required={required || undefined}
      />
    </Form.Item>
  );
}
