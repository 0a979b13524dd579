/**
 * The jobs that fit a candidate: her facts, read once per search, and the score and reasons of
 * each job of a page the job search ranked for her (listQueries.ts orders by jobScoreSql). The
 * reasons come from the shared model, so the card says why with the numbers that ranked it.
 */
import type { MatchReason } from '@contract/matching/score';
import { CANDIDATE_VIEW, scoreMatch, type MatchCandidate } from '@contract/matching/score';
import type { Db } from '../db/connect';
import type { JobRow } from '../db/jobSchema';
import { matchJobOf, matchLabels } from './facts';

export interface JobMatch {
  match_score: number;
  match_reasons: MatchReason[];
}

/** How well each job of `jobs` fits `candidate`, and why (in her words), by the job's node id. */
export async function explainJobMatches(
  db: Db,
  candidate: MatchCandidate,
  jobs: readonly JobRow[],
): Promise<Map<number, JobMatch>> {
  const tids = [
    ...jobs.flatMap((job) => [
      ...job.technicalSkillTids,
      ...(job.countryTid === null ? [] : [job.countryTid]),
    ]),
    ...(candidate.countryTid === null ? [] : [candidate.countryTid]),
  ];
  const labels = await matchLabels(db, tids);
  return new Map(
    jobs.map((job) => {
      const match = scoreMatch(matchJobOf(job), candidate, labels, CANDIDATE_VIEW);
      return [job.nid, { match_score: match.score, match_reasons: match.reasons }];
    }),
  );
}
