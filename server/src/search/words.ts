/**
 * How both searches cut text into words, on both sides: the SQL function `mb_search_text`
 * (migration 030) prepares what is indexed, `searchWords` what is typed, and a server test holds
 * the two to the same words. The names of a few languages lose their letters in any tokenizer
 * (C++, C#, .NET become "c" and "net"), so they are spelled out first; "Node.js" is "nodejs"
 * (not a "js" that a search for JavaScript would find) and "CI/CD" is two words, as typed.
 */

/** The spelled-out names, as `mb_search_text` writes them. */
const SPELLED: [pattern: RegExp, spelled: string][] = [
  [/(^|[^\p{L}\p{N}])c\+\+/gu, '$1 cplusplus '],
  [/(^|[^\p{L}\p{N}])([cf])#/gu, '$1 $2sharp '],
  [/(^|[^\p{L}\p{N}])\.net(?![\p{L}\p{N}])/gu, '$1 dotnet '],
  // Node.js, Vue.js: one name each, not a word "js" that JavaScript would match.
  [/([\p{L}\p{N}])\.js(?![\p{L}\p{N}])/gu, '$1js'],
];

/** Accents folded as PostgreSQL's unaccent folds the letters people type (Zürich → zurich). */
export const foldAccents = (word: string): string =>
  word
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe')
    .replace(/ø/g, 'o')
    .replace(/ł/g, 'l');

/** The words of `text`: lower case, letters and digits only, in order. */
export function searchWords(text: string): string[] {
  let prepared = text.toLowerCase();
  for (const [pattern, spelled] of SPELLED) prepared = prepared.replace(pattern, spelled);
  return prepared.match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** At most this many words of a search count; the rest is ignored. */
export const MAX_SEARCH_WORDS = 20;
