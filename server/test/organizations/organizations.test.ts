import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { organizationMembers } from '../../src/db/organizationSchema';
import { injectAs, registerAndConfirm, type TestUser } from '../helpers';
import {
  addAdmin,
  createOrganization,
  organizationDocument,
  patchOrganization,
  uploadOrganizationImage,
} from './fixtures';
import { uploadFile } from '../profiles/profileFixtures';
import { pngBytes } from '../imageFixtures';
import { testFile } from '../support/fixture';

const given = testFile({
  owner: 'employer',
  admin: 'employer',
  outsider: 'employer',
  candidate: 'candidate',
});

const COLLECTION = '/api/node/organization_profile';
const errorsOf = (body: string) =>
  JSON.parse(body).errors.map((e: { detail: string; source?: { pointer: string } }) => [
    e.source?.pointer,
    e.detail,
  ]);

describe('organization profiles', () => {
  it('creates an organization whose creator is its owner, trimming the title', async () => {
    const { uuid, nid } = await createOrganization(given.t, given.owner);
    const read = await injectAs(given.t, given.owner, {
      method: 'GET',
      url: `${COLLECTION}?filter[drupal_internal__nid]=${nid}&include=field_logo,field_hiring_location`,
    });
    assert.equal(read.statusCode, 200);
    const [data] = read.json().data;
    assert.equal(data.id, uuid);
    assert.equal(data.attributes.title, 'Analytical Engines');
    assert.equal(data.attributes.field_color_picker, '#ffffff');
    assert.equal(data.attributes.field_currency, 'USD');
    assert.equal(data.attributes.field_billing_first_name, 'Ada');
    assert.deepEqual(data.attributes.field_video, [
      { input: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', video_id: 'dQw4w9WgXcQ' },
    ]);
    assert.deepEqual(
      read
        .json()
        .included.map((r: { type: string }) => r.type)
        .sort(),
      ['file--file', 'taxonomy_term--country'],
    );
    const mine = await injectAs(given.t, given.owner, {
      method: 'GET',
      url: '/api/organization/get_organizations_for_current_user',
    });
    assert.equal(mine.statusCode, 200);
    const row = mine.json().find((r: { nid: number }) => r.nid === nid);
    assert.equal(row.owner, true);
    assert.equal(row.title, 'Analytical Engines');
    assert.match(row.field_logo, /\/system\/files\/.+sig=/);
  });

  it('refuses a create without the required values, with the form messages', async () => {
    const response = await injectAs(given.t, given.owner, {
      method: 'POST',
      url: COLLECTION,
      payload: { data: { type: 'node--organization_profile', attributes: { title: '  ' } } },
    });
    assert.equal(response.statusCode, 422);
    assert.deepEqual(errorsOf(response.body).sort(), [
      ['/data/attributes/field_company_description', 'field_company_description: Required'],
      ['/data/attributes/field_contact_email', 'field_contact_email: Required'],
      ['/data/attributes/title', 'title: Required'],
      ['/data/relationships/field_logo', 'field_logo: Required'],
    ]);
  });

  it('keeps a title and other single-line fields on one line, which mails quote as data', async () => {
    const logo = await uploadOrganizationImage(given.t, given.owner);
    const phishing = 'Acme\n\nSECURITY NOTICE: confirm at http://evil.example';
    const response = await injectAs(given.t, given.owner, {
      method: 'POST',
      url: COLLECTION,
      payload: organizationDocument(logo, {
        attributes: { title: phishing, field_company_data_city: 'Berlin\r\nNew line' },
      }),
    });
    assert.equal(response.statusCode, 422);
    assert.deepEqual(errorsOf(response.body).sort(), [
      [
        '/data/attributes/field_company_data_city',
        'field_company_data_city: must be a single line of text.',
      ],
      ['/data/attributes/title', 'title: must be a single line of text.'],
    ]);
  });

  it('refuses bad links, channel and playlist videos, negative hires and unknown members', async () => {
    const logo = await uploadOrganizationImage(given.t, given.owner);
    const before = await injectAs(given.t, given.owner, {
      method: 'GET',
      url: '/api/organization/get_organizations_for_current_user',
    });
    const response = await injectAs(given.t, given.owner, {
      method: 'POST',
      url: COLLECTION,
      payload: organizationDocument(logo, {
        attributes: {
          field_contact_email: 'not-an-email',
          field_website_url: { uri: 'javascript:alert(1)' },
          field_video: [{ input: 'https://www.youtube.com/channel/UC123' }],
          field_hires_needed: -1,
        },
      }),
    });
    assert.equal(response.statusCode, 422);
    const errors = Object.fromEntries(errorsOf(response.body));
    assert.match(errors['/data/attributes/field_contact_email'], /Enter a valid email/);
    assert.match(errors['/data/attributes/field_website_url'], /Please provide a valid url/);
    assert.match(errors['/data/attributes/field_video'], /Enter correct Youtube video url!/);
    assert.match(errors['/data/attributes/field_hires_needed'], /Must be 0 or more/);
    // Unknown and read-only attributes are refused by the route's schema, before the values.
    const unknown = await injectAs(given.t, given.owner, {
      method: 'POST',
      url: COLLECTION,
      payload: organizationDocument(logo, {
        attributes: { field_candidate_database_date_ro: 4102444800, field_secret: 'x' },
      }),
    });
    assert.equal(unknown.statusCode, 422);
    const unknownErrors = Object.fromEntries(errorsOf(unknown.body));
    assert.match(
      unknownErrors['/data/attributes/field_candidate_database_date_ro'],
      /does not exist or cannot be changed/,
    );
    assert.match(unknownErrors['/data/attributes/field_secret'], /does not exist/);
    const after = await injectAs(given.t, given.owner, {
      method: 'GET',
      url: '/api/organization/get_organizations_for_current_user',
    });
    assert.equal(after.json().length, before.json().length, 'nothing was created');
  });

  it('refuses a logo under 400×400 and a background under 1920×600', async () => {
    const logo = await uploadFile(
      given.t,
      given.owner,
      'organization_profile/field_logo',
      pngBytes(399, 400),
      'logo.png',
    );
    assert.equal(logo.statusCode, 422);
    assert.match(logo.body, /The logo must be at least 400x400 px/);
    const background = await uploadFile(
      given.t,
      given.owner,
      'organization_profile/field_page_title_background',
      pngBytes(1920, 599),
      'wide.png',
    );
    assert.equal(background.statusCode, 422);
    assert.match(background.body, /The background image must be at least 1920x600 px/);
    const candidateUpload = await uploadFile(
      given.t,
      given.candidate,
      'organization_profile/field_logo',
      pngBytes(400, 400),
      'logo.png',
    );
    assert.equal(candidateUpload.statusCode, 403);
  });

  it('shows members the contact and billing data and everyone else the public profile', async () => {
    const { uuid, nid } = await createOrganization(given.t, given.owner);
    await addAdmin(given.t, nid, given.admin);
    const asAdmin = await injectAs(given.t, given.admin, {
      method: 'GET',
      url: `${COLLECTION}/${uuid}`,
    });
    assert.equal(asAdmin.json().data.attributes.field_contact_email, 'hello@engines.example');
    assert.equal(asAdmin.json().data.attributes.field_billing_email, 'billing@engines.example');
    for (const user of [given.outsider, given.candidate]) {
      const response = await injectAs(given.t, user, {
        method: 'GET',
        url: `${COLLECTION}/${uuid}`,
      });
      assert.equal(response.statusCode, 200);
      const { attributes } = response.json().data;
      assert.equal(attributes.title, 'Analytical Engines');
      for (const hidden of [
        'field_contact_email',
        'field_billing_email',
        'field_billing_first_name',
        'field_candidate_database_date_ro',
      ]) {
        assert.equal(hidden in attributes, false, `${hidden} is hidden`);
      }
      assert.equal(response.body.includes('billing@engines.example'), false);
    }
    const anonymous = await injectAs(given.t, null, {
      method: 'GET',
      url: `${COLLECTION}/${uuid}`,
    });
    assert.equal(anonymous.statusCode, 401);
  });

  it('lets members change an organization and nobody else', async () => {
    const { uuid, nid } = await createOrganization(given.t, given.owner);
    await addAdmin(given.t, nid, given.admin);
    const patch = (user: TestUser, attributes: object) =>
      patchOrganization(given.t, user, uuid, { attributes });
    const colour = await patch(given.admin, { field_color_picker: '#6a1b9a' });
    assert.equal(colour.statusCode, 200);
    assert.equal(colour.json().data.attributes.field_color_picker, '#6a1b9a');
    const billing = await patch(given.owner, {
      field_company_data_city: '  London ',
      field_billing_phone: '   ',
    });
    assert.equal(billing.json().data.attributes.field_company_data_city, 'London');
    assert.equal(billing.json().data.attributes.field_billing_phone, null);
    assert.equal((await patch(given.outsider, { title: 'Mine now' })).statusCode, 403);
    assert.equal((await patch(given.candidate, { title: 'Mine now' })).statusCode, 403);
    assert.equal((await patch(given.owner, { field_color_picker: 'purple' })).statusCode, 422);
    const noLogo = await patchOrganization(given.t, given.owner, uuid, {
      relationships: { field_logo: { data: null } },
    });
    assert.equal(noLogo.statusCode, 422);
    const read = await injectAs(given.t, given.owner, {
      method: 'GET',
      url: `${COLLECTION}/${uuid}`,
    });
    assert.equal(read.json().data.attributes.title, 'Analytical Engines');
    assert.notEqual(read.json().data.relationships.field_logo.data, null);
  });

  it("refuses another user's file and keeps a logo another admin uploaded", async () => {
    const { uuid, nid } = await createOrganization(given.t, given.owner);
    await addAdmin(given.t, nid, given.admin);
    const foreign = await uploadOrganizationImage(given.t, given.outsider);
    const steal = await patchOrganization(given.t, given.owner, uuid, {
      relationships: { field_culture_images: { data: [{ type: 'file--file', id: foreign }] } },
    });
    assert.equal(steal.statusCode, 422);
    const current = await injectAs(given.t, given.admin, {
      method: 'GET',
      url: `${COLLECTION}/${uuid}`,
    });
    const logo = current.json().data.relationships.field_logo.data;
    const keep = await patchOrganization(given.t, given.admin, uuid, {
      attributes: { title: 'Engines Ltd' },
      relationships: { field_logo: { data: logo } },
    });
    assert.equal(keep.statusCode, 200);
  });

  it('lets only the owner delete, and answers 404 everywhere afterwards', async () => {
    const { uuid, nid } = await createOrganization(given.t, given.owner);
    await addAdmin(given.t, nid, given.admin);
    assert.equal(
      (await injectAs(given.t, given.admin, { method: 'DELETE', url: `${COLLECTION}/${uuid}` }))
        .statusCode,
      403,
    );
    assert.equal(
      (await injectAs(given.t, given.outsider, { method: 'DELETE', url: `${COLLECTION}/${uuid}` }))
        .statusCode,
      403,
    );
    const deleted = await injectAs(given.t, given.owner, {
      method: 'DELETE',
      url: `${COLLECTION}/${uuid}`,
    });
    assert.equal(deleted.statusCode, 204);
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const response = await injectAs(given.t, given.owner, {
        method,
        url: `${COLLECTION}/${uuid}`,
        ...(method === 'PATCH'
          ? { payload: { data: { type: 'node--organization_profile', id: uuid, attributes: {} } } }
          : {}),
      });
      assert.equal(response.statusCode, 404, method);
    }
    const filtered = await injectAs(given.t, given.owner, {
      method: 'GET',
      url: `${COLLECTION}?filter[drupal_internal__nid]=${nid}`,
    });
    assert.deepEqual(filtered.json().data, []);
    const members = await given.t.database.db.select().from(organizationMembers);
    assert.equal(
      members.some((m) => m.organizationNid === nid),
      false,
    );
  });

  it('pages the caller’s organizations by title with a count and a next link', async () => {
    const user = await registerAndConfirm(given.t, 'employer');
    for (const title of ['Charlie', 'alpha', 'Bravo']) {
      await createOrganization(given.t, user, { attributes: { title } });
    }
    const first = await injectAs(given.t, user, {
      method: 'GET',
      url: `${COLLECTION}?page[limit]=2&include=field_logo`,
    });
    const body = first.json();
    assert.deepEqual(
      body.data.map((d: { attributes: { title: string } }) => d.attributes.title),
      ['alpha', 'Bravo'],
    );
    assert.equal(body.meta.count, 3);
    assert.match(body.links.next.href, /page%5Boffset%5D=2|page\[offset\]=2/);
    const bad = await injectAs(given.t, user, {
      method: 'GET',
      url: `${COLLECTION}?page[limit]=x`,
    });
    assert.equal(bad.statusCode, 400);
    const filter = await injectAs(given.t, user, {
      method: 'GET',
      url: `${COLLECTION}?filter[title]=a`,
    });
    assert.equal(filter.statusCode, 400);
  });

  it('holds the ownership cap under simultaneous creates', async () => {
    const user = await registerAndConfirm(given.t, 'employer');
    const logos = await Promise.all(
      Array.from({ length: 22 }, () => uploadOrganizationImage(given.t, user)),
    );
    const responses = await Promise.all(
      logos.map((logo) =>
        injectAs(given.t, user, {
          method: 'POST',
          url: COLLECTION,
          payload: organizationDocument(logo),
        }),
      ),
    );
    const created = responses.filter((r) => r.statusCode === 201).length;
    assert.equal(created, 20);
    assert.ok(
      responses.filter((r) => r.statusCode === 403).every((r) => /at most 20/.test(r.body)),
    );
  });

  it('lists published organizations for anyone signed in, with semicolon-joined values', async () => {
    await createOrganization(given.t, given.owner, {
      attributes: { title: 'Zeta Export' },
      relationships: {
        field_industry: {
          data: [
            { type: 'taxonomy_term--industry', id: await termUuid('industry', 0) },
            { type: 'taxonomy_term--industry', id: await termUuid('industry', 1) },
          ],
        },
      },
    });
    const response = await injectAs(given.t, given.candidate, {
      method: 'GET',
      url: '/api/organizations/export?page[limit]=50&page[offset]=0',
    });
    assert.equal(response.statusCode, 200);
    const rows = response.json();
    const zeta = rows.find((r: { title: string }) => r.title === 'Zeta Export');
    assert.equal(zeta.field_industry.split('; ').length, 2);
    assert.equal(zeta.field_video, 'dQw4w9WgXcQ');
    assert.equal(zeta.total_rows, rows[0].total_rows);
    assert.equal('field_billing_email' in zeta, false);
    assert.equal(JSON.stringify(rows).includes('billing@engines.example'), false);
    const tooMany = await injectAs(given.t, given.candidate, {
      method: 'GET',
      url: '/api/organizations/export?page[offset]=-1',
    });
    assert.equal(tooMany.statusCode, 400);
    assert.ok(tooMany.json().message);
    assert.equal(
      (await injectAs(given.t, null, { method: 'GET', url: '/api/organizations/export' }))
        .statusCode,
      401,
    );
  });

  it('keeps candidates out of the current-user list and organization creation', async () => {
    const list = await injectAs(given.t, given.candidate, {
      method: 'GET',
      url: '/api/organization/get_organizations_for_current_user',
    });
    assert.equal(list.statusCode, 403);
    const logo = await uploadOrganizationImage(given.t, given.owner);
    const create = await injectAs(given.t, given.candidate, {
      method: 'POST',
      url: COLLECTION,
      payload: organizationDocument(logo),
    });
    assert.equal(create.statusCode, 403);
  });
});

async function termUuid(vocabulary: string, index: number): Promise<string> {
  const response = await injectAs(given.t, given.owner, {
    method: 'GET',
    url: `/api/taxonomy_term/${vocabulary}`,
  });
  return response.json().data[index].id;
}
