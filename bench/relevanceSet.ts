/**
 * The labelled query set of `npm run bench -- relevance` (issue 46): what a person types into the
 * job search and the candidate search, each with what she expects to find, written from what the
 * bench generators make (data/jobsWorld.json: titles are "{seniority}{area} {role}", skills come
 * from the role's track, cities from the list; candidatesSeed.ts: a role, skills that fit it,
 * a city of its list), not from the search's code.
 *
 * Each query's `expect` grades a result: 2 when its title (a candidate's role) has every word of
 * one of `title` as a word, 1 when it has one of `skills` (or, without a text, is just in the right
 * place), 0 otherwise; `cities` (with `remoteToo`: or a remote job) must hold as well.
 */

/** What a person expects a query to find. */
export interface Expectation {
  /** Alternatives, each the words a title must have (any order, whole words, any case). */
  title?: string[][];
  /** The skills a result may have instead (any of them), for grade 1. */
  skills?: string[];
  /** Every one of these skills, for grade 1 (a query that names several). */
  allSkills?: string[];
  /** The cities a result must be in (the generators' spelling). */
  cities?: string[];
  /** A remote job is as good as one in the cities. */
  remoteToo?: boolean;
}

export type QueryKind = 'exact' | 'typo' | 'synonym' | 'accent' | 'multi-word' | 'place';

export interface LabelledQuery {
  kind: QueryKind;
  search?: string;
  location?: string[];
  distance?: 10 | 25 | 50 | 100;
  remote?: string[];
  expect: Expectation;
}

const t = (...alternatives: string[]) => alternatives.map((words) => words.split(' '));

