import { Form, Input } from 'antd';
import { useFieldBinding } from './useFieldBinding';

export interface TextFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'url';
  autoComplete?: string;
  required?: boolean;
  placeholder?: string;
  disabled?: boolean;
}

/** A single-line text input bound to Formik. */
export function TextField({ name, label, type = 'text', required, ...input }: TextFieldProps) {
  const { field, itemProps, a11y } = useFieldBinding<string>(name);
  return (
    <Form.Item label={label} required={required} {...itemProps}>
      <Input
        {...field}
        {...a11y}
        {...input}
        value={field.value ?? ''}
        type={type}
        aria-required={required || undefined}
      />
    </Form.Item>
  );
}
