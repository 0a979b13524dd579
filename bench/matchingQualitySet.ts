/**
 * A labelled set for `npm run bench -- matching-quality`: job–candidate pairs, each judged by
 * hand from the rules `contract/matching/README.md` states (not from the code), on four grades:
 *
 * - 4 strong: every part she and the job state fits (skills at a good level, experience, type,
 *   remote wish, place, pay).
 * - 3 good: one part fits only in part (a required skill missing among several, one band short
 *   of the experience, one step from her remote wish, another city of her country, pay a little
 *   short), or one part not said.
 * - 2 weak: most skills missing, or two or more parts that fit only in part or not at all
 *   (another country without a visa need, pay far short), with nothing she ruled out.
 * - 1 ruled out: she stated something this job breaks (an employment type she does not look
 *   for, remote only against on-site, a visa she needs for another country).
 *
 * The pairs are in matchingQualityPairs1.ts and matchingQualityPairs2.ts. Each pair names why it
 * has its grade. The bench counts, for every two pairs of different
 * grades, whether the model scores the better-judged one higher.
 */
import type { SkillLevel } from '@contract/profiles';

export const SKILL_NAMES = [
  'TypeScript',
  'React',
  'Kubernetes',
  'Go',
  'PostgreSQL',
  'Python',
  'Machine Learning',
  'Figma',
  'AWS',
  'Java',
] as const;
export type SkillName = (typeof SKILL_NAMES)[number];
export const COUNTRY_NAMES = ['Germany', 'France', 'United Kingdom'] as const;
type CountryName = (typeof COUNTRY_NAMES)[number];

export interface LabelledJob {
  name: string;
  skills: SkillName[];
  experience: string | null;
  employmentType: string | null;
  remote: 'remote' | 'hybrid' | 'no' | null;
  country: CountryName | null;
  city: string | null;
  salary: { from: number | null; to: number | null; currency: string } | null;
}

export interface LabelledCandidate {
  skills: [SkillName, SkillLevel][];
  experience: string | null;
  employmentTypes: string[];
  remote: 'remote' | 'hybrid' | 'no' | 'any' | null;
  country: CountryName | null;
  city: string | null;
  visa: string[];
  salary: { from: number | null; to: number | null; currency: string } | null;
}

export interface LabelledPair {
  job: string;
  grade: 1 | 2 | 3 | 4;
  why: string;
  candidate: LabelledCandidate;
}

export const eur = (from: number | null, to: number | null) => ({ from, to, currency: 'EUR' });

export const JOBS: LabelledJob[] = [
  {
    name: 'Frontend engineer, Berlin (hybrid)',
    skills: ['TypeScript', 'React'],
    experience: '3-5',
    employmentType: 'full_time',
    remote: 'hybrid',
    country: 'Germany',
    city: 'Berlin',
    salary: eur(65_000, 80_000),
  },
  {
    name: 'Platform engineer, remote within Germany',
    skills: ['Kubernetes', 'Go', 'AWS'],
    experience: '5-10',
    employmentType: 'full_time',
    remote: 'remote',
    country: 'Germany',
    city: null,
    salary: eur(80_000, 95_000),
  },
  {
    name: 'Data scientist, Paris (on-site, part time)',
    skills: ['Python', 'Machine Learning', 'PostgreSQL'],
    experience: '1-3',
    employmentType: 'part_time',
    remote: 'no',
    country: 'France',
    city: 'Paris',
    salary: eur(40_000, 50_000),
  },
  {
    name: 'Product designer, remote from anywhere (contract)',
    skills: ['Figma'],
    experience: '3-5',
    employmentType: 'contract',
    remote: 'remote',
    country: null,
    city: null,
    salary: null,
  },
  {
    name: 'Backend engineer, London (on-site)',
    skills: ['Java', 'PostgreSQL'],
    experience: '3-5',
    employmentType: 'full_time',
    remote: 'no',
    country: 'United Kingdom',
    city: 'London',
    salary: { from: 70_000, to: 85_000, currency: 'GBP' },
  },
  {
    name: 'Engineering manager, Munich (hybrid)',
    skills: ['TypeScript', 'Go', 'Kubernetes'],
    experience: '10+',
    employmentType: 'full_time',
    remote: 'hybrid',
    country: 'Germany',
    city: 'Munich',
    salary: eur(110_000, 130_000),
  },
];

/** A candidate who says everything, with `overrides`. */
export const her = (overrides: Partial<LabelledCandidate>): LabelledCandidate => ({
  skills: [],
  experience: null,
  employmentTypes: ['full_time'],
  remote: 'any',
  country: 'Germany',
  city: 'Berlin',
  visa: ['no'],
  salary: null,
  ...overrides,
});
