/**
 * The sentences of the match reasons (score.ts), for each reader: the employer reads about "her",
 * the candidate about herself. Every fact is computed once, by score.ts; only its wording
 * differs.
 */
export interface Phrases {
  skills(matched: number, required: number, missing: string): string;
  level(names: string, level: string): string;
  experience(has: string, wanted: string): string;
  noExperience: string;
  noEmploymentType: string;
  employment(wants: string, type: string): string;
  noRemoteWish: string;
  anyRemote(setting: string): string;
  remote(wish: string, setting: string): string;
  noCountry: string;
  remoteAnywhere: string;
  remoteIn(country: string, lives: string | null): string;
  sameCity(city: string): string;
  livesIn(country: string, where: string): string;
  noSalary: string;
  salary(expects: string, pays: string): string;
  visa(country: string): string;
}

const EMPLOYER: Phrases = {
  skills: (matched, required, missing) =>
    `${matched} of ${required} required skills` + (missing ? ` (missing: ${missing})` : ''),
  level: (names, level) => `${names} at level ${level}`,
  experience: (has, wanted) => `${has} of experience, the job asks for ${wanted}`,
  noExperience: 'The profile gives no experience',
  noEmploymentType: 'The profile names no employment type',
  employment: (wants, type) => `looks for ${wants} — this job is ${type}`,
  noRemoteWish: 'The profile names no remote preference',
  anyRemote: (setting) => `has no remote preference — this job is ${setting}`,
  remote: (wish, setting) => `wants ${wish} — this job is ${setting}`,
  noCountry: 'The profile gives no country',
  remoteAnywhere: 'The job is remote: any place fits',
  remoteIn: (country, lives) =>
    lives === null
      ? `lives in ${country}, where this remote job is open`
      : `lives in ${lives} — this remote job is open in ${country} only`,
  sameCity: (city) => `lives in ${city}, where the job is`,
  livesIn: (country, where) => `lives in ${country} — the job is in ${where}`,
  noSalary: 'The profile gives no salary expectation',
  salary: (expects, pays) => `expects ${expects}, the job pays ${pays}`,
  visa: (country) => `needs visa sponsorship to work in ${country} — not offered`,
};

const CANDIDATE: Phrases = {
  skills: (matched, required, missing) =>
    `You have ${matched} of the ${required} skills the job asks for` +
    (missing ? ` (missing: ${missing})` : ''),
  level: (names, level) => `You know ${names} at level ${level}`,
  experience: (has, wanted) => `You have ${has} of experience — the job asks for ${wanted}`,
  noExperience: 'Your profile gives no experience',
  noEmploymentType: 'Your profile names no employment type',
  employment: (wants, type) => `You look for ${wants} — this job is ${type}`,
  noRemoteWish: 'Your profile names no remote preference',
  anyRemote: (setting) => `You have no remote preference — this job is ${setting}`,
  remote: (wish, setting) => `You want ${wish} — this job is ${setting}`,
  noCountry: 'Your profile gives no country',
  remoteAnywhere: 'The job is remote: you can work from anywhere',
  remoteIn: (country, lives) =>
    lives === null
      ? `You live in ${country}, where this remote job is open`
      : `You live in ${lives} — this remote job is open in ${country} only`,
  sameCity: (city) => `You live in ${city}, where the job is`,
  livesIn: (country, where) => `You live in ${country} — the job is in ${where}`,
  noSalary: 'Your profile gives no salary expectation',
  salary: (expects, pays) => `You expect ${expects} — the job pays ${pays}`,
  visa: (country) =>
    `You need visa sponsorship to work in ${country} — the job does not say it offers it`,
};

/** The phrases of each reader. */
export const PHRASES: Record<'employer' | 'candidate', Phrases> = {
  employer: EMPLOYER,
  candidate: CANDIDATE,
};
