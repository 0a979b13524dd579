import { Radio } from 'antd';
import type { ReactNode } from 'react';
import { FieldFrame } from './FieldFrame';
import { useFieldBinding } from './useFieldBinding';

export interface RadioOption<V extends string | number> {
  value: V;
  label: string;
}

export interface RadioGroupFieldProps<V extends string | number> {
  name: string;
  label: string;
  options: RadioOption<V>[];
  required?: boolean;
  /** A sentence under the choices saying what they mean. */
  extra?: ReactNode;
}

/** A radio group bound to Formik; the group is named by its visible label. */
export function RadioGroupField<V extends string | number>({
  name,
  label,
  options,
  required,
  extra,
}: RadioGroupFieldProps<V>) {
  const { field, helpers, captionFrame: frame, a11y } = useFieldBinding<V | null>(name);
  const extraId = `${a11y.id}-extra`;
  return (
    <FieldFrame
      label={label}
      required={required}
      {...frame}
      extra={extra && <span id={extraId}>{extra}</span>}
    >
      <Radio.Group
        id={a11y.id}
        role="radiogroup"
        aria-labelledby={frame.labelId}
        aria-invalid={a11y['aria-invalid']}
        aria-describedby={
          [a11y['aria-describedby'], extra && !frame.error ? extraId : undefined]
            .filter(Boolean)
            .join(' ') || undefined
        }
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
