import { lazy, Suspense } from 'react';
import { FieldFrame } from '@/components/form/FieldFrame';
import { fieldId, useFieldBinding } from '@/components/form/useFieldBinding';
import type { Highlighter } from '@/components/rich-text/highlightDecorator';

// draft-js is large; it loads with the first page that shows a rich text field.
const RichTextEditor = lazy(() =>
  import(/* webpackChunkName: "rich-text" */ '@/components/rich-text/RichTextEditor').then((m) => ({
    default: m.RichTextEditor,
  })),
);

export interface RichTextFormFieldProps {
  name: string;
  label: string;
  required?: boolean;
  /** Marks ranges of the text in place, e.g. gender-coded words; see RichTextEditor. */
  highlight?: Highlighter;
}

/** The rich text editor bound to a Formik field holding basic_html. */
export function RichTextFormField({ name, label, required, highlight }: RichTextFormFieldProps) {
  const { field, helpers, frame, a11y } = useFieldBinding<string>(name);
  const labelId = `${fieldId(name)}-label`;
  return (
    <FieldFrame
      label={label}
      labelId={labelId}
      required={required}
      error={frame.error}
      errorId={frame.errorId}
    >
      <Suspense fallback={<div style={{ minHeight: 160 }} />}>
        <RichTextEditor
          value={field.value}
          onChange={(html) => void helpers.setValue(html)}
          onBlur={() => void helpers.setTouched(true)}
          aria-labelledby={labelId}
          aria-describedby={a11y['aria-describedby']}
          toolbarLabel={`${label} formatting`}
          error={Boolean(frame.error)}
          highlight={highlight}
        />
      </Suspense>
    </FieldFrame>
  );
}
