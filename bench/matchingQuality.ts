/**
 * `npm run bench -- matching-quality`: how often the matching model orders the labelled
 * job–candidate pairs of matchingQualitySet.ts as they were judged by hand from the README's
 * rules. For every two pairs with different grades (within one job, and across the whole set)
 * the better-judged pair must score higher; a tie counts as wrong. Prints each pair's score
 * beside its grade, then the counts. Pure model: no server, no database.
 */
import {
  EMPLOYER_VIEW,
  scoreMatch,
  type MatchCandidate,
  type MatchJob,
  type MatchLabels,
} from '@contract/matching/score';
import {
  COUNTRY_NAMES,
  JOBS,
  PAIRS,
  SKILL_NAMES,
  type LabelledCandidate,
  type LabelledJob,
} from './matchingQualitySet';

const skillTid = (name: string) => SKILL_NAMES.indexOf(name as never) + 1;
const countryTid = (name: string | null) =>
  name === null ? null : 100 + COUNTRY_NAMES.indexOf(name as never);

const labels: MatchLabels = {
  skill: (tid) => SKILL_NAMES[tid - 1] ?? `#${tid}`,
  country: (tid) => COUNTRY_NAMES[tid - 100] ?? `#${tid}`,
  option: (_field, key) => key,
};

const jobOf = (job: LabelledJob): MatchJob => ({
  skills: job.skills.map(skillTid),
  experience: job.experience,
  employmentType: job.employmentType,
  remote: job.remote,
  countryTid: countryTid(job.country),
  city: job.city,
  salary: job.salary,
});

const candidateOf = (c: LabelledCandidate): MatchCandidate => ({
  skills: c.skills.map(([name, level]) => ({ tid: skillTid(name), level })),
  experience: c.experience,
  employmentTypes: c.employmentTypes,
  remote: c.remote,
  countryTid: countryTid(c.country),
  city: c.city,
  visa: c.visa,
  salary: c.salary,
});

interface Scored {
  job: string;
  grade: number;
  score: number;
  why: string;
}

/** Of every two scored pairs with different grades, how many the scores order as judged. */
function agreement(scored: Scored[]): { agreed: number; compared: number; wrong: string[] } {
  let agreed = 0;
  let compared = 0;
  const wrong: string[] = [];
  for (const [i, a] of scored.entries())
    for (const b of scored.slice(i + 1)) {
      if (a.grade === b.grade) continue;
      compared += 1;
      const [better, worse] = a.grade > b.grade ? [a, b] : [b, a];
      if (better.score > worse.score) agreed += 1;
      else
        wrong.push(
          `grade ${better.grade} (${better.score}) "${better.why}" ≤ grade ${worse.grade} (${worse.score}) "${worse.why}"`,
        );
    }
  return { agreed, compared, wrong };
}

export async function benchMatchingQuality(): Promise<void> {
  const jobs = new Map(JOBS.map((job) => [job.name, jobOf(job)]));
  const scored: Scored[] = PAIRS.map((pair) => ({
    job: pair.job,
    grade: pair.grade,
    why: pair.why,
    score: scoreMatch(jobs.get(pair.job)!, candidateOf(pair.candidate), labels, EMPLOYER_VIEW)
      .score,
  }));
  console.log(`\nmatching-quality: ${PAIRS.length} labelled pairs over ${JOBS.length} jobs`);
  for (const job of JOBS) {
    console.log(`  ${job.name}`);
    for (const pair of scored.filter((s) => s.job === job.name))
      console.log(`    grade ${pair.grade}  score ${String(pair.score).padStart(3)}  ${pair.why}`);
  }
  let withinAgreed = 0;
  let withinCompared = 0;
  const wrongWithin: string[] = [];
  for (const job of JOBS) {
    const result = agreement(scored.filter((s) => s.job === job.name));
    withinAgreed += result.agreed;
    withinCompared += result.compared;
    wrongWithin.push(...result.wrong.map((line) => `${job.name}: ${line}`));
  }
  const across = agreement(scored);
  const share = (a: number, n: number) => `${a} of ${n} (${((100 * a) / n).toFixed(1)} %)`;
  console.log(`  ordered as judged, within each job: ${share(withinAgreed, withinCompared)}`);
  console.log(`  ordered as judged, across the set:  ${share(across.agreed, across.compared)}`);
  for (const line of wrongWithin) console.log(`  not as judged within a job: ${line}`);
  // Scores are not calibrated across jobs (a job that names little leaves more unknown), so the
  // set-wide count is a looser check; its misorders are listed for a reader to judge.
  for (const line of across.wrong) console.log(`  not as judged across the set: ${line}`);
}
