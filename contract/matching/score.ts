/**
 * How well a candidate fits a job: a score from 0 to 100 and the reasons it is made of, each a
 * fact a person can check. Pure and deterministic, shared by the server (which ranks) and the SPA
 * (which explains); the weights and why they are what they are: README.md beside this file.
 *
 * Fair by construction: the inputs hold job-relevant facts only. Nothing here can read a name,
 * a picture, contact data, the initials-only choice, the sign-up date or anything that stands in
 * for gender, age or origin, because the types below do not carry them.
 */
import type { SkillLevel } from '../profiles';
import { PHRASES, type Phrases } from './phrases';

/** What matching reads of a job. */
export interface MatchJob {
  /** The technical skill term ids the job asks for. */
  skills: readonly number[];
  /** A key of professional_experience ('0-1' … '10+'), or null when the job names none. */
  experience: string | null;
  /** A key of employment_type, or null. */
  employmentType: string | null;
  /** A key of remote_job ('remote', 'hybrid', 'no'), or null. */
  remote: string | null;
  countryTid: number | null;
  city: string | null;
  salary: Salary | null;
}

/** What matching reads of a candidate's profile. */
export interface MatchCandidate {
  /** Her technical skills, each with her level. */
  skills: readonly { tid: number; level: SkillLevel }[];
  /** A key of professional_experience, or null. */
  experience: string | null;
  /** Keys of employment_type she is looking for; empty when she said nothing. */
  employmentTypes: readonly string[];
  /** A key of remote_work ('remote', 'hybrid', 'no', 'any'), or null. */
  remote: string | null;
  countryTid: number | null;
  city: string | null;
  /** Keys of visa_sponsorship_required ('no', 'yes', 'eu_only', …); empty when not said. */
  visa: readonly string[];
  salary: Salary | null;
}

/** A profile that says nothing matching reads (a candidate without a profile yet). */
export const NO_FACTS: MatchCandidate = {
  skills: [],
  experience: null,
  employmentTypes: [],
  remote: null,
  countryTid: null,
  city: null,
  visa: [],
  salary: null,
};

/** A yearly range in one currency; either end may be missing. */
export interface Salary {
  from: number | null;
  to: number | null;
  currency: string;
}

/** The names a reason shows: skill and country terms, and the labels of list keys. */
export interface MatchLabels {
  skill(tid: number): string;
  country(tid: number): string;
  /** The label of `key` in list `field` (employment_type, remote_job, remote_work …). */
  option(field: string, key: string): string;
}

export type ReasonKind =
  'skills' | 'skillLevel' | 'experience' | 'employment' | 'remote' | 'location' | 'salary' | 'visa';

export interface MatchReason {
  kind: ReasonKind;
  /** What the fact adds to the score (before a hard mismatch scales it down). */
  points: number;
  /** The fact, in words: "4 of 5 required skills (missing: Kubernetes)". */
  text: string;
  /** 'good' adds, 'partial' adds some, 'missing' is data one side did not give, 'mismatch' … */
  fit: 'good' | 'partial' | 'missing' | 'mismatch';
  /**
   * On a 'missing' fact, who left it unsaid: her profile (which she can fill in), the job, or
   * nobody the reader may ask (demo access hides it).
   */
  gap?: Gap;
}

export type Gap = 'profile' | 'job' | 'hidden';

export interface Match {
  /** 0 to 100, a whole number. */
  score: number;
  reasons: MatchReason[];
}

/*
 * The weights: points each part can add, 100 in all. Skills weigh most because they are what
 * an employer screens for first and what a candidate can least fake; experience next, as the
 * second screen. Employment type, remote, place and pay each weigh the same: any one of them
 * can rule a job out for her, which the hard mismatches below handle, so their points only
 * order jobs she could take.
 */
export const SKILLS_WEIGHT = 45;
export const EXPERIENCE_WEIGHT = 15;
export const EMPLOYMENT_WEIGHT = 10;
export const REMOTE_WEIGHT = 10;
export const LOCATION_WEIGHT = 10;
export const SALARY_WEIGHT = 10;

/**
 * What a part scores when one side gave no data: half its weight. Missing data is neither a
 * fit nor a misfit, and a profile that says less must not outrank one that says it fits.
 */
export const MISSING_SHARE = 0.5;

/**
 * A hard mismatch is one she stated (an employment type she does not look for, on-site work
 * when she wants remote only, a move that needs a visa): each divides the score by this, so
 * such a job ranks far down but is still shown.
 */
