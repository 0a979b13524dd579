import type { ReactNode } from 'react';
import './filters.css';

/**
 * A labelled filter of a list's filter bar; `beside` sits at the label's end (the Any/All switch
 * of Skills, in the same place on every search), `note` under the control.
 */
export function FilterField(props: {
  id: string;
  label: string;
  beside?: ReactNode;
  note?: string;
  children: ReactNode;
}) {
  return (
    <div className="mb-filter">
      <div className="mb-filter__head">
        <label htmlFor={props.id} className="mb-filter__label">
          {props.label}
        </label>
        {props.beside}
      </div>
      {props.children}
      {props.note ? (
        <span id={`${props.id}-note`} className="mb-filter__note">
          {props.note}
        </span>
      ) : null}
    </div>
  );
}

/** An empty filter says what it lets through (the theme keeps placeholders readable: 5.3:1). */
export const ANY_PLACEHOLDER = 'Any';

/** The props every multiple-choice filter select shares. */
export const MULTIPLE_SELECT = {
  mode: 'multiple' as const,
  placeholder: ANY_PLACEHOLDER,
  allowClear: true,
  maxTagCount: 'responsive' as const,
  optionFilterProp: 'label',
};
