import type { ListFieldName, ListFieldOptions } from '@contract/reference';
import { jobsApi } from '@/api/jobsApi';
import { referenceApi, useListFieldOptionsQuery } from '@/api/referenceApi';
import type { AppDispatch } from '@/app/store';

/** The reference lists the public job page labels its facts with (JobDetail). */
export const PUBLIC_JOB_LISTS = [
  'remote_job',
  'employment_type',
  'professional_experience',
] as const satisfies readonly ListFieldName[];

/**
 * The lists of PUBLIC_JOB_LISTS as the page reads them, one query each. The return type names
 * exactly the constant's lists, so the page and what the server preloads cannot drift apart.
 */
export function usePublicJobLists(): Record<
  (typeof PUBLIC_JOB_LISTS)[number],
  ListFieldOptions | undefined
> {
  return {
    remote_job: useListFieldOptionsQuery('remote_job').data,
    employment_type: useListFieldOptionsQuery('employment_type').data,
    professional_experience: useListFieldOptionsQuery('professional_experience').data,
  };
}

/** The node id `/job-posting/{id}` names; 0 for anything that is not one. */
export const publicJobNid = (id: string | undefined): number =>
  id !== undefined && /^[1-9][0-9]{0,9}$/.test(id) ? Number(id) : 0;

/**
 * Everything `/job-posting/{nid}` shows, into the cache: what the server loads before it renders
 * the page (src/prerender/renderPage.tsx), so the markup it sends is the page itself and the
 * cache it embeds lets the browser hydrate it without asking again. A failed answer is cached as
 * such; the page shows what it shows for it.
 */
export async function preloadPublicJob(dispatch: AppDispatch, nid: number): Promise<void> {
  const requests = [
    ...(nid === 0 ? [] : [dispatch(jobsApi.endpoints.getJob.initiate(nid))]),
    ...PUBLIC_JOB_LISTS.map((field) =>
      dispatch(referenceApi.endpoints.listFieldOptions.initiate(field)),
    ),
  ];
  await Promise.all(requests);
  for (const request of requests) request.unsubscribe();
}
