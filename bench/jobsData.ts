/**
 * Made-up but plausible job postings for the jobs bench: titles from role words, rich-text
 * descriptions from sentence fragments, skills that fit the role, real cities in their
 * countries. Everything comes from one seeded random generator, so every seed is the same.
 */
import { EMPLOYMENT_TYPE } from '../server/src/reference/options/jobOptions';
import { PROFESSIONAL_EXPERIENCE } from '../server/src/reference/options/candidateOptions';
import {
  ADJECTIVES,
  BENEFITS,
  HIRING_SENTENCES,
  INDUSTRIES,
  MISSIONS,
  PLACES,
  PROCESS_SENTENCES,
  PRODUCT_SENTENCES,
  TEAM_SENTENCES,
  TEAMS,
  TRAITS,
} from './jobsText';
import { CITIES, currencyOf, SENIORITY, TRACKS } from './jobsWorld';
import { pick, sample, weighted, type Random } from './random';

const article = (word: string) => (/^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`);

export interface GeneratedJob {
  /** Index of the organization in the list of generated organizations. */
  org: number;
  created: string;
  title: string;
  description: string;
  experience_requirements: string | null;
  currency: string;
  salary_from: number | null;
  salary_to: number | null;
  city_name: string | null;
  state: string | null;
  country: string | null;
  remote_job: string;
  employment_type: string;
  professional_experience: string | null;
  apply_url: string | null;
  identifier: string;
  application_method: string;
  valid_until: string;
  skills: string[];
  sticky: boolean;
}

const EMPLOYMENT_WEIGHTS: Record<string, number> = {
  full_time: 70,
  part_time: 7,
  contract: 10,
  freelance: 4,
  internship: 4,
  working_student: 2,
  apprenticeship: 1,
  temporary: 2,
};
const EMPLOYMENT = Object.keys(EMPLOYMENT_TYPE).map((key) => [key, EMPLOYMENT_WEIGHTS[key] ?? 1]);
const EXPERIENCE = Object.keys(PROFESSIONAL_EXPERIENCE);

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A job of organization `org` called `orgTitle`, created in the last 18 months before `now`. */
export function generateJob(
  random: Random,
  org: number,
  orgTitle: string,
  now: Date,
): GeneratedJob {
  const track = weighted(
    random,
    TRACKS.map((t) => [t, t.weight]),
  );
  const area = pick(random, track.areas);
  const role = pick(random, track.roles);
  const seniority = role === 'Director' ? '' : weighted(random, SENIORITY);
  const baseTitle = `${seniority}${area} ${role}`;
  const title = random() < 0.15 ? `${baseTitle} (${pick(random, TEAMS)})` : baseTitle;

  const skillCount = 1 + Math.floor(random() * 6);
  const own = sample(random, track.skills, skillCount);
  // A few jobs ask for something outside their track (Git, SQL, Docker, …).
  const extra = random() < 0.3 ? [pick(random, ['Git', 'SQL', 'Docker', 'Linux', 'AWS'])] : [];
  const skills = [...new Set([...own, ...extra])].slice(0, 6);

  const remote = weighted(random, [
    ['remote', 30],
    ['hybrid', 35],
    ['no', 35],
  ] as const);
  const city = pick(random, CITIES);
  const remoteOnly = remote === 'remote' && random() < 0.5;

  const created = now.getTime() - Math.floor(random() * 548 * DAY_MS);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const validUntil =
    random() < 0.15
      ? // Expired: it ran for a few weeks after it was posted, and ended before today.
        isoDay(Math.min(created + (7 + Math.floor(random() * 60)) * DAY_MS, today - DAY_MS))
      : isoDay(today + Math.floor(random() * 120) * DAY_MS);

  const currency = currencyOf(city.country);
  const senior = /Senior|Staff|Principal|Lead|Director|Manager/.test(title);
  const base = (senior ? 80_000 : 45_000) + Math.floor(random() * 40) * 1_000;
  const salaryShown = random() < 0.7;
  const wide = random() < 0.8;

  const n = 8 + Math.floor(random() * 200);
  const paragraphs = [
    `<p>${orgTitle} is ${article(pick(random, ADJECTIVES))} ${pick(random, INDUSTRIES)} company ${pick(random, MISSIONS)}. ${pick(
      random,
      TEAM_SENTENCES,
    )
      .replace('{n}', String(n))
      .replace('{place}', pick(random, PLACES))}</p>`,
    `<p>As ${article(title)}, you will ${sample(random, track.duties, 2).join(', and ')}. You will work with <strong>${skills.join(
      ', ',
    )}</strong>${random() < 0.5 ? ` and whatever else the problem needs` : ''}.</p>`,
    `<p>We value ${sample(random, TRAITS, 3).join(', ')}. ${
      random() < 0.5
        ? `Experience with ${pick(random, skills)} helps, but we care more about how you learn.`
        : `You do not need to tick every box to apply.`
    }</p>`,
  ];
  const n2 = String(5 + Math.floor(random() * 400));
  if (random() < 0.7)
    paragraphs.splice(
      1,
      0,
      `<p>${sample(random, PRODUCT_SENTENCES, 2).join(' ').replace('{n}', n2)}</p>`,
    );
  paragraphs.push(
    `<p>${sample(random, PROCESS_SENTENCES, 2 + Math.floor(random() * 3)).join(' ')}</p>`,
  );
  if (random() < 0.8)
    paragraphs.push(
      `<p>We offer ${sample(random, BENEFITS, 3).join(', ')} and ${pick(random, BENEFITS)}.</p>`,
    );
  if (random() < 0.7) paragraphs.push(`<p>${sample(random, HIRING_SENTENCES, 2).join(' ')}</p>`);

  return {
    org,
    created: new Date(created).toISOString(),
    title,
    description: paragraphs.join(''),
    experience_requirements:
      random() < 0.6
        ? `<p>${senior ? 5 + Math.floor(random() * 4) : 1 + Math.floor(random() * 3)}+ years with ${skills[0]}; ${pick(random, TRAITS)}.</p>`
        : null,
    currency,
    salary_from: salaryShown ? base : null,
    salary_to: salaryShown && wide ? base + (10 + Math.floor(random() * 30)) * 1_000 : null,
    city_name: remoteOnly ? null : city.name,
    state: remoteOnly ? null : city.state,
    country: remoteOnly && random() < 0.5 ? null : city.country,
    remote_job: remote,
    employment_type: weighted(random, EMPLOYMENT as [string, number][]),
    professional_experience: random() < 0.1 ? null : pick(random, EXPERIENCE),
    apply_url: `https://jobs.example.com/${Math.floor(random() * 1e9).toString(36)}`,
    identifier: `REQ-${1000 + Math.floor(random() * 9000)}`,
    application_method: 'apply_url',
    valid_until: validUntil,
    skills,
    sticky: random() < 0.05,
  };
}

