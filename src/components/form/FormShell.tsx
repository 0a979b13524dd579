import { Form as FormikForm } from 'formik';
import { useEffect, useRef, type ReactNode } from 'react';
import { replayTypingBeforeHydration } from '@/app/hydration';
import { BufferTyping } from './useBufferedValue';

interface FormShellProps {
  children: ReactNode;
  /** Accessible name of the form when no heading labels it. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** Large forms: keystrokes reach the form when typing pauses (see useBufferedValue). */
  bufferTyping?: boolean;
}

/**
 * A Formik form: Formik owns the `<form>` and submission; each field lays itself out. POST,
 * because a pre-rendered visitor page can be submitted natively before the app has hydrated it,
 * and a GET would put what was typed (a password) into the address; the server answers such a
 * POST by sending the page again.
 */
export function FormShell({ children, bufferTyping = false, ...aria }: FormShellProps) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (form.current) replayTypingBeforeHydration(form.current);
  }, []);
  return (
    <FormikForm ref={form} noValidate method="post" {...aria}>
      <BufferTyping.Provider value={bufferTyping}>{children}</BufferTyping.Provider>
    </FormikForm>
  );
}
