import { lazy, Suspense } from 'react';
import { JobsArea } from '@/features/jobs/employer/JobsArea';
import { MATCHING_ANCHOR } from '@/features/jobs/jobPaths';

// The matching list brings the candidate cards and the introduction flow: its own chunk, loaded
// when a job is opened.
const MatchingCandidates = lazy(() =>
  import(
    /* webpackChunkName: "matching-candidates" */ '@/features/candidates/matching/MatchingCandidates'
  ).then((m) => ({ default: m.MatchingCandidates })),
);

/** `/job/*`: the employer's jobs, each with the candidates who fit it (candidates feature). */
export function JobsAreaRoute() {
  return (
    <JobsArea
      jobRelated={(job) => (
        <Suspense fallback={null}>
          <MatchingCandidates job={job} anchor={MATCHING_ANCHOR} />
        </Suspense>
      )}
    />
  );
}
