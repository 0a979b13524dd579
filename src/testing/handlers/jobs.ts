/**
 * msw handlers for job postings (spec 02 §7 "Jobs"). By default no organization has jobs, the
 * job quota has 10 slots and the featured quota 3. Tests seed rows with `respondWithJobs` or
 * answer one call differently with the small override helpers.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { JobAttributes, JobExportRow } from '@contract/jobs';
import type { ResourceObject } from '@contract/jsonapi';
import { apiUrl } from '../api';
import { server } from '../server';

const JSONAPI = { headers: { 'Content-Type': 'application/vnd.api+json' } };

/** A row of the employer export. */
export function buildJobRow(overrides: Partial<JobExportRow> = {}): JobExportRow {
  const nid = overrides.nid ?? 101;
  return {
    nid,
    uuid: `job-${nid}`,
    title: 'Senior TypeScript Engineer',
    created: '2026-11-01T09:00:00+00:00',
    field_valid_until: '2099-12-31',
    sticky: 0,
    field_employment_type_1: 'full_time',
    field_remote_job_1: 'hybrid',
    field_job_country_1: '',
    field_job_state: 'Berlin',
    field_job_city_name: 'Berlin',
    field_technical_skills_1: '',
    field_basesalary_year: '60000-80000',
    field_base_salary_year_from: 60000,
    field_base_salary_year_to: 80000,
    field_currency: 'EUR',
    field_gender_coding: 'neutral',
    field_source: '',
    total_rows: 1,
    ...overrides,
  };
}

/** A job_posting resource as the JSON:API routes answer it. */
export function buildJobResource(
  overrides: Partial<JobAttributes> = {},
  id = 'job-101',
): ResourceObject {
  const attributes: JobAttributes = {
    drupal_internal__nid: 101,
    langcode: 'en',
    status: true,
    title: 'Senior TypeScript Engineer',
    created: '2026-11-01T09:00:00+00:00',
    changed: '2026-11-01T09:00:00+00:00',
    sticky: false,
    field_description: { value: '<p>Build the matching engine.</p>', format: 'basic_html' },
    field_experience_requirements: null,
    field_currency: 'EUR',
    field_base_salary_year: { from: 60000, to: 80000 },
    field_job_city_name: 'Berlin',
    field_job_state: 'Berlin',
    field_remote_job: 'hybrid',
    field_employment_type: 'full_time',
    field_professional_experience: null,
    field_apply_url: null,
    field_identifier: null,
    field_valid_until: '2099-12-31',
    field_application_method: null,
    ...overrides,
  };
  return {
    type: 'node--job_posting',
    id,
    attributes: attributes as unknown as Record<string, unknown>,
    relationships: {
      field_hiring_organization: { data: { type: 'node--organization_profile', id: 'org-1' } },
      field_job_country: { data: null },
      field_technical_skills: { data: [] },
    },
  };
}

export function jobHandlers(): HttpHandler[] {
  return [
    http.get(apiUrl('api/jobs/export/:nid'), () => HttpResponse.json([])),
    http.get(apiUrl('api/jobs/search'), () => HttpResponse.json([])),
    http.get(apiUrl('api/organization/:nid/job_quota_left'), () => HttpResponse.json(10)),
    http.get(apiUrl('api/organization/:nid/featured_job_quota_left'), () => HttpResponse.json(3)),
    http.get(apiUrl('api/node/job_posting'), () =>
      HttpResponse.json({ jsonapi: { version: '1.0' }, data: [], meta: { count: 0 } }, JSONAPI),
    ),
  ];
}

/** The employer export answers these rows; `total` (default: their number) goes in total_rows. */
export function respondWithJobs(rows: JobExportRow[], total = rows.length): void {
  server.use(
    http.get(apiUrl('api/jobs/export/:nid'), () =>
      HttpResponse.json(rows.map((row) => ({ ...row, total_rows: total }))),
    ),
  );
}

/** The JSON:API collection answers these jobs (meta.count = total). */
export function respondWithJobResources(
  resources: ResourceObject[],
  total = resources.length,
): void {
  server.use(
    http.get(apiUrl('api/node/job_posting'), () =>
      HttpResponse.json(
        { jsonapi: { version: '1.0' }, data: resources, meta: { count: total } },
        JSONAPI,
      ),
    ),
  );
}

/** The quota counters answer these numbers. */
export function respondWithQuotas(jobs: number, featured: number): void {
  server.use(
    http.get(apiUrl('api/organization/:nid/job_quota_left'), () => HttpResponse.json(jobs)),
    http.get(apiUrl('api/organization/:nid/featured_job_quota_left'), () =>
      HttpResponse.json(featured),
    ),
  );
}
