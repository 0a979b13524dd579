import type { Highlighter } from '@/components/rich-text/highlightDecorator';
import { findCodedWords, type GenderKind } from '@contract/gender/genderCoding';
import './genderMarks.css';

/** Classes of a gender-coded word, in the editor and in the result's word list. */
export const GENDER_MARK_CLASS: Readonly<Record<GenderKind, string>> = {
  feminine: 'mb-gender-mark mb-gender-mark--feminine',
  masculine: 'mb-gender-mark mb-gender-mark--masculine',
};

/**
 * A new highlighter that marks the gender-coded words of an editor block. Each call gives a
 * different function, which makes the editor decorate the text afresh (a re-check).
 */
export function createGenderHighlighter(): Highlighter {
  return (text) =>
    findCodedWords(text).map(({ start, end, kind }) => ({
      start,
      end,
      className: GENDER_MARK_CLASS[kind],
    }));
}
