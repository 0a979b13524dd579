import wordlists from './genderWordlists.json';

/** Which list a coded word comes from. */
export type GenderKind = 'feminine' | 'masculine';

// Hyphens that can join a word; dashes (en, em, minus) separate words instead.
const HYPHENS = /[\u2010\u2011]/g;

/**
 * One word as it is compared with the lists: lower case, with the Unicode hyphens turned into
 * '-'. Every character maps to exactly one, so offsets into the original text stay valid.
 */
export function normalizeWord(word: string): string {
  return word.toLowerCase().replace(HYPHENS, '-');
}

const lower = (list: readonly string[]) => list.map((entry) => entry.toLowerCase());

// Longest stems first: a word counts once, for the most specific stem it starts with
// ('dominant' rather than 'domina'), which also decides between the lists should they ever
// share a prefix.
const STEMS: ReadonlyArray<readonly [string, GenderKind]> = [
  ...lower(wordlists.feminine).map((stem) => [stem, 'feminine'] as const),
  ...lower(wordlists.masculine).map((stem) => [stem, 'masculine'] as const),
].sort((a, b) => b[0].length - a[0].length);

const HYPHENATED_STEMS = lower(wordlists.hyphenated_stems);
const EXCEPTIONS: ReadonlySet<string> = new Set(lower(wordlists.exceptions));

/** Whether a hyphenated word is matched whole ('co-operative') instead of split at its hyphens. */
export function keepsHyphens(word: string): boolean {
  const normalized = normalizeWord(word);
  return HYPHENATED_STEMS.some((stem) => normalized.startsWith(stem));
}

/**
 * The coded stem `word` starts with and its list, or undefined for an uncoded word or an
 * exception ('sharepoint' is not 'share'). `word` is a single word, already split at hyphens.
 */
export function codedStem(word: string): { stem: string; kind: GenderKind } | undefined {
  const normalized = normalizeWord(word);
  if (EXCEPTIONS.has(normalized)) return undefined;
  const match = STEMS.find(([stem]) => normalized.startsWith(stem));
  return match && { stem: match[0], kind: match[1] };
}
