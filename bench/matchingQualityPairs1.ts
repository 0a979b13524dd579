/** The judged pairs of the first three jobs of the matching-quality set (matchingQualitySet.ts). */
import { eur, her, JOBS, type LabelledPair } from './matchingQualitySet';

export const PAIRS_1: LabelledPair[] = [
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
];
