/**
 * What a search text asks for, as PostgreSQL full-text queries: both searches (jobs, candidates)
 * build their conditions and their relevance from here.
 *
 * A search is cut into words (words.ts) and read left to right into parts, each of which a
 * result must match: a run of words that is a form of a synonym group ("front end", "k8s") is one
 * part, matched by any form of its group; any other word is a part of its own. Words of three
 * letters or more match as prefixes ("dev" finds "developer"), shorter ones whole ("js" does not
 * find "json"). Words of five letters or more also match the words of the texts that are one edit
 * away, or two from nine letters on (typos.ts), which rank below exact matches.
 */
import { sql, type SQL } from 'drizzle-orm';
import { synonymIndex } from './synonyms';
import { MAX_SEARCH_WORDS, searchWords } from './words';

/** A way to match a part: one word, or several in a row (a phrase). */
interface Alternative {
  words: string[];
  /** Whether the last word may be the start of a longer word. */
  prefix: boolean;
}

/** One part of a search: the words typed, how they may match, and their typo readings. */
export interface SearchPart {
  typed: string[];
  alternatives: Alternative[];
  /** Words of the texts close enough to the typed word to be its typo (filled by typos.ts). */
  typos: string[];
  /**
   * Whether the typed word starts a word of the texts (typos.ts; true until looked up). A word
   * that starts none is a typo, and only its readings are searched: its stem as a prefix would
   * find unrelated words ("analyts" stems to "analyt", which starts "analytics").
   */
  known: boolean;
}

/** Shorter words match whole words only. */
const PREFIX_FROM = 3;
/** Words this long or longer may carry a typo: one edit, or two from TWO_TYPOS_FROM letters. */
const TYPO_FROM = 5;
export const TWO_TYPOS_FROM = 9;

const single = (word: string): Alternative => ({
  words: [word],
  prefix: word.length >= PREFIX_FROM,
});

/** The parts of `text`, with synonyms and without typo readings. */
export function searchParts(text: string): SearchPart[] {
  const words = searchWords(text).slice(0, MAX_SEARCH_WORDS);
  const { groupOf, longest } = synonymIndex();
  const parts: SearchPart[] = [];
  const seen = new Set<string>();
  for (let at = 0; at < words.length;) {
    let length = Math.min(longest, words.length - at);
    while (length > 0 && !groupOf.has(words.slice(at, at + length).join(' '))) length--;
    const typed = words.slice(at, at + Math.max(length, 1));
    at += typed.length;
    const key = typed.join(' ');
    if (seen.has(key)) continue;
    seen.add(key);
    const group = length > 0 ? groupOf.get(key) : undefined;
    parts.push({
      typed,
      alternatives: group
        ? group.map((form) =>
            form.length === 1 ? single(form[0]) : { words: [...form], prefix: false },
          )
        : [single(typed[0])],
      typos: [],
      known: true,
    });
  }
  return parts;
}

/** Whether the part is one typed word that may carry a typo (not a known form, no digits). */
export const mayBeTypo = (part: SearchPart): boolean =>
  part.alternatives.length === 1 &&
  part.typed.length === 1 &&
  part.typed[0].length >= TYPO_FROM &&
  /^\p{L}+$/u.test(part.typed[0]);

/** Which texts of a vector a query reads: all, the first (A), or the first two (A and B). */
type Weights = '' | 'A' | 'AB';

/** A word in to_tsquery's syntax; words are letters and digits only, so quoting is safe. */
const term = (word: string, prefix: boolean, weights: Weights): string =>
  `'${word}'${prefix || weights ? ':' : ''}${prefix ? '*' : ''}${weights}`;

/** How a query reads the parts: with typo readings, with prefixes, in which texts. */
interface Reading {
  typos: boolean;
  prefixes: boolean;
  weights: Weights;
}

function renderPart(part: SearchPart, reading: Reading): string {
  const unknown = !part.known && part.typos.length > 0;
  const ways = unknown
    ? []
    : part.alternatives.map((alternative) =>
        alternative.words
          .map((word, i) =>
            term(
              word,
              reading.prefixes && alternative.prefix && i === alternative.words.length - 1,
              reading.weights,
            ),
          )
          .join(' <-> '),
      );
  // An unknown word is read as its typos even where typos are not: they stand for it.
  if (reading.typos || unknown)
    ways.push(...part.typos.map((word) => term(word, false, reading.weights)));
  return ways.length === 1 ? ways[0] : `(${ways.join(' | ')})`;
}

