import { ALTERNATIVE_KEYS, alternativeFor } from './genderAlternatives';
import { analyzeGenderCoding } from '@contract/gender/genderCoding';
import { codedStem } from '@contract/gender/genderStems';

describe('alternativeFor', () => {
  it('suggests neutral wording for coded words of both lists', () => {
    expect(alternativeFor('competitive')).toBe('motivated');
    expect(alternativeFor('dominant')).toBe('well-established');
    expect(alternativeFor('aggressive')).toBe('bold');
    expect(alternativeFor('support')).toBe('help');
    expect(alternativeFor('collaborate')).toBe('work with');
  });

  it('matches by stem, so other forms of a word get the same advice', () => {
    expect(alternativeFor('supports')).toBe('help');
    expect(alternativeFor('aggression')).toBe('bold');
    expect(alternativeFor('nurturing')).toBe('develop');
  });

  it('prefers the longest matching prefix', () => {
    expect(alternativeFor('lead')).toBe('guide');
    expect(alternativeFor('leadership')).toBe('guidance');
    expect(alternativeFor('supportive')).toBe('helpful');
    expect(alternativeFor('competent')).toBe('skilled');
  });

  it('ignores case and the kind of hyphen', () => {
    expect(alternativeFor('Competitive')).toBe('motivated');
    expect(alternativeFor('SELF\u2010CONFIDENT')).toBe('self-assured');
    expect(alternativeFor('Co-operative')).toBe('teamwork');
  });

  it('has nothing for uncoded words, exceptions and coded words without advice', () => {
    expect(alternativeFor('engineer')).toBeUndefined();
    expect(alternativeFor('sharepoint')).toBeUndefined();
    expect(alternativeFor('athletic')).toBeUndefined();
  });

  it('covers at least 40 coded prefixes from both lists', () => {
    const kinds = ALTERNATIVE_KEYS.map((key) => codedStem(key)?.kind);
    expect(kinds).not.toContain(undefined);
    expect(ALTERNATIVE_KEYS.length).toBeGreaterThanOrEqual(40);
    expect(kinds.filter((kind) => kind === 'feminine').length).toBeGreaterThanOrEqual(20);
    expect(kinds.filter((kind) => kind === 'masculine').length).toBeGreaterThanOrEqual(20);
  });

  it('never suggests a word that is itself gender-coded', () => {
    for (const key of ALTERNATIVE_KEYS) {
      const suggestion = alternativeFor(key) ?? '';
      const { feminine, masculine } = analyzeGenderCoding(suggestion);
      expect({ key, suggestion, coded: [...feminine, ...masculine] }).toEqual({
        key,
        suggestion,
        coded: [],
      });
    }
  });
});
