import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { FieldFrame } from './FieldFrame';
import { fieldId, useFieldBinding } from './useFieldBinding';

export interface DateFieldProps {
  name: string;
  label: string;
  /** Display format (the value is always stored as YYYY-MM-DD). */
  format?: string;
  required?: boolean;
  /** Days that cannot be picked. */
  disabledDate?: (day: Dayjs) => boolean;
}

/** A date picker bound to Formik; the value is a YYYY-MM-DD string, or '' when cleared. */
export function DateField({
  name,
  label,
  format = 'DD/MM/YYYY',
  required,
  disabledDate,
}: DateFieldProps) {
  const { field, helpers, frame, status, a11y } = useFieldBinding<string>(name);
  const value = field.value ? dayjs(field.value, 'YYYY-MM-DD') : null;
  return (
    // A label that already ends with '*' (the spec's 'Valid Until*') gets no second mark.
    <FieldFrame label={label} required={required && !label.endsWith('*')} {...frame}>
      <DatePicker
        {...a11y}
        id={fieldId(name)}
        value={value}
        format={format}
        status={status}
        disabledDate={disabledDate}
        onChange={(day) => void helpers.setValue(day ? day.format('YYYY-MM-DD') : '')}
        onBlur={() => void helpers.setTouched(true)}
        aria-required={required || undefined}
        style={{ width: '100%' }}
      />
    </FieldFrame>
  );
}