export const HARD_MISMATCH_DIVISOR = 4;

/**
 * How much of a skill's share each level earns, in twentieths: any level counts, expertise
 * counts fully. Whole numbers, like every intermediate value here, so that PostgreSQL, which
 * ranks with the same arithmetic, rounds exactly as this function does.
 */
export const LEVEL_TWENTIETHS: Record<SkillLevel, number> = {
  beginner: 10,
  intermediate: 15,
  advanced: 18,
  expert: 20,
};

/** Experience bands in order; a candidate one band short earns half the points. */
const EXPERIENCE_ORDER = ['0-1', '1-3', '3-5', '5-10', '10+'];

/** Levels worth naming in a reason ("TypeScript at level Expert"). */
const NAMED_LEVELS: readonly SkillLevel[] = ['expert', 'advanced'];
/** At most this many skills are named in one reason. */
const MAX_NAMED = 3;

/**
 * Who reads the reasons, and what she may see. The employer reads about "her" in the third
 * person; the candidate reads about herself in the second ("You want Hybrid — this job is
 * Remote"). Under demo access the employer may not see the candidate's salary expectation, so
 * nothing she asked for may move a score, a reason or the order: the pay part is then scored as
 * unknown for every candidate alike.
 */
export interface MatchView {
  reader: 'employer' | 'candidate';
  /** Demo access (employer only): the salary expectation is hidden, so it is not compared. */
  demo?: boolean;
}

/** The reasons an employer with full access reads (the default view). */
export const EMPLOYER_VIEW: MatchView = { reader: 'employer' };
/** The reasons an employer with demo access reads: nothing hidden takes part. */
export const DEMO_VIEW: MatchView = { reader: 'employer', demo: true };
/** The reasons the candidate reads about a job. */
export const CANDIDATE_VIEW: MatchView = { reader: 'candidate' };

/** The pay reason under demo access, the same for every candidate. */
export const DEMO_SALARY_TEXT = 'Salary fit is shown once you have access';

interface Context {
  job: MatchJob;
  candidate: MatchCandidate;
  labels: MatchLabels;
  say: Phrases;
  view: MatchView;
}

/**
 * How well `candidate` fits `job`, and why, worded for `view`'s reader. Under demo access the
 * result depends only on what demo access shows of the candidate (see MatchView).
 */
export function scoreMatch(
  job: MatchJob,
  candidate: MatchCandidate,
  labels: MatchLabels,
  view: MatchView = EMPLOYER_VIEW,
): Match {
  const shown = view.demo ? { ...candidate, salary: null } : candidate;
  const say = PHRASES[view.reader];
  const c: Context = { job, candidate: shown, labels, say, view };
  const reasons = [
    ...skillReasons(c),
    experienceReason(c),
    employmentReason(c),
    remoteReason(c),
    locationReason(c),
    salaryReason(c),
    visaReason(c),
  ].filter((reason): reason is MatchReason => reason !== null);
  // Points are kept in tenths, so every step divides whole numbers and rounds once.
  const tenths = reasons.reduce((total, reason) => total + Math.round(reason.points * 10), 0);
  const hard = reasons.filter((reason) => reason.fit === 'mismatch' && isHard(reason)).length;
  const score = Math.round(tenths / (10 * HARD_MISMATCH_DIVISOR ** hard));
  return { score, reasons };
}

/** Whether a mismatch rules the job out for her (rather than only scoring nothing). */
function isHard(reason: MatchReason): boolean {
  return reason.kind === 'employment' || reason.kind === 'remote' || reason.kind === 'visa';
}

function skillReasons({ job, candidate, labels, say }: Context) {
  const required = [...new Set(job.skills)];
  if (required.length === 0) {
    return [unsaid('skills', SKILLS_WEIGHT, 'The job names no skills', 'job')];
  }
  const levels = new Map(candidate.skills.map((skill) => [skill.tid, skill.level]));
  const matched = required.filter((tid) => levels.has(tid));
  const missing = required.filter((tid) => !levels.has(tid));
  const earned = matched.reduce((total, tid) => total + LEVEL_TWENTIETHS[levels.get(tid)!], 0);
  const tenths = Math.round((SKILLS_WEIGHT * 10 * earned) / (20 * required.length));
  const names = (tids: number[]) => {
    const shown = tids.slice(0, MAX_NAMED).map((tid) => labels.skill(tid));
    return tids.length > MAX_NAMED
      ? `${shown.join(', ')} and ${tids.length - MAX_NAMED} more`
      : shown.join(', ');
  };
  const text = say.skills(matched.length, required.length, names(missing));
  const fit =
    matched.length === required.length ? 'good' : matched.length > 0 ? 'partial' : 'mismatch';
  const result = [reason('skills', tenths, text, fit)];
  for (const level of NAMED_LEVELS) {
    const strong = matched.filter((tid) => levels.get(tid) === level);
    if (strong.length > 0) {
      const label = level === 'expert' ? 'Expert' : 'Advanced';
      result.push(reason('skillLevel', 0, say.level(names(strong), label), 'good'));
    }
  }
  return result;
}

