import { http, HttpResponse, type HttpHandler } from 'msw';
import type {
  CandidateInsights,
  Funnel,
  IntroductionWeeks,
  JobTexts,
  MatchesPerJob,
} from '@contract/insights/api';
import { apiUrl } from '../api';

export interface InsightAnswers {
  funnel?: (query: URLSearchParams) => Funnel | { status: number; message: string };
  weeks?: IntroductionWeeks;
  matches?: MatchesPerJob;
  texts?: JobTexts;
  candidate?: CandidateInsights;
}

const EMPTY_FUNNEL = (query: URLSearchParams): Funnel => ({
  days: Number(query.get('days') ?? 30),
  job: query.get('job') ? Number(query.get('job')) : null,
  matched: 0,
  requested: 0,
  accepted: 0,
  on_board: 0,
});

/** The hiring charts and her own figures: all empty unless a test says otherwise. */
export function insightHandlers(answers: InsightAnswers = {}): HttpHandler[] {
  return [
    http.get(apiUrl('api/organization/:nid/insights/funnel'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      const answer = (answers.funnel ?? EMPTY_FUNNEL)(query);
      return 'status' in answer
        ? HttpResponse.json({ message: answer.message }, { status: answer.status })
        : HttpResponse.json(answer);
    }),
    http.get(apiUrl('api/organization/:nid/insights/introductions'), ({ request }) =>
      HttpResponse.json(
        answers.weeks ?? {
          days: Number(new URL(request.url).searchParams.get('days') ?? 30),
          weeks: [],
          answered: 0,
          median_answer_hours: null,
        },
      ),
    ),
    http.get(apiUrl('api/organization/:nid/insights/matches_per_job'), () =>
      HttpResponse.json(answers.matches ?? { open_jobs: 0, counted: 0, jobs: [] }),
    ),
    http.get(apiUrl('api/organization/:nid/insights/job_texts'), () =>
      HttpResponse.json(answers.texts ?? { open_jobs: 0, feminine: 0, neutral: 0, masculine: 0 }),
    ),
    http.get(apiUrl('api/candidate/insights'), () =>
      HttpResponse.json(
        answers.candidate ?? { days: 30, lists: 0, asked: 0, jobs: 0, suggestion: null },
      ),
    ),
  ];
}
