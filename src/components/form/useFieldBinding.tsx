import { useField, type FieldHelperProps, type FieldInputProps } from 'formik';

/** Everything a field component needs from Formik, for its FieldFrame and its antd control. */
export interface FieldBinding<V> {
  field: FieldInputProps<V>;
  helpers: FieldHelperProps<V>;
  id: string;
  error: string | undefined;
  /** Props for the field's FieldFrame: its label's target and its message. */
  frame: {
    htmlFor: string;
    error: string | undefined;
    errorId: string;
  };
  /** The antd control's `status`: red while the field shows a message. */
  status: 'error' | undefined;
  a11y: {
    id: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  };
}

/** Field ids are derived from names so labels and help texts can point at them. */
export const fieldId = (name: string): string => `field-${name.replace(/[^\w-]/g, '-')}`;

/** Binds one Formik field; errors show once the field is touched (or the form submitted). */
export function useFieldBinding<V>(name: string): FieldBinding<V> {
  const [field, meta, helpers] = useField<V>(name);
  const id = fieldId(name);
  const helpId = `${id}-help`;
  const error = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
  return {
    field,
    helpers,
    id,
    error,
    frame: { htmlFor: id, error, errorId: helpId },
    status: error ? 'error' : undefined,
    a11y: {
      id,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? helpId : undefined,
    },
  };
}
