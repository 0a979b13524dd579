/**
 * Job postings (spec 02 §7 "Jobs"). Shared by the employer's jobs area, the dashboard and the
 * candidate job search. Components get plain typed jobs and rows; the JSON:API shapes stay here.
 */
import type { JsonApiDocument, ResourceIdentifier, ResourceObject } from '@contract/jsonapi';
import {
  JOB_TYPE,
  featuredJobQuotaLeftPath,
  jobExportPath,
  jobQuotaLeftPath,
  jobStickyPath,
  type JobAttributes,
  type JobExportRow,
  type JobSearchRow,
} from '@contract/jobs';
import { jobMatchPath, type JobMatch } from '@contract/matching/api';
import { baseApi } from './baseApi';
import { byNidUrl, decodeResource, encodeResource, relatedOne } from './jsonapi';
import { fileOf, termOf, termsOf, type ProfileFile, type ProfileTerm } from './profileDecoding';

/** A job as components see it: attributes plus its resolved organization, country and skills. */
export interface Job {
  /** The uuid (JSON:API id). */
  id: string;
  nid: number;
  attributes: JobAttributes;
  organization: {
    id: string;
    nid: number | null;
    title: string;
    logo: ProfileFile | null;
    /** The organization's website, '' when it gives none. */
    website: string;
  } | null;
  country: ProfileTerm | null;
  technicalSkills: ProfileTerm[];
}

/** What a create or PATCH sends: attributes by field name, relationships as data. */
export interface JobChange {
  attributes: Partial<Record<keyof JobAttributes, unknown>>;
  relationships?: Record<string, ResourceIdentifier | ResourceIdentifier[] | null>;
}

export interface JobPage {
  items: Job[];
  total: number;
}

const COLLECTION = 'api/node/job_posting';
const INCLUDE =
  'field_hiring_organization,field_hiring_organization.field_logo,field_job_country,field_technical_skills';

function decodeJob(doc: JsonApiDocument, resource: ResourceObject): Job {
  const decoded = decodeResource(resource);
  const { id, type: _type, selfHref: _self, relationships, ...attributes } = decoded;
  const typed = attributes as unknown as JobAttributes;
  const organizationId = relatedOne(decoded, 'field_hiring_organization');
  const organizationResource = organizationId
    ? doc.included?.find(
        (item) => item.type === organizationId.type && item.id === organizationId.id,
      )
    : undefined;
  const organization = organizationId
    ? {
        id: organizationId.id,
        nid: (organizationResource?.attributes.drupal_internal__nid as number | undefined) ?? null,
        title: (organizationResource?.attributes.title as string | undefined) ?? '',
        website:
          (
            organizationResource?.attributes.field_website_url as
              { uri?: string } | null | undefined
          )?.uri ?? '',
        logo: organizationResource
          ? fileOf(
              doc,
              (organizationResource.relationships?.field_logo?.data as ResourceIdentifier | null) ??
                null,
            )
          : null,
      }
    : null;
  const country = relatedOne(decoded, 'field_job_country');
  return {
    id,
    nid: typed.drupal_internal__nid,
    attributes: typed,
    organization,
    country: country ? termOf(doc, country) : null,
    technicalSkills: termsOf(doc, relationships.field_technical_skills),
  };
}

const jobDocument = (change: JobChange, id?: string) =>
  encodeResource<JobAttributes>({
    type: JOB_TYPE,
    id,
    attributes: change.attributes as Partial<JobAttributes>,
    relationships: change.relationships,
  });

/** Everything that lists jobs or counts quotas; refreshed after any change. */
const LISTS = [
  { type: 'Job' as const, id: 'LIST' },
  { type: 'Quota' as const, id: 'JOBS' },
];