/** Queries of the job search over the 50,000 bench jobs (the active ones). */
export const JOB_QUERIES: LabelledQuery[] = [
  // Exact: what worked before must still work (0 regressions).
  { kind: 'exact', search: 'frontend engineer', expect: { title: t('frontend engineer') } },
  { kind: 'exact', search: 'backend developer', expect: { title: t('backend developer') } },
  { kind: 'exact', search: 'data scientist', expect: { title: t('data scientist') } },
  { kind: 'exact', search: 'product designer', expect: { title: t('product designer') } },
  { kind: 'exact', search: 'engineering manager', expect: { title: t('engineering manager') } },
  { kind: 'exact', search: 'qa engineer', expect: { title: t('qa engineer') } },
  {
    kind: 'exact',
    search: 'site reliability engineer',
    expect: { title: t('site reliability engineer') },
  },
  {
    kind: 'exact',
    search: 'machine learning engineer',
    expect: { title: t('machine learning engineer') },
  },
  { kind: 'exact', search: 'ux researcher', expect: { title: t('ux researcher') } },
  { kind: 'exact', search: 'platform architect', expect: { title: t('platform architect') } },
  { kind: 'exact', search: 'mobile developer', expect: { title: t('mobile developer') } },
  { kind: 'exact', search: 'analytics engineer', expect: { title: t('analytics engineer') } },
  {
    kind: 'exact',
    search: 'technical program manager',
    expect: { title: t('technical program manager') },
  },
  { kind: 'exact', search: 'cloud engineer', expect: { title: t('cloud engineer') } },
  { kind: 'exact', search: 'data analyst', expect: { title: t('data analyst') } },
  { kind: 'exact', search: 'python', expect: { title: t('python'), skills: ['Python'] } },
  { kind: 'exact', search: 'kubernetes', expect: { skills: ['Kubernetes'] } },
  { kind: 'exact', search: 'typescript', expect: { skills: ['TypeScript'] } },
  { kind: 'exact', search: 'terraform', expect: { skills: ['Terraform'] } },
  { kind: 'exact', search: 'security engineer', expect: { title: t('security engineer') } },

  // Typos: one edit from five letters, two from nine; a swap of two letters is one.
  {
    kind: 'typo',
    search: 'javascrpt',
    expect: { title: t('javascript'), skills: ['JavaScript'] },
  },
  { kind: 'typo', search: 'pyhton', expect: { title: t('python'), skills: ['Python'] } },
  { kind: 'typo', search: 'kubernets', expect: { skills: ['Kubernetes'] } },
  { kind: 'typo', search: 'typscript', expect: { skills: ['TypeScript'] } },
  { kind: 'typo', search: 'terrafrom', expect: { skills: ['Terraform'] } },
  { kind: 'typo', search: 'frontned engineer', expect: { title: t('frontend engineer') } },
  { kind: 'typo', search: 'backend develper', expect: { title: t('backend developer') } },
  { kind: 'typo', search: 'data scinetist', expect: { title: t('data scientist') } },
  { kind: 'typo', search: 'prodcut designer', expect: { title: t('product designer') } },
  { kind: 'typo', search: 'enginering manager', expect: { title: t('engineering manager') } },
  {
    kind: 'typo',
    search: 'machine lerning engineer',
    expect: { title: t('machine learning engineer') },
  },
  { kind: 'typo', search: 'ux reseacher', expect: { title: t('ux researcher') } },
  {
    kind: 'typo',
    search: 'infrastucture engineer',
    expect: { title: t('infrastructure engineer') },
  },
  { kind: 'typo', search: 'elasticsaerch', expect: { skills: ['Elasticsearch'] } },
  { kind: 'typo', search: 'data analyts', expect: { title: t('data analyst') } },

  // Synonyms and abbreviations (server/src/search/synonyms.txt).
  { kind: 'synonym', search: 'js', expect: { title: t('javascript'), skills: ['JavaScript'] } },
  { kind: 'synonym', search: 'ts', expect: { skills: ['TypeScript'] } },
  { kind: 'synonym', search: 'k8s', expect: { skills: ['Kubernetes'] } },
  { kind: 'synonym', search: 'golang', expect: { skills: ['Go'] } },
  { kind: 'synonym', search: 'postgres', expect: { skills: ['PostgreSQL'] } },
  {
    kind: 'synonym',
    search: 'ml engineer',
    expect: { title: t('machine learning engineer') },
  },
  { kind: 'synonym', search: 'front end engineer', expect: { title: t('frontend engineer') } },
  { kind: 'synonym', search: 'front-end developer', expect: { title: t('frontend developer') } },
  { kind: 'synonym', search: 'sre', expect: { title: t('site reliability') } },
  { kind: 'synonym', search: 'gcp', expect: { skills: ['Google Cloud'] } },
  { kind: 'synonym', search: 'nodejs', expect: { skills: ['Node.js'] } },
  { kind: 'synonym', search: 'reactjs', expect: { skills: ['React'] } },
  { kind: 'synonym', search: 'azure', expect: { skills: ['Microsoft Azure'] } },
  { kind: 'synonym', search: 'ror', expect: { skills: ['Ruby on Rails'] } },
  { kind: 'synonym', search: 'spark', expect: { skills: ['Apache Spark'] } },

  // Accents and case, in the text and in the location filter.
  { kind: 'accent', location: ['Zürich'], expect: { cities: ['Zurich'] } },
  { kind: 'accent', location: ['Sao Paulo'], expect: { cities: ['São Paulo'] } },
  { kind: 'accent', location: ['Bogota'], expect: { cities: ['Bogotá'] } },
  { kind: 'accent', location: ['Krakow'], expect: { cities: ['Kraków'] } },
  {
    kind: 'accent',
    search: 'data engineer',
    location: ['ZÜRICH'],
    expect: { title: t('data engineer'), cities: ['Zurich'] },
  },
  { kind: 'accent', search: 'kraków', expect: { cities: ['Kraków'] } },
  { kind: 'accent', search: 'bogota', expect: { cities: ['Bogotá'] } },

  // Several words.
  {
    kind: 'multi-word',
    search: 'senior backend engineer',
    expect: { title: t('senior backend engineer') },
  },
  {
    kind: 'multi-word',
    search: 'staff data engineer',
    expect: { title: t('staff data engineer') },
  },
  {
    kind: 'multi-word',
    search: 'lead frontend developer',
    expect: { title: t('lead frontend developer') },
  },
  {
    kind: 'multi-word',
    search: 'react typescript',
    expect: { allSkills: ['React', 'TypeScript'] },
  },
  { kind: 'multi-word', search: 'java kotlin', expect: { allSkills: ['Java', 'Kotlin'] } },
  {
    kind: 'multi-word',
    search: 'python engineer',
    expect: { title: t('python engineer'), skills: ['Python'] },
  },
  {
    kind: 'multi-word',
    search: 'junior ios developer',
    expect: { title: t('junior ios developer') },
  },

  // A city and a distance.
  {
    kind: 'place',
    search: 'data',
    location: ['Rotterdam'],
    distance: 100,
    expect: { title: t('data'), cities: ['Rotterdam', 'Amsterdam'] },
  },
  {
    kind: 'place',
    location: ['Amsterdam'],
    distance: 100,
    expect: { cities: ['Amsterdam', 'Rotterdam'] },
  },
  { kind: 'place', location: ['Amsterdam'], distance: 25, expect: { cities: ['Amsterdam'] } },
  {
    kind: 'place',
    search: 'engineer',
    location: ['Vienna'],
    distance: 100,
    expect: { title: t('engineer'), cities: ['Vienna'] },
  },
  {
    kind: 'place',
    search: 'developer',
    location: ['Berlin'],
    distance: 100,
    expect: { title: t('developer'), cities: ['Berlin'] },
  },
  {
    kind: 'place',
    search: 'frontend engineer',
    location: ['Geneva'],
    distance: 100,
    expect: { title: t('frontend engineer'), cities: ['Geneva'] },
  },
  {
    kind: 'place',
    search: 'backend',
    location: ['Frankfurt am Main'],
    distance: 50,
    expect: { title: t('backend'), cities: ['Frankfurt am Main'] },
  },
  {
    kind: 'place',
    search: 'python',
    location: ['Berlin'],
    distance: 50,
    remote: ['remote'],
    expect: { title: t('python'), skills: ['Python'], cities: ['Berlin'], remoteToo: true },
  },
  {
    kind: 'place',
    location: ['Madrid', 'Barcelona'],
    distance: 25,
    expect: { cities: ['Madrid', 'Barcelona'] },
  },
  {
    kind: 'place',
    search: 'designer',
    location: ['Los Angeles'],
    distance: 100,
    expect: { title: t('designer'), cities: ['Los Angeles'] },
  },
  {
    kind: 'place',
    search: 'manager',
    location: ['Tel Aviv'],
    distance: 50,
    expect: { title: t('manager'), cities: ['Tel Aviv'] },
  },
  {
    kind: 'place',
    search: 'data scientist',
    location: ['Lisbon'],
    distance: 100,
    expect: { title: t('data scientist'), cities: ['Lisbon'] },
  },
];