/** The to_tsquery text of every part together. */
const renderQuery = (
  parts: SearchPart[],
  typos: boolean,
  weights: Weights = '',
  prefixes = true,
): string => parts.map((part) => renderPart(part, { typos, prefixes, weights })).join(' & ');

/**
 * The typed words in their order, each a prefix where long enough, in the title: a phrase. A word
 * that starts no word of the texts is any of its typo readings there.
 */
const renderTitlePhrase = (parts: SearchPart[]): string =>
  parts
    .flatMap((part) =>
      !part.known && part.typos.length > 0
        ? [`(${part.typos.map((word) => term(word, false, 'A')).join(' | ')})`]
        : part.typed.map((word) => term(word, word.length >= PREFIX_FROM, 'A')),
    )
    .join(' <-> ');

/** Words as typed, each a prefix where long enough, all of them. */
const typedTerms = (words: string[]): string =>
  words.map((word) => term(word, word.length >= PREFIX_FROM, '')).join(' & ');

/**
 * Each part as its own query, for a search that may match a part in one vector or another (the
 * candidate search: her public texts, or her name where the viewer sees it): `all` with synonyms
 * and typo readings, `typed` with the typed words alone, each a prefix where long enough.
 */
export function partQueries(
  parts: SearchPart[],
  config: 'mb_english' | 'mb_simple',
): { all: SQL; typed: SQL }[] {
  return parts.map((part) => ({
    all: sql`to_tsquery(${sql.raw(`'${config}'`)}, ${renderPart(part, {
      typos: true,
      prefixes: true,
      weights: '',
    })})`,
    typed: sql`to_tsquery(${sql.raw(`'${config}'`)}, ${typedTerms(part.typed)})`,
  }));
}

/** Every typed word, each a prefix where long enough: a name search. */
export const typedQuery = (parts: SearchPart[], config: 'mb_english' | 'mb_simple'): SQL =>
  sql`to_tsquery(${sql.raw(`'${config}'`)}, ${typedTerms(parts.flatMap((part) => part.typed))})`;

/** A search made SQL for one kind of text search vector. */
export interface TextMatch {
  /** Whether a vector matches every part, typo readings included. */
  matches(vector: SQL): SQL;
  /**
   * How well a vector matches, an integer. Without a typo reading: 8, plus 16 when every part is
   * in the first two texts (the job's title and skills, the candidate's role and skills), and
   * then 4 more when each is there as a whole word (Java, not JavaScript, for "java"), plus 32
   * when every part is in the first (the title, the role), plus 64 when the typed words are
   * there in a row. Only with typo readings: 0, plus 2 and 4 the same way. Every exact match so
   * ranks above every match that needs a typo reading.
   */
  score(vector: SQL): SQL;
}

/**
 * The SQL of a search over vectors of text search configuration `config` ('mb_english' for
 * jobs, 'mb_simple' for candidates), or null when the text has no words.
 */
export function textMatch(
  parts: SearchPart[],
  config: 'mb_english' | 'mb_simple',
): TextMatch | null {
  if (parts.length === 0) return null;
  const query = (text: string) => sql`to_tsquery(${sql.raw(`'${config}'`)}, ${text})`;
  const all = query(renderQuery(parts, true));
  const exact = query(renderQuery(parts, false));
  const exactFirstTwo = query(renderQuery(parts, false, 'AB'));
  const exactFirst = query(renderQuery(parts, false, 'A'));
  const wholeFirstTwo = query(renderQuery(parts, false, 'AB', false));
  const phrase = query(renderTitlePhrase(parts));
  const typosFirstTwo = query(renderQuery(parts, true, 'AB'));
  const typosFirst = query(renderQuery(parts, true, 'A'));
  return {
    matches: (vector) => sql`${vector} @@ ${all}`,
    score: (vector) => sql`(CASE WHEN ${vector} @@ ${exact} THEN 8 + CASE
        WHEN ${vector} @@ ${exactFirstTwo} THEN 16 + (${vector} @@ ${wholeFirstTwo})::int * 4 + CASE
          WHEN ${vector} @@ ${exactFirst} THEN 32 + (${vector} @@ ${phrase})::int * 64
          ELSE 0 END
        ELSE 0 END
      WHEN ${vector} @@ ${typosFirstTwo} THEN 2 + (${vector} @@ ${typosFirst})::int * 4
      ELSE 0 END)`,
  };
}
