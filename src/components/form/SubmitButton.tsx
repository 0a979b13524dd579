import { Button } from 'antd';
import { useFormikContext } from 'formik';
import type { ReactNode } from 'react';

export interface SubmitButtonProps {
  children: ReactNode;
  /** Field names that must hold text before the button is enabled (spec: "disabled while empty"). */
  requireFilled?: string[];
  block?: boolean;
}

const isEmpty = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The form's primary button: busy while submitting, optionally disabled until filled. */
export function SubmitButton({ children, requireFilled = [], block = true }: SubmitButtonProps) {
  const { isSubmitting, values } = useFormikContext<Record<string, unknown>>();
  const empty = requireFilled.some((name) => isEmpty(values[name]));
  return (
    <Button type="primary" htmlType="submit" block={block} loading={isSubmitting} disabled={empty}>
      {children}
    </Button>
  );
}
