import { Form, Radio } from 'antd';
import { fieldId, useFieldBinding } from './useFieldBinding';

export interface RadioOption<V extends string | number> {
  value: V;
  label: string;
}

export interface RadioGroupFieldProps<V extends string | number> {
  name: string;
  label: string;
  options: RadioOption<V>[];
  required?: boolean;
}

/** A radio group bound to Formik; the group is named by its visible label. */
export function RadioGroupField<V extends string | number>({
  name,
  label,
  options,
  required,
}: RadioGroupFieldProps<V>) {
  const { field, helpers, itemProps, a11y } = useFieldBinding<V | null>(name);
  const labelId = `${fieldId(name)}-label`;
  return (
    <Form.Item
      label={<span id={labelId}>{label}</span>}
      required={required}
      validateStatus={itemProps.validateStatus}
      help={itemProps.help}
    >
      <Radio.Group
        id={a11y.id}
        role="radiogroup"
        aria-labelledby={labelId}
        aria-invalid={a11y['aria-invalid']}
        aria-describedby={a11y['aria-describedby']}
        aria-required={required || undefined}
        name={name}
        value={field.value}
        options={options}
        onChange={(event) => {
          void helpers.setValue(event.target.value as V);
          void helpers.setTouched(true, false);
        }}
      />
    </Form.Item>
  );
}
