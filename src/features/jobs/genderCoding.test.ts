import { analyzeGenderCoding, findCodedWords } from '@contract/gender/genderCoding';
import wordlists from '@contract/gender/genderWordlists.json';

const coded = (text: string) => {
  const { feminine, masculine } = analyzeGenderCoding(text);
  return { feminine, masculine };
};

describe('analyzeGenderCoding: which words count', () => {
  it('counts a word that starts with a stem, whatever follows the stem', () => {
    expect(coded('A supportive leader with analytical skills')).toEqual({
      feminine: ['supportive'],
      masculine: ['leader', 'analytical'],
    });
  });

  it('does not count a word that contains a stem anywhere but at its start', () => {
    expect(coded('Our workforce is unsupported and misleading')).toEqual({
      feminine: [],
      masculine: [],
    });
  });

  it('ignores case and lists the words in lower case', () => {
    expect(coded('LEADER Supportive cOmPeTiTiVe')).toEqual({
      feminine: ['supportive'],
      masculine: ['leader', 'competitive'],
    });
  });

  it('counts every occurrence of a repeated word, in text order', () => {
    const result = analyzeGenderCoding('Lead, support, lead again and lead.');
    expect(result.masculine).toEqual(['lead', 'lead', 'lead']);
    expect(result.feminine).toEqual(['support']);
    expect(result.score).toBe(-2);
  });

  it('counts a word once even when it starts with two stems of a list', () => {
    expect(coded('dominant interpersonal')).toEqual({
      feminine: ['interpersonal'],
      masculine: ['dominant'],
    });
  });

  it('splits hyphenated words at their hyphens and counts each part', () => {
    expect(coded('A well-supported team-leader, non-competitive')).toEqual({
      feminine: ['supported'],
      masculine: ['leader', 'competitive'],
    });
    expect(coded('support-lead')).toEqual({ feminine: ['support'], masculine: ['lead'] });
  });

  it('counts a word starting with a hyphenated stem whole, once', () => {
    expect(coded('co-operative, inter-personal, inter-dependent')).toEqual({
      feminine: ['co-operative', 'inter-personal', 'inter-dependent'],
      masculine: [],
    });
    expect(coded('self-confident, self-reliant, self-sufficient, head-strong')).toEqual({
      feminine: [],
      masculine: ['self-confident', 'self-reliant', 'self-sufficient', 'head-strong'],
    });
  });

  it('matches hyphenated stems in any case and with the Unicode hyphen', () => {
    expect(coded('Self\u2010Confident CO-OPERATIVE')).toEqual({
      feminine: ['co-operative'],
      masculine: ['self-confident'],
    });
  });

  it('splits a word that only contains a hyphenated stem after another part', () => {
    expect(coded('non-self-confident')).toEqual({ feminine: [], masculine: ['confident'] });
  });

  it('never counts a word equal to an exception, in any case', () => {
    expect(wordlists.exceptions).toContain('sharepoint');
    expect(coded('SharePoint sharepoint SHAREPOINT sharepoint-based')).toEqual({
      feminine: [],
      masculine: [],
    });
  });

  it('counts a word that only starts with an exception', () => {
    expect(coded('sharepoints sharing')).toEqual({
      feminine: ['sharepoints', 'sharing'],
      masculine: [],
    });
  });

  it('ignores punctuation and quotes around words', () => {
    expect(coded('"Lead," (support); lead! ‘warm’ [lead]? …trust.')).toEqual({
      feminine: ['support', 'warm', 'trust'],
      masculine: ['lead', 'lead', 'lead'],
    });
  });

  it('separates words at en dashes, em dashes, minus signs, &, :, / and apostrophes', () => {
    expect(coded('support\u2013lead trust\u2014force warm\u2212fight')).toEqual({
      feminine: ['support', 'trust', 'warm'],
      masculine: ['lead', 'force', 'fight'],
    });
    expect(coded('kind&lead loyal:active honest/driven leader\u2019s')).toEqual({
      feminine: ['kind', 'loyal', 'honest'],
      masculine: ['lead', 'active', 'driven', 'leader'],
    });
  });
});

describe('analyzeGenderCoding: HTML', () => {
  it('does not count tag names or attribute values', () => {
    const html =
      '<p class="leader support"><a href="https://lead.example/" title="Trust > all">Hi</a></p>';
    expect(coded(html)).toEqual({ feminine: [], masculine: [] });
  });

  it('separates words at block tags and line breaks but not at inline tags', () => {
    expect(coded('<p>sup</p><p>port</p><h2>le</h2><ul><li>ad</li></ul>')).toEqual({
      feminine: [],
      masculine: [],
    });
    expect(coded('<p><strong>sup</strong>port<em>ive</em> lead<br>warm</p>')).toEqual({
      feminine: ['supportive', 'warm'],
      masculine: ['lead'],
    });
  });

  it('decodes entities to characters and separators', () => {
    expect(coded('support&nbsp;lead trust&amp;force warm&#8211;fight kind&mdash;driven')).toEqual({
      feminine: ['support', 'trust', 'warm', 'kind'],
      masculine: ['lead', 'force', 'fight', 'driven'],
    });
    expect(coded('&#108;ead &#x4C;eader sup&shy;port')).toEqual({
      feminine: ['support'],
      masculine: ['lead', 'leader'],
    });
  });

  it('does not count entity names as words', () => {
    expect(coded('&trust; &lead; &#8211;')).toEqual({ feminine: [], masculine: [] });
  });

  it('counts escaped angle brackets as text, not as a tag', () => {
    expect(coded('&lt;lead&gt;')).toEqual({ feminine: [], masculine: ['lead'] });
  });

  it('skips comments and scripts', () => {
    expect(coded('<!-- lead --><script>support()</script><p>warm</p>')).toEqual({
      feminine: ['warm'],
      masculine: [],
    });
  });
});

