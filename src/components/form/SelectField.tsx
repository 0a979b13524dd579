import { Select } from 'antd';
import { FieldFrame } from './FieldFrame';
import { useFieldBinding } from './useFieldBinding';

export interface SelectOption<V extends string | number> {
  value: V;
  label: string;
}

export interface SelectFieldProps<V extends string | number> {
  name: string;
  label: string;
  options: SelectOption<V>[];
  multiple?: boolean;
  required?: boolean;
  placeholder?: string;
  /** An optional answer can be taken back (the value becomes null). */
  clearable?: boolean;
}

/** A select (or multi-select) bound to Formik. */
export function SelectField<V extends string | number>({
  name,
  label,
  options,
  multiple,
  required,
  placeholder,
  clearable,
}: SelectFieldProps<V>) {
  const { field, helpers, frame, status, a11y } = useFieldBinding<V | V[] | null>(name);
  return (
    <FieldFrame label={label} required={required} {...frame}>
      <Select<V | V[] | null>
        {...a11y}
        mode={multiple ? 'multiple' : undefined}
        options={options}
        value={field.value}
        placeholder={placeholder}
        status={status}
        allowClear={clearable}
        onChange={(value) => void helpers.setValue(value ?? null)}
        onBlur={() => void helpers.setTouched(true)}
        aria-required={required || undefined}
        showSearch={{ optionFilterProp: 'label' }}
        style={{ width: '100%' }}
      />
    </FieldFrame>
  );
}
