import { InputNumber } from 'antd';
import { useState } from 'react';
import { MAX_SALARY } from '@contract/reference';

export interface SalaryFilterProps {
  /** The input's id; `{id}-note` names the note that describes it. */
  id: string;
  value: number | null;
  onChange(value: number | null): void;
}

/**
 * 'Minimum yearly salary' (salary_min): jobs whose range reaches at least this yearly amount in
 * the job's own currency. It applies when the field is left or Enter is pressed, not on every
 * keystroke, so typing 60000 does not load the list five times.
 */
export function SalaryFilter({ id, value, onChange }: SalaryFilterProps) {
  const [draft, setDraft] = useState<number | null>(value);
  const [applied, setApplied] = useState(value);
  if (value !== applied) {
    setApplied(value);
    setDraft(value);
  }
  const apply = () => {
    const next = draft === null ? null : Math.min(MAX_SALARY, Math.max(0, Math.round(draft)));
    if (next !== value) onChange(next);
  };
  return (
    <InputNumber<number>
      id={id}
      aria-describedby={`${id}-note`}
      className="mb-job-filter__salary"
      min={0}
      max={MAX_SALARY}
      precision={0}
      step={1000}
      value={draft}
      onChange={(next) => setDraft(next)}
      onBlur={apply}
      onPressEnter={apply}
    />
  );
}
