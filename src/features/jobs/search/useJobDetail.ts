import { isJobActive, type JobSearchRow } from '@contract/jobs';
import { useGetJobQuery } from '@/api/jobsApi';
import type { ReferenceData } from '@/api/referenceApi';
import { viewOfJob, viewOfSearchRow, type JobView } from './jobView';

export type JobDetailState =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'error'; retry(): void }
  | { status: 'found'; job: JobView };

/** A node id from the address; NaN for anything that is not one. */
export const nidOf = (id: string | undefined): number =>
  id !== undefined && /^[1-9][0-9]{0,9}$/.test(id) ? Number(id) : NaN;

/**
 * The job `/jobs/{id}` names. A row of the current list already holds everything the detail
 * shows, so it is used as it is; a job outside the page (a pasted address, another page) is read
 * by node id. A job that does not exist, or whose valid-until day is over, is not found.
 */
export function useJobDetail(
  nid: number,
  rows: JobSearchRow[] | undefined,
  listLoading: boolean,
  terms: ReferenceData['terms'],
): JobDetailState {
  const row = rows?.find((candidate) => candidate.nid === nid);
  const valid = Number.isSafeInteger(nid);
  // Wait for the list first: the job is usually on it, and then nothing more is loaded.
  const skip = !valid || row !== undefined || listLoading;
  const { data, isLoading, isFetching, isError, refetch } = useGetJobQuery(nid, { skip });
  if (!valid) return { status: 'notFound' };
  if (row) return { status: 'found', job: viewOfSearchRow(row, terms) };
  if (listLoading || isLoading || (isFetching && data === undefined)) return { status: 'loading' };
  if (isError) return { status: 'error', retry: () => void refetch() };
  if (!data || !isJobActive(data.attributes.field_valid_until)) return { status: 'notFound' };
  return { status: 'found', job: viewOfJob(data) };
}
