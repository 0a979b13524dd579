/**
 * What each hiring chart shows, as rows: the same rows draw the chart and fill its table, so the
 * picture and its text alternative cannot tell different stories.
 */
import dayjs from 'dayjs';
import type { Funnel, IntroductionWeeks, JobTexts, MatchesPerJob } from '@contract/insights/api';
import {
  encodeJobListFilters,
  EMPTY_JOB_LIST_FILTERS,
  JOB_WORDINGS,
  JOB_WORDING_LABELS,
} from '@contract/jobFilters';
import { MATCH_POOL } from '@contract/matching/api';
import { jobPaths } from '../../jobPaths';

/** One bar: what it counts, how many, and where it leads (a list of what it counts). */
export interface BarRow {
  label: string;
  count: number;
  /** The count as shown: "5,000+" where a matching list stops counting. */
  shown: string;
  /** An address inside the app, or undefined for a bar that leads nowhere. */
  to?: string;
  /** The link's name for a screen reader, when the label alone would not say enough. */
  linkName?: string;
}

export interface WeekRow {
  week: string;
  /** "12 Jan": the Monday the week starts on. */
  label: string;
  requested: number;
  accepted: number;
}

const number = (count: number) => count.toLocaleString('en-US');

export function funnelRows(funnel: Funnel): BarRow[] {
  return [
    { label: 'Matched', count: funnel.matched },
    { label: 'Requested', count: funnel.requested },
    { label: 'Accepted', count: funnel.accepted },
    { label: 'On the board', count: funnel.on_board },
  ].map((row) => ({ ...row, shown: number(row.count) }));
}

export function weekRows(weeks: IntroductionWeeks): WeekRow[] {
  return weeks.weeks.map((week) => ({ ...week, label: dayjs(week.week).format('D MMM') }));
}

export function matchRows(matches: MatchesPerJob): BarRow[] {
  return matches.jobs.map((job) => ({
    label: job.title,
    count: job.matches,
    shown: job.matches > MATCH_POOL ? `${number(MATCH_POOL)}+` : number(job.matches),
    to: jobPaths.matching(job.nid),
    linkName: `${job.title}: matching list`,
  }));
}

/** The open jobs of a wording on the job list: the chart's bars lead there. */
export const wordingListPath = (wording: (typeof JOB_WORDINGS)[number]): string =>
  `${jobPaths.list}?${encodeJobListFilters({
    ...EMPTY_JOB_LIST_FILTERS,
    validity: 'active',
    wording: [wording],
  }).slice(1)}`;

export function jobTextRows(texts: JobTexts): BarRow[] {
  return JOB_WORDINGS.map((wording) => ({
    label: JOB_WORDING_LABELS[wording],
    count: texts[wording],
    shown: number(texts[wording]),
    to: wordingListPath(wording),
    linkName: `${JOB_WORDING_LABELS[wording]}: open job posts`,
  }));
}

/** "3 hours", "1.5 days": the median time to an answer in words. */
export function durationText(hours: number): string {
  if (hours < 1) return `${Math.max(1, Math.round(hours * 60))} minutes`;
  if (hours < 48) {
    const rounded = Math.round(hours * 10) / 10;
    return `${rounded} ${rounded === 1 ? 'hour' : 'hours'}`;
  }
  return `${Math.round((hours / 24) * 10) / 10} days`;
}
