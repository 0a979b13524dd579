import { lazy, Suspense, useCallback, useRef } from 'react';
import { FieldFrame } from '@/components/form/FieldFrame';
import { useFieldBinding } from '@/components/form/useFieldBinding';
import type { Highlighter } from '@/components/rich-text/highlightDecorator';
import { RichTextStandIn } from '@/components/rich-text/RichTextStandIn';
import { useLoadOnFirstUse } from './useLoadOnFirstUse';

// draft-js is large: it loads when a rich text field is first used (see RichTextFormField).
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

/**
 * The rich text editor bound to a Formik field holding basic_html. The editor (draft-js) loads
 * when the field is first pointed at, touched or focused, or when something is marked in it;
 * until then a stand-in shows the text and keeps what is typed into it, and it stays on screen,
 * focused, until the editor is ready to take over (a transition).
 */
export function RichTextFormField({ name, label, required, highlight }: RichTextFormFieldProps) {
  const { field, helpers, captionFrame: frame, a11y } = useFieldBinding<string>(name);
  const { labelId } = frame;
  const { live, triggers } = useLoadOnFirstUse(highlight !== undefined);
  const typed = useRef('');
  const focused = useRef(false);
  const handOver = useCallback(() => {
    const text = typed.current;
    typed.current = '';
    return { text, focus: focused.current };
  }, []);
  const setValue = useCallback((html: string) => void helpers.setValue(html), [helpers]);

  const standIn = (
    <RichTextStandIn
      html={field.value}
      aria-labelledby={labelId}
      aria-describedby={a11y['aria-describedby']}
      toolbarLabel={`${label} formatting`}
      error={Boolean(frame.error)}
      onInput={(text) => {
        typed.current += text;
      }}
      onFocusChange={(now) => {
        focused.current = now;
      }}
    />
  );
  return (
    <FieldFrame label={label} required={required} {...frame}>
      <div {...triggers}>
        <Suspense fallback={standIn}>
          {live ? (
            <RichTextEditor
              value={field.value}
              onChange={setValue}
              onBlur={() => void helpers.setTouched(true)}
              aria-labelledby={labelId}
              aria-describedby={a11y['aria-describedby']}
              toolbarLabel={`${label} formatting`}
              error={Boolean(frame.error)}
              highlight={highlight}
              handOver={handOver}
            />
          ) : (
            standIn
          )}
        </Suspense>
      </div>
    </FieldFrame>
  );
}
