/**
 * Made-up but plausible job postings for the jobs bench: titles from role words, rich-text
 * descriptions from sentence fragments, skills that fit the role, real cities in their
 * countries. Everything comes from one seeded random generator, so every seed is the same.
 */
import { EMPLOYMENT_TYPE } from '../server/src/reference/options/jobOptions';
import { PROFESSIONAL_EXPERIENCE } from '../server/src/reference/options/candidateOptions';

/** mulberry32: a small, fast, seedable generator of numbers in [0, 1). */
export function randomGenerator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = () => number;

const pick = <T>(random: Random, values: readonly T[]): T =>
  values[Math.floor(random() * values.length)];

/** A value drawn by weight: `[value, weight]` pairs. */
function weighted<T>(random: Random, choices: readonly (readonly [T, number])[]): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let draw = random() * total;
  for (const [value, weight] of choices) {
    draw -= weight;
    if (draw < 0) return value;
  }
  return choices[choices.length - 1][0];
}

/** `count` distinct values of `values` (all of them when there are fewer). */
function sample<T>(random: Random, values: readonly T[], count: number): T[] {
  const copy = [...values];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy.slice(0, count);
}

const article = (word: string) => (/^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`);

/** A city of the embedded list: name, state (where one is usual) and ISO country code. */
export interface City {
  name: string;
  state: string | null;
  country: string;
}

/** 60 cities where tech jobs are, with the country each belongs to. */
export const CITIES: readonly City[] = [
  { name: 'New York', state: 'New York', country: 'US' },
  { name: 'San Francisco', state: 'California', country: 'US' },
  { name: 'Los Angeles', state: 'California', country: 'US' },
  { name: 'Seattle', state: 'Washington', country: 'US' },
  { name: 'Austin', state: 'Texas', country: 'US' },
  { name: 'Boston', state: 'Massachusetts', country: 'US' },
  { name: 'Chicago', state: 'Illinois', country: 'US' },
  { name: 'Denver', state: 'Colorado', country: 'US' },
  { name: 'Atlanta', state: 'Georgia', country: 'US' },
  { name: 'Toronto', state: 'Ontario', country: 'CA' },
  { name: 'Vancouver', state: 'British Columbia', country: 'CA' },
  { name: 'Montreal', state: 'Quebec', country: 'CA' },
  { name: 'Mexico City', state: null, country: 'MX' },
  { name: 'São Paulo', state: 'São Paulo', country: 'BR' },
  { name: 'Buenos Aires', state: null, country: 'AR' },
  { name: 'Bogotá', state: null, country: 'CO' },
  { name: 'Santiago', state: null, country: 'CL' },
  { name: 'London', state: 'England', country: 'GB' },
  { name: 'Manchester', state: 'England', country: 'GB' },
  { name: 'Edinburgh', state: 'Scotland', country: 'GB' },
  { name: 'Dublin', state: null, country: 'IE' },
  { name: 'Berlin', state: 'Berlin', country: 'DE' },
  { name: 'Munich', state: 'Bavaria', country: 'DE' },
  { name: 'Hamburg', state: 'Hamburg', country: 'DE' },
  { name: 'Frankfurt am Main', state: 'Hesse', country: 'DE' },
  { name: 'Cologne', state: 'North Rhine-Westphalia', country: 'DE' },
  { name: 'Vienna', state: null, country: 'AT' },
  { name: 'Zurich', state: null, country: 'CH' },
  { name: 'Geneva', state: null, country: 'CH' },
  { name: 'Paris', state: 'Île-de-France', country: 'FR' },
  { name: 'Lyon', state: null, country: 'FR' },
  { name: 'Amsterdam', state: 'North Holland', country: 'NL' },
  { name: 'Rotterdam', state: 'South Holland', country: 'NL' },
  { name: 'Brussels', state: null, country: 'BE' },
  { name: 'Copenhagen', state: null, country: 'DK' },
  { name: 'Stockholm', state: null, country: 'SE' },
  { name: 'Oslo', state: null, country: 'NO' },
  { name: 'Helsinki', state: null, country: 'FI' },
  { name: 'Madrid', state: null, country: 'ES' },
  { name: 'Barcelona', state: 'Catalonia', country: 'ES' },
  { name: 'Lisbon', state: null, country: 'PT' },
  { name: 'Porto', state: null, country: 'PT' },
  { name: 'Milan', state: 'Lombardy', country: 'IT' },
  { name: 'Rome', state: 'Lazio', country: 'IT' },
  { name: 'Warsaw', state: null, country: 'PL' },
  { name: 'Kraków', state: null, country: 'PL' },
  { name: 'Prague', state: null, country: 'CZ' },
  { name: 'Budapest', state: null, country: 'HU' },
  { name: 'Bucharest', state: null, country: 'RO' },
  { name: 'Tallinn', state: null, country: 'EE' },
  { name: 'Tel Aviv', state: null, country: 'IL' },
  { name: 'Dubai', state: null, country: 'AE' },
  { name: 'Cape Town', state: 'Western Cape', country: 'ZA' },
  { name: 'Lagos', state: 'Lagos', country: 'NG' },
  { name: 'Nairobi', state: null, country: 'KE' },
  { name: 'Bangalore', state: 'Karnataka', country: 'IN' },
  { name: 'Singapore', state: null, country: 'SG' },
  { name: 'Tokyo', state: null, country: 'JP' },
  { name: 'Sydney', state: 'New South Wales', country: 'AU' },
  { name: 'Melbourne', state: 'Victoria', country: 'AU' },
];

const CURRENCY_OF: Record<string, string> = {
  US: 'USD',
  CA: 'CAD',
  GB: 'GBP',
  CH: 'CHF',
  SE: 'SEK',
  DK: 'DKK',
  NO: 'NOK',
  PL: 'PLN',
  AU: 'AUD',
  IN: 'INR',
  JP: 'JPY',
  SG: 'SGD',
};
const EURO = new Set(['DE', 'AT', 'FR', 'NL', 'BE', 'FI', 'ES', 'PT', 'IT', 'IE', 'EE']);
const currencyOf = (country: string) => CURRENCY_OF[country] ?? (EURO.has(country) ? 'EUR' : 'USD');

/** A family of roles: the words of its titles and the skills its jobs ask for. */
interface Track {
  weight: number;
  areas: readonly string[];
  roles: readonly string[];
  skills: readonly string[];
  duties: readonly string[];
}

const TRACKS: readonly Track[] = [
  {
    weight: 26,
    areas: ['Frontend', 'Full Stack', 'Web', 'Mobile', 'iOS', 'Android', 'JavaScript'],
    roles: ['Engineer', 'Developer', 'Engineer', 'Developer', 'Architect'],
    skills: [
      'JavaScript',
      'TypeScript',
      'React',
      'Angular',
      'Vue.js',
      'Svelte',
      'Next.js',
      'HTML',
      'CSS',
      'Node.js',
      'GraphQL',
      'React Native',
      'Flutter',
      'Swift',
      'Kotlin',
      'iOS',
      'Android',
      'Test Automation',
    ],
    duties: [
      'build accessible interfaces that thousands of people use every day',
      'turn designs into fast, well-tested components',
      'shape our design system together with designers',
      'improve page load times and Core Web Vitals',
      'ship features to our web and mobile apps every week',
      'own the client side of new product areas from prototype to launch',
    ],
  },
  {
    weight: 30,
    areas: [
      'Backend',
      'Platform',
      'Infrastructure',
      'Cloud',
      'Site Reliability',
      'DevOps',
      'Security',
      'Software',
    ],
    roles: ['Engineer', 'Developer', 'Engineer', 'Architect'],
    skills: [
      'Java',
      'Kotlin',
      'Go',
      'Rust',
      'Python',
      'Ruby',
      'PHP',
      'C#',
      '.NET',
      'Spring',
      'Django',
      'Ruby on Rails',
      'Laravel',
      'NestJS',
      'Node.js',
      'PostgreSQL',
      'MySQL',
      'Redis',
      'Kafka',
      'AWS',
      'Microsoft Azure',
      'Google Cloud',
      'Docker',
      'Kubernetes',
      'Terraform',
      'CI/CD',
      'Linux',
      'REST APIs',
      'Cybersecurity',
    ],
    duties: [
      'design and run the services behind our public APIs',
      'scale our event pipeline to billions of messages a day',
      'keep our Kubernetes clusters healthy, observable and cheap',
      'automate deployments so every team ships safely on a Friday',
      'harden our systems against attacks and lead incident reviews',
      'break a monolith into services without breaking our customers',
    ],
  },
  {
    weight: 18,
    areas: ['Data', 'Machine Learning', 'Analytics', 'AI', 'Data Platform'],
    roles: ['Engineer', 'Scientist', 'Analyst', 'Engineer'],
    skills: [
      'Python',
      'SQL',
      'R',
      'Scala',
      'Apache Spark',
      'Kafka',
      'Machine Learning',
      'Data Analysis',
      'PostgreSQL',
      'Elasticsearch',
      'MongoDB',
      'AWS',
      'Google Cloud',
      'FastAPI',
      'Flask',
    ],
    duties: [
      'build models that match people with the right opportunities',
      'design reliable batch and streaming pipelines',
      'turn messy data into dashboards that leadership actually reads',
      'run experiments and explain what the numbers mean',
      'bring machine learning models from notebooks into production',
      'own our data warehouse and its quality checks',
    ],
  },
  {
    weight: 10,
    areas: ['Product', 'UX', 'UI', 'Visual', 'Interaction'],
    roles: ['Designer', 'Designer', 'Researcher'],
    skills: ['UX/UI Design', 'HTML', 'CSS', 'JavaScript', 'Data Analysis'],
    duties: [
      'run user research and turn insights into clear flows',
      'prototype ideas quickly and test them with real users',
      'care for our design system and its accessibility',
      'work with engineers from the first sketch to the release',
    ],
  },
  {
    weight: 10,
    areas: ['Engineering', 'Product', 'Technical Program', 'Delivery', 'Data'],
    roles: ['Manager', 'Lead', 'Director'],
    skills: ['CI/CD', 'AWS', 'Data Analysis', 'Java', 'Python', 'TypeScript', 'Git'],
    duties: [
      'grow a team of six to ten engineers through coaching and clear goals',
      'set the roadmap with product and design and keep it honest',
      'hire great people and help them do their best work',
      'coordinate releases across several teams and time zones',
    ],
  },
  {
    weight: 6,
    areas: ['QA', 'Test Automation', 'Quality', 'Embedded', 'Firmware'],
    roles: ['Engineer', 'Analyst', 'Engineer'],
    skills: ['Test Automation', 'Java', 'Python', 'C', 'C++', 'Linux', 'CI/CD', 'Git'],
    duties: [
      'write the test suites that let us release with confidence',
      'build tooling that finds bugs before customers do',
      'work close to the hardware on low-level code',
    ],
  },
];

const SENIORITY: readonly (readonly [string, number])[] = [
  ['', 30],
  ['Junior ', 8],
  ['Senior ', 30],
  ['Staff ', 8],
  ['Principal ', 5],
  ['Lead ', 8],
  ['Working Student ', 2],
];
const TEAMS = [
  'Payments',
  'Growth',
  'Search',
  'Checkout',
  'Identity',
  'Core Platform',
  'Mobile Apps',
  'Developer Experience',
  'Marketplace',
  'Risk',
  'Onboarding',
  'Integrations',
];

const INDUSTRIES = [
  'fintech',
  'health tech',
  'climate tech',
  'e-commerce',
  'logistics',
  'education',
  'media',
  'travel',
  'insurance',
  'HR tech',
  'mobility',
  'gaming',
  'cybersecurity',
  'food delivery',
  'energy',
];
const ADJECTIVES = [
  'fast-growing',
  'profitable',
  'remote-first',
  'mission-driven',
  'employee-owned',
  'venture-backed',
  'well-established',
  'award-winning',
  'small but ambitious',
];
const MISSIONS = [
  'helping small businesses get paid on time',
  'making healthcare easier to reach for everyone',
  'cutting the carbon footprint of buildings',
  'bringing fair prices to online shopping',
  'moving goods across Europe with fewer empty trucks',
  'making learning to code accessible to all',
  'giving newsrooms better tools',
  'taking the hassle out of business travel',
  'making insurance simple and transparent',
  'helping companies hire more diverse teams',
  'getting people around cities without a car',
  'protecting families from online fraud',
  'connecting farmers directly with restaurants',
];
const TEAM_SENTENCES = [
  'Our team of {n} people works from {place}, with plenty of overlap in the afternoon.',
  'We are {n} people today and plan to double within two years.',
  'You will join a cross-functional squad of {n} engineers, a designer and a product manager.',
  'We work in small autonomous teams and write things down before we meet.',
  'Half of our engineering leadership are women, and we mean to keep it that way.',
  'We publish our salary bands and review them every year.',
];
const PLACES = ['three countries', 'our office and home', 'five time zones', 'all over Europe'];
const TRAITS = [
  'curiosity',
  'clear written communication',
  'ownership',
  'kindness in code review',
  'a bias for shipping',
  'pragmatism',
  'attention to detail',
  'a love of learning',
  'empathy for users',
  'calm under pressure',
];
const BENEFITS = [
  'flexible working hours',
  'a yearly learning budget',
  '30 days of paid holiday',
  'parental leave beyond the legal minimum',
  'a home-office allowance',
  'stock options',
  'a public transport pass',
  'mental health support',
  'four-day weeks in summer',
  'a team retreat every year',
  'a new laptop of your choice',
  'sabbaticals after three years',
];

const PRODUCT_SENTENCES = [
  'Our product is used by {n} thousand people in more than forty countries.',
  'Last year we launched in four new markets and tripled our revenue.',
  'We are profitable, so we can take the time to build things properly.',
  'Our customers range from two-person shops to listed companies.',
  'We recently closed our Series B and are investing in the product.',
  'Everything we build is measured against one question: does it help our users?',
];
const PROCESS_SENTENCES = [
  'We deploy to production many times a day behind feature flags.',
  'Code review is a conversation, not a gate.',
  'We keep meetings short and write decisions down in design documents.',
  'On-call is shared fairly and we fix the causes of pages, not just the symptoms.',
  'Every engineer spends a day each quarter with our support team.',
  'We pair often, especially when someone is new to a part of the code.',
  'Our roadmap is public inside the company and anyone may question it.',
  'We run blameless post-mortems and share what we learn.',
];
const HIRING_SENTENCES = [
  'Our interview process has four steps and takes about two weeks.',
  'You will talk to the team you would join, not just to recruiters.',
  'We do not ask for unpaid take-home work; the technical interview is a pairing session.',
  'We welcome applications from people of every background, and we are happy to adapt the process to your needs.',
  'If you are unsure whether you are a fit, apply anyway and tell us why this role interests you.',
  'We answer every application within ten working days.',
];

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
