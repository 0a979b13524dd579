import { lazy, useId, useState } from 'react';
import { Radio, Select, Statistic } from 'antd';
import { INSIGHT_PERIODS, type InsightPeriod } from '@contract/insights/api';
import { useAppSelector } from '@/app/hooks';
import { failureStatus, serverMessage, type Failure } from '@/api/errors';
import {
  useFunnelQuery,
  useIntroductionWeeksQuery,
  useJobTextsQuery,
  useMatchesPerJobQuery,
} from '@/api/insightsApi';
import { useListOrganizationJobsQuery } from '@/api/jobsApi';
import { selectActiveOrganization } from '@/session/activeOrganizationSlice';
import { ChartCard } from './ChartCard';
import { BarTable, WeekTable } from './InsightTables';
import {
  durationText,
  funnelRows,
  jobTextRows,
  matchRows,
  weekRows,
  type BarRow,
} from './insightRows';
import './insights.css';

const RowBars = lazy(() =>
  import(/* webpackChunkName: "charts" */ './charts').then((module) => ({
    default: module.RowBars,
  })),
);
const WeekBars = lazy(() =>
  import(/* webpackChunkName: "charts" */ './charts').then((module) => ({
    default: module.WeekBars,
  })),
);

/** The newest jobs the dashboard lists: the funnel's job choice offers them. */
const JOB_CHOICES = 50;

interface QueryState {
  isLoading: boolean;
  isFetching: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/**
 * A chart's loading and error state: a refusal (demo access asks for an upgrade) is said as the
 * server says it, with nothing to retry; anything else can be tried again.
 */
function stateOf(query: QueryState) {
  const error = query.error as Failure | undefined;
  const refused = error !== undefined && failureStatus(error) === 403;
  return {
    loading: query.isLoading,
    error: error
      ? refused
        ? (serverMessage(error) ?? 'Your organization’s access does not include this chart.')
        : 'The chart could not be loaded.'
      : null,
    retry: error && !refused ? () => void query.refetch() : undefined,
  };
}

const periodLabel = (days: InsightPeriod) => `${days} days`;

function PeriodChoice({
  value,
  onChange,
}: {
  value: InsightPeriod;
  onChange: (days: InsightPeriod) => void;
}) {
  return (
    <Radio.Group
      aria-label="Period"
      optionType="button"
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value as InsightPeriod)}
      options={INSIGHT_PERIODS.map((days) => ({ value: days, label: periodLabel(days) }))}
    />
  );
}

const allZero = (rows: readonly BarRow[]) => rows.every((row) => row.count === 0);

/**
 * The employer dashboard's charts (`/dashboard/overview`) for the active organization: the
 * introduction funnel, introductions per week, matches per open job and the wording of the job
 * texts. Each has its table behind "Show as table".
 */
