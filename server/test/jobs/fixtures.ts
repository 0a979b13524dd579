import { defaultValidUntil } from '@contract/jobs';
import { findTermsByUuids } from '../../src/reference/termRepository';
import { termId } from '../../src/reference/taxonomy';
import { injectAs, type TestApp, type TestUser } from '../helpers';
import { term } from '../profiles/profileFixtures';

export const JOBS = '/api/node/job_posting';

/** A complete job document for organization `organizationUuid`, as the job form sends it. */
export function jobDocument(
  organizationUuid: string,
  extra: { attributes?: object; relationships?: object } = {},
  today = new Date(),
) {
  return {
    data: {
      type: 'node--job_posting',
      attributes: {
        title: '  Senior TypeScript Engineer  ',
        field_description: {
          value: '<p>Build our <strong>matching</strong> engine.</p>',
          format: 'basic_html',
        },
        field_experience_requirements: {
          value: '<p>Five years of Node.js.</p>',
          format: 'basic_html',
        },
        field_base_salary_year: { from: 60000, to: 80000 },
        field_job_city_name: 'Berlin',
        field_job_state: 'Berlin',
        field_remote_job: 'hybrid',
        field_employment_type: 'full_time',
        field_professional_experience: '3-5',
        field_apply_url: 'https://jobs.example/ts',
        field_identifier: ' TS-1 ',
        field_valid_until: defaultValidUntil(today),
        field_application_method: 'apply_url',
        ...extra.attributes,
      },
      relationships: {
        field_hiring_organization: {
          data: { type: 'node--organization_profile', id: organizationUuid },
        },
        field_job_country: { data: term('country', 'Germany') },
        field_technical_skills: {
          data: [term('technical_skills', 'TypeScript'), term('technical_skills', 'React')],
        },
        ...extra.relationships,
      },
    },
  };
}

/** Creates a job; returns its uuid and nid. */
export async function createJob(
  t: TestApp,
  user: TestUser,
  organizationUuid: string,
  extra: { attributes?: object; relationships?: object } = {},
): Promise<{ uuid: string; nid: number }> {
  const response = await injectAs(t, user, {
    method: 'POST',
    url: JOBS,
    payload: jobDocument(organizationUuid, extra, t.clock.now()),
  });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
  const { data } = response.json();
  return { uuid: data.id, nid: data.attributes.drupal_internal__nid };
}

/** The tid of a reference term, for the list filters. */
export async function tidOf(t: TestApp, vocabulary: 'country' | 'technical_skills', name: string) {
  const [row] = await findTermsByUuids(t.database.db, vocabulary, [termId(vocabulary, name)]);
  if (!row) throw new Error(`no term ${vocabulary}/${name}`);
  return row.tid;
}