function experienceReason({ job, candidate, labels, say }: Context) {
  const wanted = job.experience === null ? -1 : EXPERIENCE_ORDER.indexOf(job.experience);
  const has = candidate.experience === null ? -1 : EXPERIENCE_ORDER.indexOf(candidate.experience);
  if (wanted < 0)
    return unsaid('experience', EXPERIENCE_WEIGHT, 'The job names no experience', 'job');
  if (has < 0) return unsaid('experience', EXPERIENCE_WEIGHT, say.noExperience, 'profile');
  const label = (key: string) => labels.option('professional_experience', key);
  const text = say.experience(label(candidate.experience!), label(job.experience!));
  if (has >= wanted) return reason('experience', EXPERIENCE_WEIGHT * 10, text, 'good');
  if (has === wanted - 1) return reason('experience', EXPERIENCE_WEIGHT * 5, text, 'partial');
  return reason('experience', 0, text, 'mismatch');
}

function employmentReason({ job, candidate, labels, say }: Context) {
  if (job.employmentType === null)
    return unsaid('employment', EMPLOYMENT_WEIGHT, 'The job names no employment type', 'job');
  if (candidate.employmentTypes.length === 0)
    return unsaid('employment', EMPLOYMENT_WEIGHT, say.noEmploymentType, 'profile');
  const type = labels.option('employment_type', job.employmentType);
  if (candidate.employmentTypes.includes(job.employmentType)) {
    return reason('employment', EMPLOYMENT_WEIGHT * 10, say.employment(type, type), 'good');
  }
  const wants = candidate.employmentTypes
    .map((key) => labels.option('employment_type', key))
    .join(' or ');
  return reason('employment', 0, say.employment(wants, type), 'mismatch');
}

/**
 * Points for (her wish, the job's setting), as shares of REMOTE_WEIGHT: her wish met fully, or
 * half when the job is one step from it (a hybrid wish meets a remote job only in part: she
 * asked for time at an office). Remote only against on-site is the one stated exclusion.
 */
export const REMOTE_FIT: Record<string, Record<string, number>> = {
  remote: { remote: 1, hybrid: 0.5, no: 0 },
  hybrid: { remote: 0.5, hybrid: 1, no: 0.5 },
  no: { remote: 0.5, hybrid: 0.5, no: 1 },
};

function remoteReason({ job, candidate, labels, say }: Context) {
  if (job.remote === null)
    return unsaid('remote', REMOTE_WEIGHT, 'The job does not say where it is done', 'job');
  if (candidate.remote === null)
    return unsaid('remote', REMOTE_WEIGHT, say.noRemoteWish, 'profile');
  const setting = labels.option('remote_job', job.remote);
  if (candidate.remote === 'any') {
    return reason('remote', REMOTE_WEIGHT * 10, say.anyRemote(setting), 'good');
  }
  const share = REMOTE_FIT[candidate.remote]?.[job.remote] ?? MISSING_SHARE;
  const text = say.remote(labels.option('remote_work', candidate.remote), setting);
  const fit = share === 1 ? 'good' : share === 0 ? 'mismatch' : 'partial';
  return reason('remote', REMOTE_WEIGHT * 10 * share, text, fit);
}

/** A city as places compare it: lower case, runs of spaces and hyphens as one space. */
export const cityKey = (city: string): string =>
  city
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, ' ');

/**
 * The place part. A remote job with no country fits any place; a remote job limited to a
 * country fits those who live there and nobody else; a hybrid or on-site job fits fully in her
 * city, 0.7 elsewhere in her country, and not at all abroad.
 */
