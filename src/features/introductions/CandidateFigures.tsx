import { Statistic } from 'antd';
import { CANDIDATE_INSIGHT_DAYS } from '@contract/insights/api';
import { useCandidateInsightsQuery } from '@/api/insightsApi';

const employers = (count: number) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? 'employer' : 'employers'}`;

/**
 * Whether her profile is working (on /introductions): how many employers' matching lists showed
 * her in the last 30 days and how many asked to be introduced. Counted by the server from what
 * the lists really showed; nothing is estimated. Says nothing while it loads or if it fails.
 */
export function CandidateFigures() {
  const { data } = useCandidateInsightsQuery(undefined, { refetchOnMountOrArgChange: true });
  if (!data) return null;
  return (
    <section className="mb-candidate-figures" aria-labelledby="mb-candidate-figures-title">
      <h2 id="mb-candidate-figures-title" className="mb-candidate-figures__title">
        Your profile in the last {CANDIDATE_INSIGHT_DAYS} days
      </h2>
      <div className="mb-candidate-figures__numbers">
        <Statistic title="Matching lists that showed you" value={employers(data.lists)} />
        <Statistic title="Asked to be introduced" value={employers(data.asked)} />
      </div>
      <p className="mb-candidate-figures__note">
        {data.lists === 0
          ? 'No employer’s matching list showed your profile in these days. Skills with their levels and your job preferences are what the lists match on.'
          : 'Employers’ matching lists rank candidates by skills, experience and job preferences. Each employer counts once, however often its lists showed you.'}
      </p>
    </section>
  );
}
