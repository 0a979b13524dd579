/**
 * msw handlers for the candidate job search (spec 02 §7 "Jobs", candidate side): the search
 * list, one job read by node id, and the organization export the hiring-organization filter
 * loads in chunks. Each `serve...` helper records the queries it answered.
 */
import type { JobMatch } from '@contract/matching/api';
import { http, HttpResponse } from 'msw';
import { JOB_PAGE_SIZE, type JobAttributes, type JobSearchRow } from '@contract/jobs';
import type { OrganizationExportRow } from '@contract/organizations';
import { apiUrl } from '@/testing/api';
import { server } from '@/testing/server';

const JSON_API = { 'Content-Type': 'application/vnd.api+json' };

/** A search row; the defaults use keys and term ids of the test reference data. */
export function buildJobSearchRow(overrides: Partial<JobSearchRow> = {}): JobSearchRow {
  const nid = overrides.nid ?? 7;
  return {
    nid,
    uuid: `job-${nid}`,
    title: 'Frontend engineer',
    created: '2026-03-01T09:30:00+00:00',
    field_valid_until: '2099-04-30',
    sticky: 0,
    field_employment_type_1: 'full_time',
    field_remote_job_1: 'hybrid',
    field_job_country_1: '1004',
    field_job_state: 'Berlin',
    field_job_city_name: 'Berlin',
    field_technical_skills_1: '1000,1001',
    field_basesalary_year: '',
    field_base_salary_year_from: null,
    field_base_salary_year_to: null,
    field_currency: 'EUR',
    field_gender_coding: 'neutral',
    field_source: '',
    total_rows: 1,
    logo: 'http://localhost/system/files/acme.png?sig=1',
    field_hiring_organization_1: 'Acme',
    field_hiring_organization_nid: 12,
    field_location_requirement: 'Berlin, Berlin, country 5',
    field_professional_experience: '3_5',
    field_description: '<p>Build the job board.</p>',
    field_experience_requirements: '<p>Three years of React.</p>',
    field_apply_url: 'https://jobs.acme.example/frontend',
    field_application_method: 'apply_url',
    ...overrides,
  };
}

/** `count` rows numbered from nid 100, every one carrying `total_rows: count`. */
export const buildJobSearchRows = (count: number): JobSearchRow[] =>
  Array.from({ length: count }, (_, index) =>
    buildJobSearchRow({ nid: 100 + index, title: `Job ${index + 1}`, total_rows: count }),
  );

/** Serves `rows` 50 a page (`total_rows` as given in the rows) and records each query. */
export function serveJobSearch(rows: JobSearchRow[]): { queries: URLSearchParams[] } {
  const recorded = { queries: [] as URLSearchParams[] };
  serveJobMatch(JOB_MATCH);
  server.use(
    http.get(apiUrl('api/jobs/search'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      recorded.queries.push(query);
      const page = Number(query.get('page') ?? 0);
      return HttpResponse.json(rows.slice(page * JOB_PAGE_SIZE, (page + 1) * JOB_PAGE_SIZE));
    }),
  );
  return recorded;
}

/** How a job fits the signed-in candidate, as GET /api/job/{nid}/match answers by default. */
export const JOB_MATCH: JobMatch = {
  match_score: 72,
  match_reasons: [
    {
      kind: 'skills',
      points: 22.5,
      text: 'You have 1 of the 2 skills the job asks for (missing: React)',
      fit: 'partial',
    },
    {
      kind: 'salary',
      points: 5,
      text: 'Your profile gives no salary expectation',
      fit: 'missing',
      gap: 'profile',
    },
  ],
};

/** GET /api/job/{nid}/match: `match` for every job; the node ids asked for are recorded. */
export function serveJobMatch(match: JobMatch): { nids: number[] } {
  const recorded = { nids: [] as number[] };
  server.use(
    http.get(apiUrl('api/job/:nid/match'), ({ params }) => {
      recorded.nids.push(Number(params.nid));
      return HttpResponse.json(match);
    }),
  );
  return recorded;
}

/** A job as GET /api/node/job_posting?filter[drupal_internal__nid]={nid}&include=... reads it. */
export function buildJobDocument(nid: number, attributes: Partial<JobAttributes> = {}) {
  return {
    jsonapi: { version: '1.0' },
    data: [
      {
        type: 'node--job_posting',
        id: `job-${nid}`,
        attributes: {
          drupal_internal__nid: nid,
          title: 'Data engineer',
          created: '2026-02-10T08:00:00+00:00',
          changed: '2026-02-10T08:00:00+00:00',
          sticky: false,
          field_description: { value: '<p>Pipelines all day.</p>', format: 'basic_html' },
          field_experience_requirements: null,
          field_currency: 'USD',
          field_base_salary_year: { from: 90000, to: 120000 },
          field_job_city_name: null,
          field_job_state: null,
          field_remote_job: 'remote',
          field_employment_type: 'part_time',
          field_professional_experience: '6_plus',
          field_apply_url: null,
          field_identifier: 'DE-9',
          field_valid_until: '2099-01-31',
          field_application_method: null,
          ...attributes,
        },
        relationships: {
          field_hiring_organization: { data: { type: 'node--organization_profile', id: 'org-b' } },
          field_job_country: { data: { type: 'taxonomy_term--country', id: 'country-0003' } },
          field_technical_skills: {
            data: [{ type: 'taxonomy_term--technical_skills', id: 'ts-1' }],
          },
        },
      },
    ],
    included: [
      {
        type: 'node--organization_profile',
        id: 'org-b',
        attributes: { drupal_internal__nid: 13, title: 'Babbage & Co' },
        relationships: { field_logo: { data: null } },
      },
      { type: 'taxonomy_term--country', id: 'country-0003', attributes: { name: 'country 3' } },
      { type: 'taxonomy_term--technical_skills', id: 'ts-1', attributes: { name: 'Python' } },
    ],
    meta: { count: 1 },
  };
}

/** Answers the job-by-nid read with `documents[nid]`, or an empty list for any other nid. */
export function serveJobs(documents: Record<number, ReturnType<typeof buildJobDocument>>): void {
  server.use(
    http.get(apiUrl('api/node/job_posting'), ({ request }) => {
      const nid = Number(new URL(request.url).searchParams.get('filter[drupal_internal__nid]'));
      return HttpResponse.json(documents[nid] ?? { data: [], meta: { count: 0 } }, {
        headers: JSON_API,
      });
    }),
  );
}

/** An organization export of `count` organizations ('Organization 1'...), paged as asked. */
export function serveOrganizationExport(count: number): { queries: URLSearchParams[] } {
  const recorded = { queries: [] as URLSearchParams[] };
  server.use(
    http.get(apiUrl('api/organizations/export'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      recorded.queries.push(query);
      const offset = Number(query.get('page[offset]') ?? 0);
      const limit = Number(query.get('page[limit]') ?? 50);
      const rows: Partial<OrganizationExportRow>[] = [];
      for (let index = offset; index < Math.min(count, offset + limit); index += 1)
        rows.push({ nid: 500 + index, title: `Organization ${index + 1}`, total_rows: count });
      return HttpResponse.json(rows);
    }),
  );
  return recorded;
}

/** The places service suggests these cities (with state and country) for any text. */
export function serveCitySuggestions(cities: { city: string; state: string; country: string }[]) {
  server.use(
    http.get(apiUrl('api/places/cities'), () =>
      HttpResponse.json({
        data: cities.map((place, index) => ({
          id: String(index + 1),
          ...place,
          countryCode: 'US',
          label: `${place.city}, ${place.state}, ${place.country}`,
        })),
      }),
    ),
  );
}
