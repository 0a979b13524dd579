import { Input } from 'antd';
import { useFormikContext } from 'formik';
import { FieldFrame } from '@/components/form/FieldFrame';
import { useFieldBinding } from '@/components/form/useFieldBinding';
import type { JobFormValues } from './jobForm';

/** One amount of the salary range: digits only (spec 02 §5), anything else is not typed in. */
function AmountInput({ name, label }: { name: 'salaryFrom' | 'salaryTo'; label: string }) {
  const { field, helpers, frame, status, a11y } = useFieldBinding<string>(name);
  const { setFieldTouched } = useFormikContext<JobFormValues>();
  return (
    <FieldFrame label={label} {...frame}>
      <Input
        {...a11y}
        name={name}
        inputMode="numeric"
        autoComplete="off"
        value={field.value}
        status={status}
        maxLength={9}
        onChange={(event) => void helpers.setValue(event.target.value.replace(/\D/g, ''))}
        onBlur={() => {
          void helpers.setTouched(true);
          // The range rule sits on From: leaving To re-checks it too.
          if (name === 'salaryTo') void setFieldTouched('salaryFrom', true);
        }}
      />
    </FieldFrame>
  );
}

/** Net base salary, annual: From and To in the job's currency. */
export function SalaryFields() {
  return (
    <div className="mb-job-form__pair">
      <AmountInput name="salaryFrom" label="Salary from (yearly)" />
      <AmountInput name="salaryTo" label="Salary to (yearly)" />
    </div>
  );
}
