import { Statistic } from 'antd';
import { Link } from 'react-router-dom';
import { CANDIDATE_INSIGHT_DAYS, type CandidateInsights } from '@contract/insights/api';
import { useCandidateInsightsQuery } from '@/api/insightsApi';
import { paths } from '@/app/paths';

/** "134 more open jobs", "1 more open job". */
const moreOpenJobs = (count: number) =>
  `${count.toLocaleString('en-US')} more open ${count === 1 ? 'job' : 'jobs'}`;

/**
 * What one more skill would do, as the server counted it over today's open jobs: the lists it
 * would add, and how many more that is than now (when she is on any). Nothing when no skill
 * would add a list.
 */
function SkillSuggestion({ jobs, suggestion }: Pick<CandidateInsights, 'jobs' | 'suggestion'>) {
  if (!suggestion) return null;
  const share =
    jobs > 0
      ? ` (${Math.round((suggestion.more_jobs / jobs) * 100)} % more than the ${jobs.toLocaleString('en-US')} whose lists take you now)`
      : '';
  return (
    <p className="mb-candidate-figures__suggestion">
      Adding <strong>{suggestion.skill}</strong> to your skills would put you on the matching lists
      of {`${moreOpenJobs(suggestion.more_jobs)}${share}.`}{' '}
      <Link to={paths.profileSkills}>Edit your skills</Link>
    </p>
  );
}

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
      <SkillSuggestion jobs={data.jobs} suggestion={data.suggestion} />
    </section>
  );
}
