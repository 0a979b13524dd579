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
}

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

export function scoreMatch(job: MatchJob, candidate: MatchCandidate, labels: MatchLabels): Match {
  const reasons = [
    ...skillReasons(job, candidate, labels),
    experienceReason(job, candidate, labels),
    employmentReason(job, candidate, labels),
    remoteReason(job, candidate, labels),
    locationReason(job, candidate, labels),
    salaryReason(job, candidate),
    visaReason(job, candidate, labels),
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

function skillReasons(job: MatchJob, candidate: MatchCandidate, labels: MatchLabels) {
  const required = [...new Set(job.skills)];
  if (required.length === 0) {
    return [
      reason('skills', SKILLS_WEIGHT * 10 * MISSING_SHARE, 'The job names no skills', 'missing'),
    ];
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
  const text =
    `${matched.length} of ${required.length} required skills` +
    (missing.length > 0 ? ` (missing: ${names(missing)})` : '');
  const fit =
    matched.length === required.length ? 'good' : matched.length > 0 ? 'partial' : 'mismatch';
  const result = [reason('skills', tenths, text, fit)];
  for (const level of NAMED_LEVELS) {
    const strong = matched.filter((tid) => levels.get(tid) === level);
    if (strong.length > 0) {
      const label = level === 'expert' ? 'Expert' : 'Advanced';
      result.push(reason('skillLevel', 0, `${names(strong)} at level ${label}`, 'good'));
    }
  }
  return result;
}

function experienceReason(job: MatchJob, candidate: MatchCandidate, labels: MatchLabels) {
  const wanted = job.experience === null ? -1 : EXPERIENCE_ORDER.indexOf(job.experience);
  const has = candidate.experience === null ? -1 : EXPERIENCE_ORDER.indexOf(candidate.experience);
  if (wanted < 0 || has < 0) {
    const text = wanted < 0 ? 'The job names no experience' : 'The profile gives no experience';
    return reason('experience', EXPERIENCE_WEIGHT * 10 * MISSING_SHARE, text, 'missing');
  }
  const label = (key: string) => labels.option('professional_experience', key);
  const text = `${label(candidate.experience!)} of experience, the job asks for ${label(job.experience!)}`;
  if (has >= wanted) return reason('experience', EXPERIENCE_WEIGHT * 10, text, 'good');
  if (has === wanted - 1) return reason('experience', EXPERIENCE_WEIGHT * 5, text, 'partial');
  return reason('experience', 0, text, 'mismatch');
}

function employmentReason(job: MatchJob, candidate: MatchCandidate, labels: MatchLabels) {
  if (job.employmentType === null || candidate.employmentTypes.length === 0) {
    const text =
      job.employmentType === null
        ? 'The job names no employment type'
        : 'The profile names no employment type';
    return reason('employment', EMPLOYMENT_WEIGHT * 10 * MISSING_SHARE, text, 'missing');
  }
  const type = labels.option('employment_type', job.employmentType);
  if (candidate.employmentTypes.includes(job.employmentType)) {
    return reason(
      'employment',
      EMPLOYMENT_WEIGHT * 10,
      `looks for ${type} — this job is ${type}`,
      'good',
    );
  }
  const wants = candidate.employmentTypes
    .map((key) => labels.option('employment_type', key))
    .join(' or ');
  return reason('employment', 0, `looks for ${wants} — this job is ${type}`, 'mismatch');
}

/** Points for (her wish, the job's setting), as shares of REMOTE_WEIGHT. */
const REMOTE_FIT: Record<string, Record<string, number>> = {
  remote: { remote: 1, hybrid: 0.5, no: 0 },
  hybrid: { remote: 1, hybrid: 1, no: 0.5 },
  no: { remote: 0.5, hybrid: 0.5, no: 1 },
};

function remoteReason(job: MatchJob, candidate: MatchCandidate, labels: MatchLabels) {
  if (job.remote === null || candidate.remote === null) {
    const text =
      job.remote === null
        ? 'The job does not say where it is done'
        : 'The profile names no remote preference';
    return reason('remote', REMOTE_WEIGHT * 10 * MISSING_SHARE, text, 'missing');
  }
  const setting = labels.option('remote_job', job.remote);
  if (candidate.remote === 'any') {
    return reason(
      'remote',
      REMOTE_WEIGHT * 10,
      `has no remote preference — this job is ${setting}`,
      'good',
    );
  }
  const share = REMOTE_FIT[candidate.remote]?.[job.remote] ?? MISSING_SHARE;
  const text = `wants ${labels.option('remote_work', candidate.remote)} — this job is ${setting}`;
  // Only remote-only against on-site is a stated exclusion; the rest is a matter of degree.
  const fit = share === 1 ? 'good' : share === 0 ? 'mismatch' : 'partial';
  return reason('remote', REMOTE_WEIGHT * 10 * share, text, fit);
}

/** A city as places compare it: lower case, runs of spaces and hyphens as one space. */
export const cityKey = (city: string): string =>
  city
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, ' ');

function locationReason(job: MatchJob, candidate: MatchCandidate, labels: MatchLabels) {
  if (job.remote === 'remote') {
    return reason('location', LOCATION_WEIGHT * 10, 'The job is remote: any place fits', 'good');
  }
  if (job.countryTid === null || candidate.countryTid === null) {
    const text =
      job.countryTid === null ? 'The job names no country' : 'The profile gives no country';
    return reason('location', LOCATION_WEIGHT * 10 * MISSING_SHARE, text, 'missing');
  }
  const where = job.city
    ? `${job.city}, ${labels.country(job.countryTid)}`
    : labels.country(job.countryTid);
  if (job.countryTid !== candidate.countryTid) {
    return reason(
      'location',
      0,
      `lives in ${labels.country(candidate.countryTid)} — the job is in ${where}`,
      'mismatch',
    );
  }
  if (job.city && candidate.city && cityKey(job.city) === cityKey(candidate.city)) {
    return reason(
      'location',
      LOCATION_WEIGHT * 10,
      `lives in ${job.city}, where the job is`,
      'good',
    );
  }
  return reason(
    'location',
    LOCATION_WEIGHT * 7,
    `lives in ${labels.country(candidate.countryTid)} — the job is in ${where}`,
    'partial',
  );
}

const amount = (value: number) => Math.round(value).toLocaleString('en-US');
const range = (salary: Salary) =>
  salary.from !== null && salary.to !== null
    ? `${amount(salary.from)}–${amount(salary.to)} ${salary.currency}`
    : `${amount((salary.from ?? salary.to)!)} ${salary.currency}`;
const hasAmount = (salary: Salary | null): salary is Salary =>
  salary !== null && (salary.from !== null || salary.to !== null);

function salaryReason(job: MatchJob, candidate: MatchCandidate) {
  if (!hasAmount(job.salary) || !hasAmount(candidate.salary)) {
    const text = !hasAmount(job.salary)
      ? 'The job shows no salary'
      : 'The profile gives no salary expectation';
    return reason('salary', SALARY_WEIGHT * 10 * MISSING_SHARE, text, 'missing');
  }
  const text = `expects ${range(candidate.salary)}, the job pays ${range(job.salary)}`;
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

function visaReason(job: MatchJob, candidate: MatchCandidate, labels: MatchLabels) {
  const needs = candidate.visa.some((key) => key !== 'no');
  // A visa matters only for work done in another country than hers.
  if (!needs || job.remote === 'remote' || job.countryTid === null || candidate.countryTid === null)
    return null;
  if (job.countryTid === candidate.countryTid) return null;
  return reason(
    'visa',
    0,
    `needs visa sponsorship to work in ${labels.country(job.countryTid)} — not offered`,
    'mismatch',
  );
}

/** A reason worth `tenths` tenths of a point (whole numbers; see LEVEL_TWENTIETHS). */
function reason(
  kind: ReasonKind,
  tenths: number,
  text: string,
  fit: MatchReason['fit'],
): MatchReason {
  return { kind, points: tenths / 10, text, fit };
}
