import type { ReactNode } from 'react';
import './field.css';

export interface FieldFrameProps {
  /** The visible name of the field. */
  label?: ReactNode;
  /** The control the label belongs to; without it the label is a caption with `labelId`. */
  htmlFor?: string;
  /** Id of the caption, for controls that point at it with `aria-labelledby` (groups, editors). */
  labelId?: string;
  required?: boolean;
  /** The field's message, shown under the control. */
  error?: ReactNode;
  /** Id of the message, which the control names in `aria-describedby`. */
  errorId?: string;
  /** Help shown under the control while there is no message. */
  extra?: ReactNode;
  children: ReactNode;
}

/**
 * Label, control and message of one form field, laid out like antd's vertical Form.Item. Formik
 * owns values, validation and submission, so antd's own form store is not loaded at all.
 */
export function FieldFrame({
  label,
  htmlFor,
  labelId,
  required,
  error,
  errorId,
  extra,
  children,
}: FieldFrameProps) {
  const labelClass = `mb-field__label${required ? ' mb-field__label--required' : ''}`;
  return (
    <div className="mb-field">
      {label !== undefined &&
        (htmlFor ? (
          <label htmlFor={htmlFor} id={labelId} className={labelClass}>
            {label}
          </label>
        ) : (
          <div id={labelId} className={labelClass}>
            {label}
          </div>
        ))}
      {children}
      {error ? (
        <div id={errorId} className="mb-field__message">
          {error}
        </div>
      ) : (
        extra && <div className="mb-field__extra">{extra}</div>
      )}
    </div>
  );
}
