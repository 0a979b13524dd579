import { Checkbox } from 'antd';
import { FieldFrame } from './FieldFrame';
import type { ReactNode } from 'react';
import { useFieldBinding } from './useFieldBinding';

export interface CheckboxFieldProps {
  name: string;
  /** The checkbox's own label, shown next to it. */
  children: ReactNode;
}

/** A boolean checkbox bound to Formik. */
export function CheckboxField({ name, children }: CheckboxFieldProps) {
  const { field, helpers, frame, a11y } = useFieldBinding<boolean>(name);
  return (
    <FieldFrame error={frame.error} errorId={frame.errorId}>
      <Checkbox
        {...a11y}
        name={name}
        checked={Boolean(field.value)}
        onChange={(event) => {
          void helpers.setValue(event.target.checked);
          void helpers.setTouched(true, false);
        }}
      >
        {children}
      </Checkbox>
    </FieldFrame>
  );
}