function locationReason({ job, candidate, labels, say }: Context) {
  if (job.remote === 'remote' && job.countryTid === null) {
    return reason('location', LOCATION_WEIGHT * 10, say.remoteAnywhere, 'good');
  }
  if (job.countryTid === null)
    return unsaid('location', LOCATION_WEIGHT, 'The job names no country', 'job');
  if (candidate.countryTid === null)
    return unsaid('location', LOCATION_WEIGHT, say.noCountry, 'profile');
  const country = labels.country(job.countryTid);
  const sameCountry = job.countryTid === candidate.countryTid;
  if (job.remote === 'remote') {
    return sameCountry
      ? reason('location', LOCATION_WEIGHT * 10, say.remoteIn(country, null), 'good')
      : reason(
          'location',
          0,
          say.remoteIn(country, labels.country(candidate.countryTid)),
          'mismatch',
        );
  }
  const where = job.city ? `${job.city}, ${country}` : country;
  if (!sameCountry) {
    const text = say.livesIn(labels.country(candidate.countryTid), where);
    return reason('location', 0, text, 'mismatch');
  }
  if (job.city && candidate.city && cityKey(job.city) === cityKey(candidate.city)) {
    return reason('location', LOCATION_WEIGHT * 10, say.sameCity(job.city), 'good');
  }
  const text = say.livesIn(labels.country(candidate.countryTid), where);
  return reason('location', LOCATION_WEIGHT * 7, text, 'partial');
}

const amount = (value: number) => Math.round(value).toLocaleString('en-US');
const range = (salary: Salary) =>
  salary.from !== null && salary.to !== null
    ? `${amount(salary.from)}–${amount(salary.to)} ${salary.currency}`
    : `${amount((salary.from ?? salary.to)!)} ${salary.currency}`;
const hasAmount = (salary: Salary | null): salary is Salary =>
  salary !== null && (salary.from !== null || salary.to !== null);

function salaryReason({ job, candidate, say, view }: Context) {
  if (!hasAmount(job.salary))
    return unsaid('salary', SALARY_WEIGHT, 'The job shows no salary', 'job');
  if (view.demo) return unsaid('salary', SALARY_WEIGHT, DEMO_SALARY_TEXT, 'hidden');
  if (!hasAmount(candidate.salary)) return unsaid('salary', SALARY_WEIGHT, say.noSalary, 'profile');
  const text = say.salary(range(candidate.salary), range(job.salary));
  if (job.salary.currency !== candidate.salary.currency) {
    // Exchange rates change daily; comparing across currencies would rank by today's rate.
    return reason(
      'salary',
      SALARY_WEIGHT * 10 * MISSING_SHARE,
      `${text} (different currencies: not compared)`,
      'missing',
    );
  }
  // Compared in whole units: a profile's amounts may have cents.
  const wantsAtLeast = Math.round(candidate.salary.from ?? candidate.salary.to!);
  const paysAtMost = Math.round(job.salary.to ?? job.salary.from!);
  if (paysAtMost >= wantsAtLeast) return reason('salary', SALARY_WEIGHT * 10, text, 'good');
  // Below her expectation: the points fall to nothing at 20 % short of it.
  const tenths = Math.max(
    0,
    Math.round((SALARY_WEIGHT * 10 * (5 * paysAtMost - 4 * wantsAtLeast)) / wantsAtLeast),
  );
  return reason('salary', tenths, text, tenths > 0 ? 'partial' : 'mismatch');
}

/**
 * A visa matters for work in a country other than hers: a hybrid or on-site job there, or a
 * remote job open in that country only (she would have to work from it).
 */
function visaReason({ job, candidate, labels, say }: Context) {
  const needs = candidate.visa.some((key) => key !== 'no');
  if (!needs || job.countryTid === null || candidate.countryTid === null) return null;
  if (job.countryTid === candidate.countryTid) return null;
  return reason('visa', 0, say.visa(labels.country(job.countryTid)), 'mismatch');
}

/** A reason worth `tenths` tenths of a point (whole numbers; see LEVEL_TWENTIETHS). */
function reason(
  kind: ReasonKind,
  tenths: number,
  text: string,
  fit: MatchReason['fit'],
  gap?: Gap,
): MatchReason {
  return gap
    ? { kind, points: tenths / 10, text, fit, gap }
    : { kind, points: tenths / 10, text, fit };
}

/** A fact one side did not give: half the part's points (MISSING_SHARE). */
const unsaid = (kind: ReasonKind, weight: number, text: string, gap: Gap): MatchReason =>
  reason(kind, weight * 10 * MISSING_SHARE, text, 'missing', gap);
