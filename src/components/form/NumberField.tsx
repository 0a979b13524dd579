import { InputNumber } from 'antd';
import { FieldFrame } from './FieldFrame';
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
  const { field, helpers, frame, status, a11y } = useFieldBinding<number | null>(name);
  return (
    <FieldFrame label={label} required={required} {...frame}>
      <InputNumber
        {...a11y}
        {...limits}
        name={name}
        value={field.value}
        status={status}
        onChange={(value) => void helpers.setValue(typeof value === 'number' ? value : null)}
        onBlur={() => void helpers.setTouched(true)}
        aria-required={required || undefined}
        style={{ width: '100%' }}
      />
    </FieldFrame>
  );
}
