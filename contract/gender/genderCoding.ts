import { codedStem, keepsHyphens, normalizeWord, type GenderKind } from './genderStems';
import { htmlToText } from './htmlText';

export type { GenderKind } from './genderStems';

/** The result of a text by feminine minus masculine count (spec: thresholds ±3). */
export type GenderCategory =
  'neutral' | 'feminine' | 'strongly feminine' | 'masculine' | 'strongly masculine';

/** What {@link analyzeGenderCoding} finds in a text. */
export interface GenderCoding {
  /** Every feminine-coded word in text order, lower case; a repeated word is listed each time. */
  feminine: string[];
  /** Every masculine-coded word in text order, lower case; a repeated word is listed each time. */
  masculine: string[];
  /** Feminine count minus masculine count. */
  score: number;
  category: GenderCategory;
}

/** One coded word in a plain text, as offsets for highlighting. */
export interface CodedWord {
  start: number;
  /** Offset just after the word. */
  end: number;
  /** The word as written in the text. */
  word: string;
  kind: GenderKind;
}

/** A score beyond ±3 is "strongly" coded (spec 02: "Gender thresholds +/-3"). */
const STRONG_THRESHOLD = 3;

// Letters, marks and digits, joined by hyphens. Everything else separates words: spaces,
// punctuation, apostrophes, '&', ':', '/', and en and em dashes, which join clauses, not words.
const WORD = /[\p{L}\p{M}\p{N}]+(?:[-\u2010\u2011][\p{L}\p{M}\p{N}]+)*/gu;
const HYPHEN = /[-\u2010\u2011]/;

/** The words a token counts as, with their offsets: split at hyphens unless a stem keeps them. */
function wordsOf(token: string, offset: number): Array<{ text: string; start: number }> {
  if (!HYPHEN.test(token) || keepsHyphens(token)) return [{ text: token, start: offset }];
  const words: Array<{ text: string; start: number }> = [];
  let start = offset;
  for (const text of token.split(HYPHEN)) {
    words.push({ text, start });
    start += text.length + 1;
  }
  return words;
}

/**
 * Every gender-coded word of a plain text (one editor block, say), in text order, with its
 * offsets. A word is coded when it starts with a stem of either list (ignoring case), unless it
 * is one of the exceptions; hyphenated words are split at their hyphens unless they start with
 * a hyphenated stem, and each part counts on its own.
 */
export function findCodedWords(plainText: string): CodedWord[] {
  const found: CodedWord[] = [];
  for (const match of plainText.matchAll(WORD)) {
    for (const { text, start } of wordsOf(match[0], match.index)) {
      const coded = codedStem(text);
      if (coded) found.push({ start, end: start + text.length, word: text, kind: coded.kind });
    }
  }
  return found;
}

function categoryFor(score: number): GenderCategory {
  if (score > STRONG_THRESHOLD) return 'strongly feminine';
  if (score > 0) return 'feminine';
  if (score < -STRONG_THRESHOLD) return 'strongly masculine';
  if (score < 0) return 'masculine';
  return 'neutral';
}

/**
 * Gender-coded wording of a job text, after Gaucher, Friesen & Kay (2011) and gender-decoder.
 * `text` may be HTML (the stored basic_html): tags and entities are not words, and block tags
 * separate words. The words are found exactly as {@link findCodedWords} finds them, so the
 * counts always match the highlighted words.
 */
export function analyzeGenderCoding(text: string): GenderCoding {
  const feminine: string[] = [];
  const masculine: string[] = [];
  for (const { word, kind } of findCodedWords(htmlToText(text))) {
    (kind === 'feminine' ? feminine : masculine).push(normalizeWord(word));
  }
  const score = feminine.length - masculine.length;
  return { feminine, masculine, score, category: categoryFor(score) };
}
