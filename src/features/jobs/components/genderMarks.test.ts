import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createGenderHighlighter, GENDER_MARK_CLASS } from './genderMarks';

const css = readFileSync(join(__dirname, 'genderMarks.css'), 'utf8');

/** The declarations of one rule of genderMarks.css. */
function rule(selector: string): Record<string, string> {
  const body = new RegExp(`${selector.replace(/[.-]/g, '\\$&')}\\s*\\{([^}]*)\\}`).exec(css);
  if (!body) throw new Error(`No rule for ${selector}`);
  return Object.fromEntries(
    body[1]
      .split(';')
      .map((line) => line.split(':').map((part) => part.trim()))
      .filter((pair) => pair.length === 2 && pair[0]),
  );
}

// WCAG 2.x relative luminance and contrast ratio of #rrggbb colours.
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

describe('gender marks', () => {
  const masculine = rule('.mb-gender-mark--masculine');
  const feminine = rule('.mb-gender-mark--feminine');

  it('gives text on each mark a contrast of at least 4.5:1', () => {
    expect(contrast(masculine.color, masculine.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(feminine.color, feminine.background)).toBeGreaterThanOrEqual(4.5);
  });

  it('tells the kinds apart by colour and by underline style', () => {
    expect(masculine.background).not.toBe(feminine.background);
    expect(masculine['text-decoration-style']).toBe('solid');
    expect(feminine['text-decoration-style']).toBe('dotted');
    expect(rule('.mb-gender-mark')['text-decoration-line']).toBe('underline');
  });

  it('marks each coded word of a block with the class of its kind', () => {
    expect(createGenderHighlighter()('Warm – driven')).toEqual([
      { start: 0, end: 4, className: GENDER_MARK_CLASS.feminine },
      { start: 7, end: 13, className: GENDER_MARK_CLASS.masculine },
    ]);
  });

  it('gives a new function each time, so the editor decorates afresh', () => {
    expect(createGenderHighlighter()).not.toBe(createGenderHighlighter());
  });
});
