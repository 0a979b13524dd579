import { Input } from 'antd';
import { FieldFrame } from './FieldFrame';
import { useBufferedValue } from './useBufferedValue';
import { useFieldBinding } from './useFieldBinding';

export interface TextFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'url';
  autoComplete?: string;
  required?: boolean;
  placeholder?: string;
  disabled?: boolean;
  /** Several lines (a statement): a text area that grows with its text. */
  multiline?: boolean;
}

/** Whether the browser sizes a text area to its text itself (field-sizing; see field.css). */
const GROWS_NATIVELY =
  typeof CSS !== 'undefined' &&
  typeof CSS.supports === 'function' &&
  CSS.supports('field-sizing', 'content');

/**
 * A single-line text input bound to Formik. Keystrokes re-render only this field; the form hears
 * of them when typing pauses or the field is left (useBufferedValue).
 */
export function TextField({
  name,
  label,
  type = 'text',
  required,
  multiline,
  ...input
}: TextFieldProps) {
  const { field, helpers, frame, status, a11y, leave } = useFieldBinding<string>(name);
  const buffered = useBufferedValue(field.value ?? '', (value) => void helpers.setValue(value));
  if (multiline)
    return (
      <FieldFrame label={label} required={required} {...frame}>
        <Input.TextArea
          {...a11y}
          {...input}
          name={field.name}
          value={buffered.value}
          className={GROWS_NATIVELY ? 'mb-field__grows' : undefined}
          autoSize={GROWS_NATIVELY ? false : { minRows: 3, maxRows: 10 }}
          onChange={(event) => buffered.change(event.target.value)}
          onBlur={() => {
            buffered.flush();
            leave(buffered.value);
          }}
          status={status}
          aria-required={required || undefined}
        />
      </FieldFrame>
    );
  return (
    <FieldFrame label={label} required={required} {...frame}>
      <Input
        {...a11y}
        {...input}
        name={field.name}
        value={buffered.value}
        onChange={(event) => buffered.change(event.target.value)}
        onBlur={() => {
          buffered.flush();
          leave(buffered.value);
        }}
        onKeyDown={(event) => {
          // Enter submits the form: it must see what was just typed.
          if (event.key === 'Enter') buffered.flush();
        }}
        type={type}
        status={status}
        aria-required={required || undefined}
      />
    </FieldFrame>
  );
}
