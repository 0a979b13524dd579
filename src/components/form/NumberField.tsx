import { InputNumber } from 'antd';
import { FieldFrame } from './FieldFrame';
import { useBufferedValue } from './useBufferedValue';
import { useFieldBinding } from './useFieldBinding';

export interface NumberFieldProps {
  name: string;
  label: string;
  min?: number;
  max?: number;
  step?: number;
  required?: boolean;
}

/** A numeric input bound to Formik; an emptied input stores null. Typing is buffered like TextField's. */
export function NumberField({ name, label, required, ...limits }: NumberFieldProps) {
  const { field, helpers, frame, status, a11y, leave } = useFieldBinding<number | null>(name);
  const buffered = useBufferedValue(field.value, (value) => void helpers.setValue(value));
  return (
    <FieldFrame label={label} required={required} {...frame}>
      <InputNumber
        {...a11y}
        {...limits}
        name={name}
        value={buffered.value}
        status={status}
        onChange={(value) => buffered.change(typeof value === 'number' ? value : null)}
        onBlur={() => {
          buffered.flush();
          leave(buffered.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') buffered.flush();
        }}
        aria-required={required || undefined}
        style={{ width: '100%' }}
      />
    </FieldFrame>
  );
}
