import { Form, InputNumber } from 'antd';
import { useFieldBinding } from './useFieldBinding';

export interface NumberFieldProps {
  name: string;
  label: string;
  min?: number;
  max?: number;
  step?: number;
  required?: boolean;
}

/** A numeric input bound to Formik; an emptied input stores null. */
export function NumberField({ name, label, required, ...limits }: NumberFieldProps) {
  const { field, helpers, itemProps, a11y } = useFieldBinding<number | null>(name);
  return (
    <Form.Item label={label} required={required} {...itemProps}>
      <InputNumber
        {...a11y}
        {...limits}
        name={name}
        value={field.value}
        onChange={(value) => void helpers.setValue(typeof value === 'number' ? value : null)}
        onBlur={() => void helpers.setTouched(true)}
        aria-required={required || undefined}
        style={{ width: '100%' }}
      />
    </Form.Item>
  );
}
