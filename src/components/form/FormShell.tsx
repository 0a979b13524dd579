import { Form as FormikForm } from 'formik';
import type { ReactNode } from 'react';

interface FormShellProps {
  children: ReactNode;
  /** Accessible name of the form when no heading labels it. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/** A Formik form: Formik owns the `<form>` and submission; each field lays itself out. */
export function FormShell({ children, ...aria }: FormShellProps) {
  return (
    <FormikForm noValidate {...aria}>
      {children}
    </FormikForm>
  );
}
