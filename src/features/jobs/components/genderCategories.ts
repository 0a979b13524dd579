import type { GenderCategory } from '@contract/gender/genderCoding';

/** Heading and explanation of each result, after gender-decoder's wording. */
export const CATEGORY_TEXT: Readonly<
  Record<GenderCategory, { title: string; explanation: string }>
> = {
  neutral: {
    title: 'Neutral',
    explanation:
      'Feminine- and masculine-coded words are balanced, so the wording should not put anyone ' +
      'off applying.',
  },
  feminine: {
    title: 'Feminine-coded',
    explanation:
      'The text uses a few more feminine-coded words. Research suggests this barely puts men ' +
      'off and encourages women to apply.',
  },
  'strongly feminine': {
    title: 'Strongly feminine-coded',
    explanation:
      'The text uses many more feminine-coded words. Consider neutral alternatives so the ad ' +
      'speaks to everyone.',
  },
  masculine: {
    title: 'Masculine-coded',
    explanation:
      'The text uses more masculine-coded words, which research suggests puts women off ' +
      'applying. Try the neutral alternatives.',
  },
  'strongly masculine': {
    title: 'Strongly masculine-coded',
    explanation:
      'The text uses many more masculine-coded words, which research suggests puts women off ' +
      'applying. Replace some with neutral alternatives.',
  },
};
