import { Input } from 'antd';
import { FieldFrame } from './FieldFrame';
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
  const { field, frame, status, a11y } = useFieldBinding<string>(name);
  return (
    <FieldFrame label={label} required={required} {...frame}>
      <Input
        {...field}
        {...a11y}
        {...input}
        value={field.value ?? ''}
        type={type}
        status={status}
        aria-required={required || undefined}
      />
    </FieldFrame>
  );
}