export function HiringInsights() {
  const active = useAppSelector(selectActiveOrganization);
  const orgNid = active?.nid ?? 0;
  const skip = !active;
  const [funnelDays, setFunnelDays] = useState<InsightPeriod>(INSIGHT_PERIODS[0]);
  const [weekDays, setWeekDays] = useState<InsightPeriod>(INSIGHT_PERIODS[1]);
  const [job, setJob] = useState<number | null>(null);
  const jobLabel = useId();

  const funnel = useFunnelQuery({ orgNid, days: funnelDays, job }, { skip });
  const weeks = useIntroductionWeeksQuery({ orgNid, days: weekDays }, { skip });
  const matches = useMatchesPerJobQuery(orgNid, { skip });
  const texts = useJobTextsQuery(orgNid, { skip });
  const jobs = useListOrganizationJobsQuery(
    {
      organizationId: active?.organization ?? '',
      offset: 0,
      limit: JOB_CHOICES,
      newestFirst: true,
    },
    { skip },
  );

  const funnelData = funnel.data ? funnelRows(funnel.data) : [];
  const weekData = weeks.data ? weekRows(weeks.data) : [];
  const matchData = matches.data ? matchRows(matches.data) : [];
  const textData = texts.data ? jobTextRows(texts.data) : [];
  const period = `the last ${funnelDays} days`;
  const jobOptions = [
    { value: 0, label: 'All jobs' },
    ...(jobs.data?.items ?? []).map((item) => ({ value: item.nid, label: item.attributes.title })),
  ];

  return (
    <section className="mb-insights" aria-labelledby="mb-insights-title">
      <h2 id="mb-insights-title" className="mb-visually-hidden">
        Hiring at a glance
      </h2>
      <ChartCard
        title="Introduction funnel"
        description={`Of the candidates your matching lists showed in ${period}: how many you asked to be introduced to, how many accepted, and how many are still on your candidate board.`}
        controls={
          <>
            <PeriodChoice value={funnelDays} onChange={setFunnelDays} />
            <span className="mb-insights__job">
              <label id={jobLabel} className="mb-insights__label">
                Job
              </label>
              <Select
                aria-labelledby={jobLabel}
                size="small"
                value={job ?? 0}
                options={jobOptions}
                popupMatchSelectWidth={false}
                showSearch={{ optionFilterProp: 'label' }}
                onChange={(value: number) => setJob(value === 0 ? null : value)}
              />
            </span>
          </>
        }
        state={stateOf(funnel)}
        empty={
          funnel.data && funnel.data.matched === 0
            ? `Your matching lists showed no candidates in ${period}${job === null ? '' : ' for this job'}.`
            : null
        }
        chart={<RowBars rows={funnelData} name="Candidates" />}
        table={
          <BarTable
            rows={funnelData}
            caption={`Introduction funnel, ${period}`}
            head={['Stage', 'Candidates']}
          />
        }
      />
      <ChartCard
        title="Introductions per week"
        description={`The introductions you asked for each week of the last ${weekDays} days, and how many candidates accepted.`}
        controls={<PeriodChoice value={weekDays} onChange={setWeekDays} />}
        state={stateOf(weeks)}
        empty={
          weeks.data && weekData.every((row) => row.requested === 0 && row.accepted === 0)
            ? `You asked for no introductions in the last ${weekDays} days.`
            : null
        }
        chart={<WeekBars rows={weekData} />}
        table={
          <WeekTable
            rows={weekData}
            caption={`Introductions per week, the last ${weekDays} days`}
          />
        }
        footer={
          weeks.data ? (
            <Statistic
              title="Median time to an answer"
              value={
                weeks.data.median_answer_hours === null
                  ? 'No answers yet'
                  : durationText(weeks.data.median_answer_hours)
              }
              suffix={
                weeks.data.answered > 0
                  ? `(${weeks.data.answered.toLocaleString('en-US')} ${weeks.data.answered === 1 ? 'answer' : 'answers'})`
                  : undefined
              }
            />
          ) : null
        }
      />
      <ChartCard
        title="Matches per job"
        description={
          matches.data && matches.data.open_jobs > matches.data.counted
            ? `Your open jobs with the most matching candidates, of your ${matches.data.counted} newest open jobs. Each bar leads to the job’s matching list.`
            : 'Your open jobs with the most matching candidates. Each bar leads to the job’s matching list.'
        }
        state={stateOf(matches)}
        empty={matches.data && matchData.length === 0 ? 'You have no open jobs.' : null}
        chart={<RowBars rows={matchData} name="Matching candidates" />}
        table={
          <BarTable
            rows={matchData}
            caption="Matches per open job"
            head={['Job', 'Matching candidates']}
          />
        }
      />
      <ChartCard
        title="Job texts"
        description="How the texts of your open jobs are worded, by the gender-coded words they use. Each bar leads to those jobs."
        state={stateOf(texts)}
        empty={texts.data && allZero(textData) ? 'You have no open jobs.' : null}
        chart={<RowBars rows={textData} name="Open jobs" />}
        table={
          <BarTable
            rows={textData}
            caption="Open jobs by wording"
            head={['Wording', 'Open jobs']}
          />
        }
      />
    </section>
  );
}
