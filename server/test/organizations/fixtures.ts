import { organizationMembers } from '../../src/db/organizationSchema';
import { findUserByMail } from '../../src/accounts/userRepository';
import { injectAs, type TestApp, type TestUser } from '../helpers';
import { term, uploadFile } from '../profiles/profileFixtures';
import { pngBytes } from '../imageFixtures';

/** Uploads an organization image of the given size and returns its file--file uuid. */
export async function uploadOrganizationImage(
  t: TestApp,
  user: TestUser,
  field: 'field_logo' | 'field_page_title_background' | 'field_culture_images' = 'field_logo',
  size: [number, number] = field === 'field_page_title_background' ? [1920, 600] : [400, 400],
): Promise<string> {
  const response = await uploadFile(
    t,
    user,
    `organization_profile/${field}`,
    pngBytes(size[0], size[1]),
    'image.png',
  );
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
  return response.json().data.id;
}

/** A complete organization document, as the create form sends it. */
export function organizationDocument(
  logo: string,
  extra: { attributes?: object; relationships?: object } = {},
) {
  return {
    data: {
      type: 'node--organization_profile',
      attributes: {
        title: '  Analytical Engines  ',
        field_contact_email: 'hello@engines.example',
        field_company_description: { value: '<p>We build engines.</p>', format: 'basic_html' },
        field_website_url: { uri: 'https://engines.example' },
        field_video: [
          { input: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', video_id: 'dQw4w9WgXcQ' },
        ],
        field_hires_needed: 3,
        field_billing_first_name: ' Ada ',
        field_billing_email: 'billing@engines.example',
        ...extra.attributes,
      },
      relationships: {
        field_logo: { data: { type: 'file--file', id: logo } },
        field_hiring_location: { data: term('country', 'United Kingdom') },
        field_technical_skills: { data: [term('technical_skills', 'TypeScript')] },
        ...extra.relationships,
      },
    },
  };
}

/** Creates an organization owned by `user`; returns its uuid and nid. */
export async function createOrganization(
  t: TestApp,
  user: TestUser,
  extra: { attributes?: object; relationships?: object } = {},
): Promise<{ uuid: string; nid: number }> {
  const logo = await uploadOrganizationImage(t, user);
  const response = await injectAs(t, user, {
    method: 'POST',
    url: '/api/node/organization_profile',
    payload: organizationDocument(logo, extra),
  });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
  const { data } = response.json();
  return { uuid: data.id, nid: data.attributes.drupal_internal__nid };
}

/** Makes `user` a plain admin (not owner) of organization `nid`, straight in the database. */
export async function addAdmin(t: TestApp, nid: number, user: TestUser): Promise<void> {
  const row = await findUserByMail(t.database.db, user.mail);
  if (!row) throw new Error('no such user');
  await t.database.db
    .insert(organizationMembers)
    .values({ organizationNid: nid, userId: row.id, owner: false, created: new Date() });
}

/** PATCHes the organization `uuid` as `user` with these attributes and relationships. */
export function patchOrganization(
  t: TestApp,
  user: TestUser,
  uuid: string,
  members: { attributes?: object; relationships?: object },
) {
  return injectAs(t, user, {
    method: 'PATCH',
    url: `/api/node/organization_profile/${uuid}`,
    payload: { data: { type: 'node--organization_profile', id: uuid, ...members } },
  });
}
