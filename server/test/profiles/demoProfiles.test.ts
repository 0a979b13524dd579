import assert from 'node:assert/strict';
import { buffer } from 'node:stream/consumers';
import { before, describe, it } from 'node:test';
import { eq, isNotNull } from 'drizzle-orm';
import { candidateProfiles, files } from '../../src/db/profileSchema';
import { inspectUpload } from '../../src/files/inspectUpload';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../../src/seed';
import { LocalFileStore } from '../../src/files/localFileStore';
import { buildTestApp, injectAs, login, type TestApp } from '../helpers';

let t: TestApp;
before(async () => {
  t = await buildTestApp();
  const lines = await seedDemo(t.database.db, new LocalFileStore(t.config.dataDir));
  assert.ok(lines?.some((line) => line.startsWith('Demo profiles')));
  assert.ok(lines?.some((line) => line.startsWith('Demo organization')));
  assert.ok(lines?.some((line) => line.startsWith('Demo jobs')));
});

describe('demo jobs', () => {
  it('gives the demo organization active, featured and expired jobs', async () => {
    const employer = DEMO_ACCOUNTS.find((account) => account.role === 'employer');
    const token = await login(t, employer?.mail ?? '', DEMO_PASSWORD);
    const [organization] = (
      await injectAs(
        t,
        { token },
        { method: 'GET', url: '/api/organization/get_organizations_for_current_user' },
      )
    ).json();
    const rows = (
      await injectAs(
        t,
        { token },
        { method: 'GET', url: `/api/jobs/export/${organization.nid}?_format=json&page=0` },
      )
    ).json();
    assert.equal(rows.length, 6);
    assert.equal(rows.filter((row: { sticky: number }) => row.sticky === 1).length, 2);
    const today = new Date().toISOString().slice(0, 10);
    const expired = rows.filter(
      (row: { field_valid_until: string }) => row.field_valid_until < today,
    );
    assert.equal(expired.length, 1);
    const search = await t.app.inject({ method: 'GET', url: '/api/jobs/search?_format=json' });
    assert.equal(search.json().length, 5, 'candidates never see the expired job');
  });
});

describe('demo organization', () => {
  it('gives the demo employer an active-ready organization with images and full access', async () => {
    const employer = DEMO_ACCOUNTS.find((account) => account.mail.startsWith('employer'));
    const token = await login(t, employer?.mail ?? '', DEMO_PASSWORD);
    const mine = await injectAs(
      t,
      { token },
      { method: 'GET', url: '/api/organization/get_organizations_for_current_user' },
    );
    const [organization] = mine.json();
    assert.equal(mine.json().length, 1);
    assert.equal(organization.owner, true);
    assert.equal(organization.field_color_picker, '#6a1b9a');
    assert.ok(organization.field_candidate_database_date_ro > Date.now() / 1000);
    const logo = await t.app.inject({ method: 'GET', url: organization.field_logo });
    assert.equal(logo.statusCode, 200);
    assert.equal(logo.headers['content-type'], 'image/png');
    const full = await injectAs(
      t,
      { token },
      {
        method: 'GET',
        url: `/api/node/organization_profile/${organization.uuid}?include=field_culture_images,field_page_title_background`,
      },
    );
    assert.equal(full.json().included.length, 3);
    assert.match(full.json().data.attributes.field_company_description.value, /women in tech/);
  });
});

describe('demo profiles', () => {
  for (const account of DEMO_ACCOUNTS) {
    it(`gives the demo ${account.role} a complete profile linked to the account`, async () => {
      const token = await login(t, account.mail, DEMO_PASSWORD);
      const me = (await injectAs(t, { token }, { method: 'GET', url: '/api' })).json();
      const uuid = me.meta.links.me.meta.id;
      const user = (
        await injectAs(t, { token }, { method: 'GET', url: `/api/user/user/${uuid}` })
      ).json();
      const reference = user.data.relationships.field_personal_profile_reference.data;
      assert.equal(reference.type, `node--${account.role}_profile`);
      const profile = await injectAs(
        t,
        { token },
        {
          method: 'GET',
          url: `/api/node/${account.role}_profile/${reference.id}`,
        },
      );
      assert.equal(profile.statusCode, 200, profile.body);
      const { attributes, relationships } = profile.json().data;
      assert.ok(attributes.title.length > 0);
      assert.equal(attributes.field_contact_email, account.mail);
      const country = relationships.field_candidate_country ?? relationships.field_country;
      assert.equal(country.data.type, 'taxonomy_term--country');
      if (account.role === 'candidate') {
        assert.equal(
          relationships.field_technical_skills.data.length,
          attributes.field_technical_skills_exp.length,
        );
        assert.ok(attributes.field_looking_for_opportunities.length > 0);
        assert.ok(attributes.field_short_bio.value.length > 0);
      }
    });
  }
});

describe('demo candidates', () => {
  it('gives every third candidate a CV that passes the upload checks, kept as permanent', async () => {
    const store = new LocalFileStore(t.config.dataDir);
    const rows = await t.database.db
      .select({ cvFid: candidateProfiles.cvFid, title: candidateProfiles.title })
      .from(candidateProfiles)
      .where(isNotNull(candidateProfiles.cvFid));
    // Hedy Lamarr is the first of the 24 seeded candidates: she has one.
    assert.equal(rows.length, 8);
    assert.ok(rows.some((row) => row.title === 'Hedy Lamarr'));
    for (const row of rows) {
      const [file] = await t.database.db
        .select()
        .from(files)
        .where(eq(files.fid, row.cvFid as number));
      assert.equal(file.status, true, 'housekeeping must not remove it');
      assert.equal(file.filemime, 'application/pdf');
      const bytes = await buffer(await store.read(file.storageKey));
      const inspected = await inspectUpload(bytes, 'pdf', file.filename);
      assert.equal(inspected.mime, 'application/pdf');
    }
  });
});
