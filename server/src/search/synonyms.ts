import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { searchWords } from './words';

/** One group of synonyms.txt: every form, each as its words. */
export type SynonymGroup = readonly (readonly string[])[];

/**
 * Reads a synonyms file: a group a line, forms separated by commas, `#` starts a comment. A form
 * in two groups would make the meaning of a search depend on the line order, so it is refused.
 */
export function parseSynonyms(text: string): SynonymGroup[] {
  const groups: SynonymGroup[] = [];
  const seen = new Map<string, number>();
  text.split('\n').forEach((line, index) => {
    const content = line.replace(/#.*/, '').trim();
    if (!content) return;
    const forms = content
      .split(',')
      .map((form) => searchWords(form))
      .filter((words) => words.length > 0);
    if (forms.length < 2)
      throw new Error(`synonyms.txt line ${index + 1}: a group needs two forms or more.`);
    for (const form of forms) {
      const key = form.join(' ');
      const earlier = seen.get(key);
      if (earlier !== undefined)
        throw new Error(
          `synonyms.txt line ${index + 1}: "${key}" is in the group of line ${earlier} already.`,
        );
      seen.set(key, index + 1);
    }
    groups.push(forms);
  });
  return groups;
}

/** The groups of the repository's synonyms.txt, read once. */
let groups: SynonymGroup[] | undefined;
function synonymGroups(): SynonymGroup[] {
  groups ??= parseSynonyms(readFileSync(join(__dirname, 'synonyms.txt'), 'utf8'));
  return groups;
}

/** Each form's group, by the form's words joined with spaces; and the longest form's length. */
export interface SynonymIndex {
  groupOf: Map<string, SynonymGroup>;
  longest: number;
}

/** Indexes groups by their forms. */
function indexSynonyms(all: SynonymGroup[]): SynonymIndex {
  const groupOf = new Map<string, SynonymGroup>();
  let longest = 1;
  for (const group of all)
    for (const form of group) {
      groupOf.set(form.join(' '), group);
      longest = Math.max(longest, form.length);
    }
  return { groupOf, longest };
}

/** The repository's groups, indexed once. */
let index: SynonymIndex | undefined;
export function synonymIndex(): SynonymIndex {
  index ??= indexSynonyms(synonymGroups());
  return index;
}
