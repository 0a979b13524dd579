import { Radio } from 'antd';
import { FieldFrame } from './FieldFrame';
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
  const { field, helpers, frame, a11y } = useFieldBinding<V | null>(name);
  const labelId = `${fieldId(name)}-label`;
  return (
    <FieldFrame
      label={label}
      labelId={labelId}
      required={required}
      error={frame.error}
      errorId={frame.errorId}
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
    </FieldFrame>
  );
}