const NAME_FIRST = [
  'Nimbus',
  'Quanta',
  'Blue Harbor',
  'Northwind',
  'Lumen',
  'Kestrel',
  'Orbit',
  'Fernway',
  'Copperleaf',
  'Tidal',
  'Brightpath',
  'Helix',
  'Juniper',
  'Mosaic',
  'Pioneer',
  'Sable',
  'Vireo',
  'Atlas',
  'Cobalt',
  'Meridian',
  'Paloma',
  'Redwood',
  'Solstice',
  'Wren',
  'Zephyr',
];
const NAME_SECOND = [
  'Labs',
  'Systems',
  'Analytics',
  'Health',
  'Robotics',
  'Software',
  'Cloud',
  'Bank',
  'Energy',
  'Mobility',
  'Learning',
  'Commerce',
  'Security',
  'Logistics',
  'Media',
  'Studio',
  'Works',
  'Technologies',
  'Ventures',
  'Data',
];

/** `count` distinct organization names. */
export function organizationNames(random: Random, count: number): string[] {
  const all = NAME_FIRST.flatMap((first) => NAME_SECOND.map((second) => `${first} ${second}`));
  const names = sample(random, all, Math.min(count, all.length));
  for (let i = names.length; i < count; i++) names.push(`${pick(random, all)} ${i}`);
  return names;
}

/**
 * How many jobs each organization posts: `big` for the first one, the rest shared out by a
 * long-tailed weight (a few organizations with several hundred jobs, most with dozens).
 */
export function jobCounts(organizations: number, total: number, big: number): number[] {
  const rest = total - big;
  const weights = Array.from({ length: organizations - 1 }, (_, i) => 1 / Math.sqrt(i + 1));
  const sum = weights.reduce((a, b) => a + b, 0);
  const counts = weights.map((w) => Math.floor((w / sum) * rest));
  let left = rest - counts.reduce((a, b) => a + b, 0);
  for (let i = counts.length - 1; left > 0; i--, left--) counts[i] += 1;
  return [big, ...counts];
}