/** Queries of the candidate search over the 100,000 bench candidates. */
export const CANDIDATE_QUERIES: LabelledQuery[] = [
  { kind: 'exact', search: 'frontend engineer', expect: { title: t('frontend engineer') } },
  { kind: 'exact', search: 'data scientist', expect: { title: t('data scientist') } },
  { kind: 'exact', search: 'qa engineer', expect: { title: t('qa engineer') } },
  { kind: 'exact', search: 'engineering manager', expect: { title: t('engineering manager') } },
  { kind: 'exact', search: 'flutter', expect: { skills: ['Flutter'] } },
  { kind: 'typo', search: 'devops enigneer', expect: { title: t('devops engineer') } },
  {
    kind: 'typo',
    search: 'machine lerning',
    expect: { title: t('machine learning'), skills: ['Machine Learning'] },
  },
  { kind: 'typo', search: 'securty engineer', expect: { title: t('security engineer') } },
  { kind: 'typo', search: 'kotiln', expect: { skills: ['Kotlin'] } },
  { kind: 'synonym', search: 'ml engineer', expect: { title: t('machine learning engineer') } },
  { kind: 'synonym', search: 'js', expect: { skills: ['JavaScript'] } },
  { kind: 'synonym', search: 'golang', expect: { skills: ['Go'] } },
  { kind: 'synonym', search: 'nodejs', expect: { skills: ['Node.js'] } },
  { kind: 'synonym', search: 'c++', expect: { skills: ['C++'] } },
  { kind: 'synonym', search: 'c#', expect: { skills: ['C#'] } },
  { kind: 'synonym', search: 'fullstack developer', expect: { title: t('full stack developer') } },
  { kind: 'accent', location: ['Zürich'], expect: { cities: ['Zurich'] } },
  { kind: 'accent', search: 'sao paulo', expect: { cities: ['São Paulo'] } },
  {
    kind: 'multi-word',
    search: 'mobile developer swift',
    expect: { title: t('mobile developer') },
  },
  { kind: 'multi-word', search: 'data scientist python', expect: { title: t('data scientist') } },
  {
    kind: 'multi-word',
    search: 'react frontend engineer',
    expect: { title: t('frontend engineer') },
  },
  {
    kind: 'place',
    search: 'devops engineer',
    location: ['Rotterdam'],
    distance: 100,
    expect: { title: t('devops engineer'), cities: ['Rotterdam', 'Amsterdam'] },
  },
  {
    kind: 'place',
    location: ['Rotterdam'],
    distance: 100,
    expect: { cities: ['Rotterdam', 'Amsterdam'] },
  },
  {
    kind: 'place',
    search: 'platform engineer',
    location: ['Munich'],
    distance: 50,
    expect: { title: t('platform engineer'), cities: ['Munich'] },
  },
];
