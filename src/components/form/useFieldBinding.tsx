import {
  setIn,
  useField,
  useFormikContext,
  type FieldHelperProps,
  type FieldInputProps,
} from 'formik';

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
  /**
   * Props for the FieldFrame of a group or an editor: its caption has an id (`labelId`) for the
   * control's `aria-labelledby`, as no single element can be the label's target.
   */
  captionFrame: {
    labelId: string;
    error: string | undefined;
    errorId: string;
  };
  /**
   * The field is left holding `value`: it shows its message from now on, checked against that
   * value. Formik's own blur validation reads the values of the form's last render, which miss a
   * value handed over in the same event or in a transition not yet rendered (buffered typing), and
   * its late answer would then flag a filled field 'Required' (and move what is below it).
   */
  leave: (value: V) => void;
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
  const formik = useFormikContext<object>();
  const id = fieldId(name);
  const helpId = `${id}-help`;
  const error = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
  return {
    field,
    helpers,
    id,
    error,
    frame: { htmlFor: id, error, errorId: helpId },
    captionFrame: { labelId: `${id}-label`, error, errorId: helpId },
    leave: (value) => {
      void helpers.setTouched(true, false);
      if (formik.validateOnBlur !== false)
        void formik.validateForm(setIn(formik.values, name, value));
    },
    status: error ? 'error' : undefined,
    a11y: {
      id,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? helpId : undefined,
    },
  };
}
