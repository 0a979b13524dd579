/**
 * Helpers for the profile and file tests: uploads through the real route, valid profile
 * documents built from the seeded reference data, and a reader of the stored profile row.
 */
import type { LightMyRequestResponse } from 'fastify';
import { termId } from '../../src/reference/taxonomy';
import { injectAs, type TestApp, type TestUser } from '../helpers';
import { pdfBytes, pngBytes } from '../imageFixtures';

export type Bundle = 'candidate_profile' | 'employer_profile';

/** The upload routes of a candidate's picture and CV. */
export const PICTURE = 'candidate_profile/field_profile_picture';
export const CV = 'candidate_profile/field_curriculum_vitae';

/** POSTs raw bytes to an upload route, the way the SPA sends a file. */
export function uploadFile(
  t: TestApp,
  user: Pick<TestUser, 'token'> | null,
  path: string,
  body: Buffer,
  filename: string,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return injectAs(t, user, {
    method: 'POST',
    url: `/api/node/${path}`,
    payload: body,
    headers: {
      'content-type': 'application/octet-stream',
      'content-disposition': `file; filename="${filename}"`,
      ...headers,
    },
  });
}

/** Uploads a valid picture (or CV) and returns the file--file uuid. */
export async function uploadValid(
  t: TestApp,
  user: TestUser,
  bundle: Bundle,
  field: 'field_profile_picture' | 'field_curriculum_vitae' = 'field_profile_picture',
): Promise<string> {
  const isPdf = field === 'field_curriculum_vitae';
  const response = await uploadFile(
    t,
    user,
    `${bundle}/${field}`,
    isPdf ? pdfBytes() : pngBytes(240, 240),
    isPdf ? 'cv.pdf' : 'me.png',
  );
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
  return response.json().data.id;
}

export const term = (vocabulary: string, name: string) => ({
  type: `taxonomy_term--${vocabulary}`,
  id: termId(vocabulary as Parameters<typeof termId>[0], name),
});

/** A complete candidate profile document, as the wizard's final Save sends it. */
export function candidateDocument(extra: { attributes?: object; relationships?: object } = {}) {
  return {
    data: {
      type: 'node--candidate_profile',
      attributes: {
        field_contact_email: 'ada@example.test',
        field_first_name: 'Ada',
        field_last_name: 'Lovelace',
        field_phone_number: '+44 20 7946 0000',
        field_short_bio: { value: '<p>Analyst <strong>engine</strong></p>', format: 'basic_html' },
        field_city_text: 'London',
        field_state: 'England',
        field_third_party_communications: '1',
        field_name_visible_to_companies: '0',
        field_linkedin_profile: { uri: 'https://www.linkedin.com/in/ada' },
        field_github_profile: null,
        field_twitter_profile: null,
        field_portfolio_link: null,
        field_technical_skills_exp: ['expert', 'advanced'],
        field_personal_skills_exp: ['advanced'],
        field_languages: ['en', 'fr'],
        field_language_proficiencies: ['C2', 'B1'],
        field_professional_experience: '5-10',
        field_current_role: 'Analyst',
        field_roles_interested: ['data_scientist'],
        field_remote_work: 'hybrid',
        field_looking_for_opportunities: ['full_time'],
        field_visa_sponsorship_required: ['no'],
        field_desired_annual_salary: { from: 50000, to: 70000.5 },
        field_currency: 'GBP',
        field_involving_interest: 'open_to_offers',
        ...extra.attributes,
      },
      relationships: {
        field_candidate_country: { data: term('country', 'United Kingdom') },
        field_technical_skills: {
          data: [term('technical_skills', 'Python'), term('technical_skills', 'SQL')],
        },
        field_personal_skills: { data: [term('personal_skills', 'Communication')] },
        ...extra.relationships,
      },
    },
  };
}

/** A complete employer profile document. */
export function employerDocument(extra: { attributes?: object; relationships?: object } = {}) {
  return {
    data: {
      type: 'node--employer_profile',
      attributes: {
        field_company_name: 'Analytical Engines Ltd',
        field_contact_email: 'grace@example.test',
        field_first_name: 'Grace',
        field_last_name: 'Hopper',
        field_phone_number: '+1 (555) 010-0000',
        field_role_at_company: 'Head of Engineering',
        field_company_position: 2,
        ...extra.attributes,
      },
      relationships: {
        field_country: { data: term('country', 'United States') },
        ...extra.relationships,
      },
    },
  };
}

/** Creates a profile and returns its uuid. */
export async function createProfile(
  t: TestApp,
  user: TestUser,
  bundle: Bundle,
  document: unknown = bundle === 'candidate_profile' ? candidateDocument() : employerDocument(),
): Promise<string> {
  const response = await injectAs(t, user, {
    method: 'POST',
    url: `/api/node/${bundle}`,
    payload: document as object,
  });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
  return response.json().data.id;
}
