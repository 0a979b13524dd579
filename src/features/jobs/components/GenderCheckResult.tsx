import { useId } from 'react';
import { Typography } from 'antd';
import { alternativeFor } from '../genderAlternatives';
import type { GenderCoding, GenderKind } from '@contract/gender/genderCoding';
import { GENDER_MARK_CLASS } from './genderMarks';
import { CATEGORY_TEXT } from './genderCategories';
import './GenderCheckResult.css';

const KIND_TEXT: Readonly<Record<GenderKind, { caption: string; cue: string }>> = {
  masculine: { caption: 'Masculine-coded words', cue: 'solid underline' },
  feminine: { caption: 'Feminine-coded words', cue: 'dotted underline' },
};

const words = (count: number, kind: GenderKind) =>
  `${count} ${kind}-coded ${count === 1 ? 'word' : 'words'}`;

// A real minus sign, which screen readers say as "minus".
const signed = (score: number) => (score > 0 ? `+${score}` : score < 0 ? `\u2212${-score}` : '0');

/** Each distinct word with its count, most frequent first, ties in text order. */
function tally(list: readonly string[]): Array<[string, number]> {
  const counts = new Map<string, number>();
  for (const word of list) counts.set(word, (counts.get(word) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]);
}

function WordList({ kind, list }: { kind: GenderKind; list: readonly string[] }) {
  const captionId = useId();
  const { caption, cue } = KIND_TEXT[kind];
  if (list.length === 0) return null;
  return (
    <div className="mb-gender-result__group">
      <Typography.Text strong id={captionId}>
        {caption} (marked with a <span className={GENDER_MARK_CLASS[kind]}>{cue}</span>)
      </Typography.Text>
      <ul className="mb-gender-result__list" aria-labelledby={captionId}>
        {tally(list).map(([word, count]) => {
          const alternative = alternativeFor(word);
          return (
            <li key={word}>
              <span className={GENDER_MARK_CLASS[kind]}>{word}</span>
              {count > 1 && <span className="mb-gender-result__count"> ×{count}</span>}
              {alternative && (
                <span className="mb-gender-result__alternative">
                  {' '}
                  <span aria-hidden="true">→</span> try “{alternative}”
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export interface GenderCheckResultProps {
  /** The analysis to show; undefined while the check is off. */
  analysis: GenderCoding | undefined;
}

/**
 * The result of the gender-coded wording check: its category with a short explanation and the
 * counts, and beside it each coded word found, with a neutral alternative where one is known.
 * The summary is a polite live region that stays in the page while the check is off, so screen
 * readers announce the first result as well as every change.
 */
export function GenderCheckResult({ analysis }: GenderCheckResultProps) {
  const text = analysis && CATEGORY_TEXT[analysis.category];
  return (
    <div className={`mb-gender-result${analysis ? ' mb-gender-result--on' : ''}`}>
      <div role="status" className="mb-gender-result__summary">
        {analysis && text && (
          <>
            <Typography.Text strong className="mb-gender-result__title">
              {text.title}
            </Typography.Text>
            <Typography.Paragraph className="mb-gender-result__explanation">
              {text.explanation}
            </Typography.Paragraph>
            <Typography.Paragraph type="secondary" className="mb-gender-result__counts">
              {words(analysis.feminine.length, 'feminine')},{' '}
              {words(analysis.masculine.length, 'masculine')}; score {signed(analysis.score)}.
            </Typography.Paragraph>
          </>
        )}
      </div>
      {analysis && (
        <section className="mb-gender-result__words" aria-label="Gender-coded words found">
          <WordList kind="masculine" list={analysis.masculine} />
          <WordList kind="feminine" list={analysis.feminine} />
          {analysis.masculine.length + analysis.feminine.length === 0 && (
            <Typography.Text type="secondary">No gender-coded words found.</Typography.Text>
          )}
        </section>
      )}
    </div>
  );
}
