import { expect, type Page } from '@playwright/test';
import { termId } from '../../server/src/reference/taxonomy';

/** A job as the API answers its creation. */
export interface PostedJob {
  id: string;
  attributes: { drupal_internal__nid: number };
}

/** What a test says of a job; the rest is a full-time, on-site job in Germany for 20 days. */
export interface JobToPost {
  title: string;
  text?: string;
  skill: string;
  remote?: 'remote' | 'hybrid' | 'no';
  employment?: string;
  /** City and state; a remote job may go without. */
  place?: { city: string; state: string };
}

/** Posts a job of `organization` (its uuid) through the API as the signed-in employer. */
export async function postJob(
  page: Page,
  authorization: string,
  organization: string,
  job: JobToPost,
): Promise<PostedJob> {
  const validUntil = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const created = await page.request.post('/api/node/job_posting', {
    headers: { authorization, 'content-type': 'application/vnd.api+json' },
    data: {
      data: {
        type: 'node--job_posting',
        attributes: {
          title: job.title,
          field_description: { value: `<p>${job.text ?? 'Filler.'}</p>`, format: 'basic_html' },
          field_employment_type: job.employment ?? 'full_time',
          field_remote_job: job.remote ?? 'no',
          ...(job.place
            ? { field_job_city_name: job.place.city, field_job_state: job.place.state }
            : {}),
          field_valid_until: validUntil,
        },
        relationships: {
          field_hiring_organization: {
            data: { type: 'node--organization_profile', id: organization },
          },
          ...(job.place
            ? {
                field_job_country: {
                  data: { type: 'taxonomy_term--country', id: termId('country', 'Germany') },
                },
              }
            : {}),
          field_technical_skills: {
            data: [
              {
                type: 'taxonomy_term--technical_skills',
                id: termId('technical_skills', job.skill),
              },
            ],
          },
        },
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()).data as PostedJob;
}
