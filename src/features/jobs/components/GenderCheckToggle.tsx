import { useId, type ReactNode } from 'react';
import { Switch } from 'antd';
import { useField } from 'formik';
import type { Highlighter } from '@/components/rich-text/highlightDecorator';
import { GenderCheckResult } from './GenderCheckResult';
import { useGenderCheck } from './useGenderCheck';
import './GenderCheckToggle.css';

export interface GenderCheckToggleProps {
  /** Formik name of the rich-text field to check (its value is basic_html). */
  name: string;
  /** Renders the field; hand `highlight` to its `RichTextFormField`. */
  children: (highlight: Highlighter | undefined) => ReactNode;
  /** Visible label of the switch. */
  label?: string;
}

/**
 * The gender-bias review of a rich-text field (spec 02): a switch under the field that, when
 * on, marks the gender-coded words in the editor and shows the result below; off clears both.
 *
 * ```tsx
 * <GenderCheckToggle name="field_description">
 *   {(highlight) => (
 *     <RichTextFormField name="field_description" label="Description" highlight={highlight} />
 *   )}
 * </GenderCheckToggle>
 * ```
 */
export function GenderCheckToggle({
  name,
  children,
  label = 'Check for gender-coded wording',
}: GenderCheckToggleProps) {
  const [field] = useField<string | null | undefined>(name);
  const { on, setOn, highlight, analysis } = useGenderCheck(field.value);
  const switchId = useId();
  return (
    <div className="mb-gender-check">
      {children(highlight)}
      <div className="mb-gender-check__toggle">
        <Switch id={switchId} checked={on} onChange={setOn} />
        <label htmlFor={switchId}>{label}</label>
      </div>
      <GenderCheckResult analysis={analysis} />
    </div>
  );
}
