import { Input } from 'antd';
import { useEffect, useState } from 'react';
import { FieldFrame } from './FieldFrame';
import { useBufferedValue } from './useBufferedValue';
import { useFieldBinding } from './useFieldBinding';

export interface NumberFieldProps {
  name: string;
  label: string;
  /** 0.01 for amounts with cents: the phone keyboard then offers a decimal point. */
  step?: number;
  required?: boolean;
}

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * What the form holds for a typed text: null when empty, the number, or NaN when the text is not
 * a number (the schema's type error names it). Nothing typed is clamped or dropped in silence:
 * "-3" stays -3 and fails the schema's minimum, "abc" stays on screen with its message.
 */
export function parseNumber(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  return NUMBER.test(trimmed) ? Number(trimmed) : Number.NaN;
}

const sameNumber = (a: number | null, b: number | null) =>
  a === b || (Number.isNaN(a) && Number.isNaN(b));

/**
 * A numeric input bound to Formik; an emptied input stores null. Typing is buffered like
 * TextField's. Limits are the schema's (minimum 0 and the like, with their messages): the input
 * shows what was typed and never clamps it.
 */
export function NumberField({ name, label, required, step }: NumberFieldProps) {
  const { field, helpers, frame, status, a11y, leave } = useFieldBinding<number | null>(name);
  const buffered = useBufferedValue(field.value, (value) => void helpers.setValue(value));
  const [text, setText] = useState(() => (field.value == null ? '' : String(field.value)));
  // A value set from outside (a reset, a saved profile) replaces the text, unless it is what the
  // text already says.
  useEffect(() => {
    setText((current) =>
      sameNumber(parseNumber(current), buffered.value)
        ? current
        : buffered.value == null || Number.isNaN(buffered.value)
          ? ''
          : String(buffered.value),
    );
  }, [buffered.value]);
  return (
    <FieldFrame label={label} required={required} {...frame}>
      <Input
        {...a11y}
        name={name}
        inputMode={step !== undefined && !Number.isInteger(step) ? 'decimal' : 'numeric'}
        value={text}
        status={status}
        onChange={(event) => {
          setText(event.target.value);
          buffered.change(parseNumber(event.target.value));
        }}
        onBlur={() => {
          buffered.flush();
          leave(buffered.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') buffered.flush();
        }}
        aria-required={required || undefined}
      />
    </FieldFrame>
  );
}