export const jobsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** One organization's jobs (members only), newest first when `newestFirst`. */
    listOrganizationJobs: build.query<
      JobPage,
      { organizationId: string; offset: number; limit: number; newestFirst: boolean }
    >({
      query: ({ organizationId, offset, limit, newestFirst }) => {
        const params = new URLSearchParams({
          'filter[field_hiring_organization.id][value]': organizationId,
          include: 'field_hiring_organization.field_logo',
          'page[offset]': String(offset),
          'page[limit]': String(limit),
          sort: newestFirst ? '-created' : 'created',
        });
        return `${COLLECTION}?${params.toString()}`;
      },
      transformResponse: (body: JsonApiDocument<ResourceObject[]>) => ({
        items: body.data.map((resource) => decodeJob(body, resource)),
        total: Number(body.meta?.count ?? body.data.length),
      }),
      providesTags: [LISTS[0]],
    }),
    /** How one active job fits the signed-in candidate (GET /api/job/{nid}/match). */
    getJobMatch: build.query<JobMatch, number>({
      query: (nid) => `${jobMatchPath(nid).slice(1)}?_format=json`,
    }),
    /** One job by node id, with its organization, country and skills; null when not found. */
    getJob: build.query<Job | null, number>({
      query: (nid) => byNidUrl(COLLECTION, nid, INCLUDE),
      transformResponse: (body: JsonApiDocument<ResourceObject[]>) =>
        body.data.length > 0 ? decodeJob(body, body.data[0]) : null,
      providesTags: (result, _error, nid) => [
        { type: 'Job', id: `NID-${nid}` },
        ...(result ? [{ type: 'Job' as const, id: result.id }] : []),
      ],
    }),
    /**
     * GET /api/jobs/export/{orgNid}?_format=json&page={n}{filterQuery}: the employer's list.
     * `filterQuery` is `encodeJobListFilters(...)` ('' for none).
     */
    exportJobs: build.query<
      JobExportRow[],
      { organizationNid: number; page: number; filterQuery: string }
    >({
      query: ({ organizationNid, page, filterQuery }) =>
        `${jobExportPath(organizationNid).slice(1)}?_format=json&page=${page}${filterQuery}`,
      providesTags: [LISTS[0]],
    }),
    /** GET /api/jobs/search?_format=json&page={n}{filterQuery}: the candidate's search. */
    searchJobs: build.query<JobSearchRow[], { page: number; filterQuery: string }>({
      query: ({ page, filterQuery }) => `api/jobs/search?_format=json&page=${page}${filterQuery}`,
      providesTags: [LISTS[0]],
    }),
    /** GET /api/organization/{nid}/job_quota_left?_format=json → a number. */
    jobQuotaLeft: build.query<number, number>({
      query: (nid) => `${jobQuotaLeftPath(nid).slice(1)}?_format=json`,
      providesTags: [LISTS[1]],
    }),
    /** GET /api/organization/{nid}/featured_job_quota_left → a number. */
    featuredJobQuotaLeft: build.query<number, number>({
      query: (nid) => featuredJobQuotaLeftPath(nid).slice(1),
      providesTags: [LISTS[1]],
    }),
    /** POST /api/node/job_posting. */
    createJob: build.mutation<Job, JobChange>({
      query: (change) => ({ url: COLLECTION, method: 'POST', body: jobDocument(change) }),
      transformResponse: (body: JsonApiDocument<ResourceObject>) => decodeJob(body, body.data),
      invalidatesTags: (_result, error) => (error ? [] : LISTS),
    }),
    /** PATCH /api/node/job_posting/{uuid}. */
    updateJob: build.mutation<Job, { id: string; change: JobChange }>({
      query: ({ id, change }) => ({
        url: `${COLLECTION}/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: jobDocument(change, id),
      }),
      transformResponse: (body: JsonApiDocument<ResourceObject>) => decodeJob(body, body.data),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [...LISTS, { type: 'Job', id }]),
    }),
    /** DELETE /api/node/job_posting/{uuid}. */
    deleteJob: build.mutation<void, string>({
      query: (id) => ({ url: `${COLLECTION}/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, id) => (error ? [] : [...LISTS, { type: 'Job', id }]),
    }),
    /** PATCH /api/job/{nid}/sticky/{0|1} with an empty body. */
    setJobSticky: build.mutation<
      { message: string; sticky: 0 | 1; featured_job_quota_left: number },
      { nid: number; sticky: 0 | 1 }
    >({
      query: ({ nid, sticky }) => ({ url: jobStickyPath(nid, sticky).slice(1), method: 'PATCH' }),
      invalidatesTags: (_result, error) => (error ? [] : LISTS),
    }),
  }),
});

export const {
  useListOrganizationJobsQuery,
  useGetJobQuery,
  useGetJobMatchQuery,
  useExportJobsQuery,
  useSearchJobsQuery,
  useJobQuotaLeftQuery,
  useFeaturedJobQuotaLeftQuery,
  useCreateJobMutation,
  useUpdateJobMutation,
  useDeleteJobMutation,
  useSetJobStickyMutation,
} = jobsApi;
