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
 * Each pair names why it has its grade. The bench counts, for every two pairs of different
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

const eur = (from: number | null, to: number | null) => ({ from, to, currency: 'EUR' });

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
const her = (overrides: Partial<LabelledCandidate>): LabelledCandidate => ({
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

export const PAIRS: LabelledPair[] = [
  // Frontend engineer, Berlin (hybrid)
  {
    job: JOBS[0].name,
    grade: 4,
    why: 'both skills at Expert, 5-10 years, full time, hybrid in Berlin, expects 70,000',
    candidate: her({
      skills: [
        ['TypeScript', 'expert'],
        ['React', 'expert'],
      ],
      experience: '5-10',
      remote: 'hybrid',
      salary: eur(70_000, null),
    }),
  },
  {
    job: JOBS[0].name,
    grade: 4,
    why: 'both skills at Advanced, 3-5 years, full time, no remote preference, Berlin, 60,000',
    candidate: her({
      skills: [
        ['TypeScript', 'advanced'],
        ['React', 'advanced'],
      ],
      experience: '3-5',
      salary: eur(60_000, 75_000),
    }),
  },
  {
    job: JOBS[0].name,
    grade: 3,
    why: 'both skills and the pay fit, but she lives in Hamburg (another city of her country)',
    candidate: her({
      skills: [
        ['TypeScript', 'expert'],
        ['React', 'advanced'],
      ],
      experience: '3-5',
      city: 'Hamburg',
      salary: eur(65_000, null),
    }),
  },
  {
    job: JOBS[0].name,
    grade: 3,
    why: 'everything fits but React is missing (one of two skills)',
    candidate: her({
      skills: [['TypeScript', 'expert']],
      experience: '5-10',
      remote: 'hybrid',
      salary: eur(60_000, null),
    }),
  },
  {
    job: JOBS[0].name,
    grade: 2,
    why: 'no required skill (she knows Python), one band short of the experience',
    candidate: her({
      skills: [['Python', 'expert']],
      experience: '1-3',
      salary: eur(60_000, null),
    }),
  },
  {
    job: JOBS[0].name,
    grade: 1,
    why: 'she looks for part time only; the job is full time',
    candidate: her({
      skills: [
        ['TypeScript', 'expert'],
        ['React', 'expert'],
      ],
      experience: '5-10',
      employmentTypes: ['part_time'],
      salary: eur(60_000, null),
    }),
  },
  {
    job: JOBS[0].name,
    grade: 1,
    why: 'both skills at Expert, but she lives in France and needs a visa for a job in Berlin',
    candidate: her({
      skills: [
        ['TypeScript', 'expert'],
        ['React', 'expert'],
      ],
      experience: '5-10',
      country: 'France',
      city: 'Lyon',
      visa: ['yes'],
    }),
  },
  // Platform engineer, remote within Germany
  {
    job: JOBS[1].name,
    grade: 4,
    why: 'all three skills at Expert or Advanced, 10+ years, full time, wants remote, lives in Germany, 85,000',
    candidate: her({
      skills: [
        ['Kubernetes', 'expert'],
        ['Go', 'advanced'],
        ['AWS', 'expert'],
      ],
      experience: '10+',
      remote: 'remote',
      city: 'Leipzig',
      salary: eur(85_000, null),
    }),
  },
  {
    job: JOBS[1].name,
    grade: 3,
    why: 'two of three skills (AWS missing), 5-10 years, remote, in Germany, pay fits',
    candidate: her({
      skills: [
        ['Kubernetes', 'expert'],
        ['Go', 'expert'],
      ],
      experience: '5-10',
      remote: 'remote',
      salary: eur(90_000, null),
    }),
  },
  {
    job: JOBS[1].name,
    grade: 3,
    why: 'all skills, but she wants hybrid: a remote job is one step from it',
    candidate: her({
      skills: [
        ['Kubernetes', 'advanced'],
        ['Go', 'advanced'],
        ['AWS', 'advanced'],
      ],
      experience: '5-10',
      remote: 'hybrid',
      salary: eur(80_000, null),
    }),
  },
  {
    job: JOBS[1].name,
    grade: 2,
    why: 'all skills, but she lives in France and the remote job is open in Germany only (no visa need stated), one band short',
    candidate: her({
      skills: [
        ['Kubernetes', 'expert'],
        ['Go', 'expert'],
        ['AWS', 'expert'],
      ],
      experience: '3-5',
      remote: 'remote',
      country: 'France',
      city: 'Paris',
      salary: eur(80_000, null),
    }),
  },
  {
    job: JOBS[1].name,
    grade: 1,
    why: 'she lives in France and needs a visa; the remote job is open in Germany only',
    candidate: her({
      skills: [
        ['Kubernetes', 'expert'],
        ['Go', 'expert'],
        ['AWS', 'advanced'],
      ],
      experience: '10+',
      remote: 'remote',
      country: 'France',
      city: 'Paris',
      visa: ['yes'],
      salary: eur(80_000, null),
    }),
  },
  // Data scientist, Paris (on-site, part time)
  {
    job: JOBS[2].name,
    grade: 4,
    why: 'all three skills, 3-5 years, looks for part time, on-site in Paris, 45,000',
    candidate: her({
      skills: [
        ['Python', 'expert'],
        ['Machine Learning', 'advanced'],
        ['PostgreSQL', 'advanced'],
      ],
      experience: '3-5',
      employmentTypes: ['part_time', 'full_time'],
      remote: 'no',
      country: 'France',
      city: 'Paris',
      salary: eur(45_000, null),
    }),
  },
  {
    job: JOBS[2].name,
    grade: 3,
    why: 'all skills at Intermediate, part time, in Paris, but expects 55,000 (10 % above the top)',
    candidate: her({
      skills: [
        ['Python', 'intermediate'],
        ['Machine Learning', 'intermediate'],
        ['PostgreSQL', 'intermediate'],
      ],
      experience: '1-3',
      employmentTypes: ['part_time'],
      remote: 'no',
      country: 'France',
      city: 'Paris',
      salary: eur(55_000, null),
    }),
  },
  {
    job: JOBS[2].name,
    grade: 2,
    why: 'one of three skills, Lyon (another city), no remote preference, pay not said',
    candidate: her({
      skills: [['Python', 'advanced']],
      experience: '1-3',
      employmentTypes: ['part_time'],
      country: 'France',
      city: 'Lyon',
    }),
  },
  {
    job: JOBS[2].name,
    grade: 1,
    why: 'she wants fully remote; the job is on-site',
    candidate: her({
      skills: [
        ['Python', 'expert'],
        ['Machine Learning', 'expert'],
        ['PostgreSQL', 'expert'],
      ],
      experience: '5-10',
      employmentTypes: ['part_time'],
      remote: 'remote',
      country: 'France',
      city: 'Paris',
    }),
  },
  {
    job: JOBS[2].name,
    grade: 1,
    why: 'full time only; the job is part time',
    candidate: her({
      skills: [
        ['Python', 'expert'],
        ['Machine Learning', 'expert'],
      ],
      experience: '3-5',
      remote: 'no',
      country: 'France',
      city: 'Paris',
    }),
  },
  // Product designer, remote from anywhere (contract)
  {
    job: JOBS[3].name,
    grade: 4,
    why: 'Figma at Expert, 5-10 years, takes contracts, wants remote; the job is open anywhere',
    candidate: her({
      skills: [['Figma', 'expert']],
      experience: '5-10',
      employmentTypes: ['contract', 'freelance'],
      remote: 'remote',
      country: 'United Kingdom',
      city: 'Leeds',
    }),
  },
  {
    job: JOBS[3].name,
    grade: 3,
    why: 'Figma at Intermediate, 1-3 years (one band short), contract, no remote preference',
    candidate: her({
      skills: [['Figma', 'intermediate']],
      experience: '1-3',
      employmentTypes: ['contract'],
    }),
  },
  {
    job: JOBS[3].name,
    grade: 3,
    why: 'Figma at Expert and a contract, but she wants on-site work (a step from remote)',
    candidate: her({
      skills: [['Figma', 'expert']],
      experience: '3-5',
      employmentTypes: ['contract'],
      remote: 'no',
    }),
  },
  {
    job: JOBS[3].name,
    grade: 2,
    why: 'no Figma, 0-1 years; the rest fits',
    candidate: her({
      skills: [['React', 'expert']],
      experience: '0-1',
      employmentTypes: ['contract'],
      remote: 'remote',
    }),
  },
  {
    job: JOBS[3].name,
    grade: 1,
    why: 'Figma at Expert, but she looks for full time only',
    candidate: her({
      skills: [['Figma', 'expert']],
      experience: '5-10',
      remote: 'remote',
    }),
  },
  // Backend engineer, London (on-site)
  {
    job: JOBS[4].name,
    grade: 4,
    why: 'Java and PostgreSQL at Advanced, 3-5 years, full time, on-site in London, 72,000 GBP',
    candidate: her({
      skills: [
        ['Java', 'advanced'],
        ['PostgreSQL', 'advanced'],
      ],
      experience: '3-5',
      remote: 'no',
      country: 'United Kingdom',
      city: 'London',
      salary: { from: 72_000, to: null, currency: 'GBP' },
    }),
  },
  {
    job: JOBS[4].name,
    grade: 3,
    why: 'both skills, London, but she wants hybrid (a step from on-site)',
    candidate: her({
      skills: [
        ['Java', 'expert'],
        ['PostgreSQL', 'intermediate'],
      ],
      experience: '5-10',
      remote: 'hybrid',
      country: 'United Kingdom',
      city: 'London',
      salary: { from: 75_000, to: null, currency: 'GBP' },
    }),
  },
  {
    job: JOBS[4].name,
    grade: 3,
    why: 'both skills, on-site, in Manchester (another city), pay in EUR (not compared)',
    candidate: her({
      skills: [
        ['Java', 'advanced'],
        ['PostgreSQL', 'advanced'],
      ],
      experience: '3-5',
      remote: 'no',
      country: 'United Kingdom',
      city: 'Manchester',
      salary: eur(80_000, null),
    }),
  },
  {
    job: JOBS[4].name,
    grade: 2,
    why: 'both skills, but she lives in Germany (no visa need stated) and expects 100,000 GBP',
    candidate: her({
      skills: [
        ['Java', 'expert'],
        ['PostgreSQL', 'expert'],
      ],
      experience: '3-5',
      remote: 'no',
      salary: { from: 100_000, to: null, currency: 'GBP' },
    }),
  },
  {
    job: JOBS[4].name,
    grade: 1,
    why: 'remote only against an on-site job',
    candidate: her({
      skills: [
        ['Java', 'expert'],
        ['PostgreSQL', 'expert'],
      ],
      experience: '5-10',
      remote: 'remote',
      country: 'United Kingdom',
      city: 'London',
    }),
  },
  // Engineering manager, Munich (hybrid)
  {
    job: JOBS[5].name,
    grade: 4,
    why: 'all three skills, 10+ years, hybrid, Munich, 115,000',
    candidate: her({
      skills: [
        ['TypeScript', 'advanced'],
        ['Go', 'advanced'],
        ['Kubernetes', 'expert'],
      ],
      experience: '10+',
      remote: 'hybrid',
      city: 'Munich',
      salary: eur(115_000, null),
    }),
  },
  {
    job: JOBS[5].name,
    grade: 3,
    why: 'all three skills, Munich, hybrid, but 5-10 years (one band short of 10+)',
    candidate: her({
      skills: [
        ['TypeScript', 'expert'],
        ['Go', 'expert'],
        ['Kubernetes', 'expert'],
      ],
      experience: '5-10',
      remote: 'hybrid',
      city: 'Munich',
      salary: eur(110_000, null),
    }),
  },
  {
    job: JOBS[5].name,
    grade: 2,
    why: 'TypeScript missing and 3-5 years (two bands short): the card must say both',
    candidate: her({
      skills: [
        ['Go', 'expert'],
        ['Kubernetes', 'expert'],
      ],
      experience: '3-5',
      remote: 'hybrid',
      city: 'Munich',
      salary: eur(100_000, null),
    }),
  },
  {
    job: JOBS[5].name,
    grade: 2,
    why: 'all skills and 10+ years, but she expects 160,000 (far above the top) and lives in Berlin',
    candidate: her({
      skills: [
        ['TypeScript', 'expert'],
        ['Go', 'expert'],
        ['Kubernetes', 'expert'],
      ],
      experience: '10+',
      remote: 'hybrid',
      salary: eur(160_000, null),
    }),
  },
  {
    job: JOBS[5].name,
    grade: 1,
    why: 'contract work only; the job is full time',
    candidate: her({
      skills: [
        ['TypeScript', 'expert'],
        ['Go', 'expert'],
        ['Kubernetes', 'expert'],
      ],
      experience: '10+',
      employmentTypes: ['contract'],
      remote: 'hybrid',
      city: 'Munich',
    }),
  },
];
