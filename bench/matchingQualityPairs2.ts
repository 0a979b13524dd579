/** The judged pairs of the last three jobs of the matching-quality set (matchingQualitySet.ts). */
import { eur, her, JOBS, type LabelledPair } from './matchingQualitySet';

export const PAIRS_2: LabelledPair[] = [
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
