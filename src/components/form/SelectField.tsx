import { Form, Select } from 'antd';
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
}

/** A select (or multi-select) bound to Formik. */
export function SelectField<V extends string | number>({
  name,
  label,
  options,
  multiple,
  required,
  placeholder,
}: SelectFieldProps<V>) {
  const { field, helpers, itemProps, a11y } = useFieldBinding<V | V[] | null>(name);
  return (
    <Form.Item label={label} required={required} {...itemProps}>
      <Select<V | V[] | null>
        {...a11y}
        mode={multiple ? 'multiple' : undefined}
        options={options}
        value={field.value}
        placeholder={placeholder}
        onChange={(value) => void helpers.setValue(value)}
        onBlur={() => void helpers.setTouched(true)}
        aria-required={required || undefined}
        showSearch={{ optionFilterProp: 'label' }}
      />
    </Form.Item>
  );
}
