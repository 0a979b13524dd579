/**
 * A candidate's saved job searches and their email alerts:
 *
 *   GET    /api/saved-searches           → SavedSearch[] (hers, oldest first)
 *   POST   /api/saved-searches           {name, query, frequency} → 201 SavedSearch
 *   PATCH  /api/saved-searches/{id}      {name?, frequency?} → SavedSearch
 *   DELETE /api/saved-searches/{id}      → {message}
 *   GET    /api/job-alerts/unsubscribe/{token} → JobAlertSubscription (no sign-in)
 *   POST   /api/job-alerts/unsubscribe/{token} → {message}: alerts off (no sign-in; RFC 8058)
 *
 * `query` is the filter part of a /jobs address (`search=react&remote=remote`), stored in its
 * canonical encoding; the SPA opens a saved search at `/jobs?page=0&q=1&{query}`.
 */
export const SAVED_SEARCHES_PATH = '/api/saved-searches';
export const savedSearchPath = (id: number | string): string => `${SAVED_SEARCHES_PATH}/${id}`;
export const JOB_ALERT_UNSUBSCRIBE_PATH = '/api/job-alerts/unsubscribe';
export const jobAlertUnsubscribePath = (token: string): string =>
  `${JOB_ALERT_UNSUBSCRIBE_PATH}/${encodeURIComponent(token)}`;

/** How often a saved search is mailed: never, at most once a day, at most once a week. */
export const ALERT_FREQUENCIES = ['none', 'daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export const ALERT_FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  none: 'No email',
  daily: 'Daily',
  weekly: 'Weekly',
};

/** Saved searches a candidate may keep. */
export const MAX_SAVED_SEARCHES = 20;
export const MAX_SAVED_SEARCH_NAME = 100;
/** The longest stored query (a search with many filters stays far below). */
export const MAX_SAVED_SEARCH_QUERY = 4000;
/** Jobs one alert mail lists; more are counted and linked. */
export const MAX_ALERT_JOBS = 10;

export interface SavedSearch {
  id: number;
  name: string;
  query: string;
  frequency: AlertFrequency;
  /** ISO dates. */
  created: string;
  last_mailed: string | null;
}

export interface SavedSearchInput {
  name: string;
  query: string;
  frequency: AlertFrequency;
}

/** What the unsubscribe page shows before (and after) the click. */
export interface JobAlertSubscription {
  name: string;
  frequency: AlertFrequency;
}

export const SAVED_SEARCH_MESSAGES = {
  nameRequired: 'Please give the search a name.',
  nameTooLong: `The name can be at most ${MAX_SAVED_SEARCH_NAME} characters.`,
  tooMany: `You can keep at most ${MAX_SAVED_SEARCHES} saved searches. Delete one to save another.`,
  notFound: 'This saved search does not exist.',
  notACandidate: 'Only candidates can save job searches.',
  deleted: (name: string) => `The saved search “${name}” was deleted.`,
  invalidLink: 'This unsubscribe link is not valid. You can manage your alerts when you sign in.',
  unsubscribed: (name: string) => `You will no longer get emails for the saved search “${name}”.`,
} as const;

/** The SPA address of a saved search's results. */
export const savedSearchJobsPath = (query: string): string =>
  `/jobs?page=0&q=1${query === '' ? '' : `&${query}`}`;
