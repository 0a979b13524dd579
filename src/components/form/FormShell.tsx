import { Form as AntForm } from 'antd';
import { Form as FormikForm } from 'formik';
import type { ReactNode } from 'react';

interface FormShellProps {
  children: ReactNode;
  /** Accessible name of the form when no heading labels it. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/**
 * A Formik form laid out by antd: Formik owns the `<form>` and submission, antd supplies the
 * vertical layout context for every `Form.Item` inside.
 */
export function FormShell({ children, ...aria }: FormShellProps) {
  return (
    <FormikForm noValidate {...aria}>
      <AntForm layout="vertical" component={false} requiredMark>
        {children}
      </AntForm>
    </FormikForm>
  );
}
