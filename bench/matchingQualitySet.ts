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
 * The jobs and the pairs are data (data/matchingQuality.json); a pair's candidate states only what
 * differs from `her`'s defaults, and each pair names why it has its grade. The bench counts, for every two pairs of different
 * grades, whether the model scores the better-judged one higher.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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

interface JudgedSet {
  jobs: LabelledJob[];
  pairs: (Omit<LabelledPair, 'candidate'> & { candidate: Partial<LabelledCandidate> })[];
}

const judged = JSON.parse(
  readFileSync(join(__dirname, 'data', 'matchingQuality.json'), 'utf8'),
) as JudgedSet;

export const JOBS: LabelledJob[] = judged.jobs;

/** Every judged pair of the set; a pair naming a job or a skill the set lacks stops the bench. */
export const PAIRS: LabelledPair[] = judged.pairs.map((pair) => {
  if (!JOBS.some((job) => job.name === pair.job)) throw new Error(`No job "${pair.job}"`);
  const candidate = her(pair.candidate);
  for (const [skill] of candidate.skills)
    if (!SKILL_NAMES.includes(skill)) throw new Error(`No skill "${skill}" (${pair.why})`);
  return { ...pair, candidate };
});