describe('analyzeGenderCoding: score and category', () => {
  const text = (feminine: number, masculine: number) =>
    [...Array<string>(feminine).fill('support'), ...Array<string>(masculine).fill('lead')].join(
      ' ',
    );
  const result = (feminine: number, masculine: number) => {
    const { score, category } = analyzeGenderCoding(text(feminine, masculine));
    return { score, category };
  };

  it('is neutral without coded words and when the counts are equal', () => {
    expect(analyzeGenderCoding('')).toEqual({
      feminine: [],
      masculine: [],
      score: 0,
      category: 'neutral',
    });
    expect(result(0, 0)).toEqual({ score: 0, category: 'neutral' });
    expect(result(2, 2)).toEqual({ score: 0, category: 'neutral' });
  });

  it('is feminine from 1 to 3 more feminine-coded words', () => {
    expect(result(1, 0)).toEqual({ score: 1, category: 'feminine' });
    expect(result(3, 0)).toEqual({ score: 3, category: 'feminine' });
    expect(result(5, 2)).toEqual({ score: 3, category: 'feminine' });
  });

  it('is strongly feminine from 4 more feminine-coded words', () => {
    expect(result(4, 0)).toEqual({ score: 4, category: 'strongly feminine' });
    expect(result(7, 1)).toEqual({ score: 6, category: 'strongly feminine' });
  });

  it('is masculine from 1 to 3 more masculine-coded words', () => {
    expect(result(0, 1)).toEqual({ score: -1, category: 'masculine' });
    expect(result(0, 3)).toEqual({ score: -3, category: 'masculine' });
    expect(result(1, 4)).toEqual({ score: -3, category: 'masculine' });
  });

  it('is strongly masculine from 4 more masculine-coded words', () => {
    expect(result(0, 4)).toEqual({ score: -4, category: 'strongly masculine' });
    expect(result(2, 9)).toEqual({ score: -7, category: 'strongly masculine' });
  });
});

describe('findCodedWords', () => {
  it('gives each coded word as written with its offsets', () => {
    const text = 'We want a Leader – supportive & warm.';
    const words = findCodedWords(text);
    expect(words).toEqual([
      { start: 10, end: 16, word: 'Leader', kind: 'masculine' },
      { start: 19, end: 29, word: 'supportive', kind: 'feminine' },
      { start: 32, end: 36, word: 'warm', kind: 'feminine' },
    ]);
    for (const { start, end, word } of words) expect(text.slice(start, end)).toBe(word);
  });

  it('gives the offsets of the coded parts of a split hyphenated word', () => {
    expect(findCodedWords('well-supported team-lead self-confident')).toEqual([
      { start: 5, end: 14, word: 'supported', kind: 'feminine' },
      { start: 20, end: 24, word: 'lead', kind: 'masculine' },
      { start: 25, end: 39, word: 'self-confident', kind: 'masculine' },
    ]);
  });

  it('finds the same words analyzeGenderCoding counts', () => {
    const text = 'Lead a co-operative, self-confident team; SharePoint and support–trust: kind.';
    const analysis = analyzeGenderCoding(text);
    const words = findCodedWords(text);
    expect(words.filter((w) => w.kind === 'feminine').map((w) => w.word.toLowerCase())).toEqual(
      analysis.feminine,
    );
    expect(words.filter((w) => w.kind === 'masculine').map((w) => w.word.toLowerCase())).toEqual(
      analysis.masculine,
    );
  });
});

describe('the word lists', () => {
  it('keeps its source and licence line', () => {
    expect(wordlists.about).toMatch(/Gaucher, Friesen & Kay \(2011\)/);
    expect(wordlists.about).toMatch(/gender-decoder.*MIT licence/);
  });

  it('has every hyphenated stem in one of the lists', () => {
    for (const stem of wordlists.hyphenated_stems) {
      expect([...wordlists.feminine, ...wordlists.masculine]).toContain(stem);
    }
  });

  it('has no stem of one list that starts with a stem of the other', () => {
    for (const feminine of wordlists.feminine) {
      for (const masculine of wordlists.masculine) {
        expect(feminine.startsWith(masculine) || masculine.startsWith(feminine)).toBe(false);
      }
    }
  });
});
