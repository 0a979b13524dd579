import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../src/db/seed';
import { buildTestApp, injectAs, login, testDatabase, type TestApp } from './helpers';

let t: TestApp;
before(async () => {
  const { db } = await testDatabase();
  const lines = await seedDemo(db);
  assert.ok(lines?.some((line) => line.startsWith('Demo profiles')));
  t = await buildTestApp();
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
