import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { files } from '../../src/db/profileSchema';
import { SALARY_MESSAGE } from '../../src/profiles/candidate';
import { injectAs, patchOwnUser, registerAndConfirm, type TestUser } from '../helpers';
import { candidateDocument, createProfile, term, uploadValid } from './profileFixtures';
import { testFile } from '../support/fixture';

let adaProfile: string;
let otherProfile: string;
const given = testFile({ ada: 'candidate', other: 'candidate', employer: 'employer' }, async () => {
  adaProfile = await createProfile(given.t, given.ada, 'candidate_profile');
  otherProfile = await createProfile(given.t, given.other, 'candidate_profile');
});

const url = (uuid: string) => `/api/node/candidate_profile/${uuid}`;
const read = async (user: TestUser, uuid: string) =>
  (await injectAs(given.t, user, { method: 'GET', url: url(uuid) })).json().data;
const patch = (user: TestUser | null, uuid: string, data: object) =>
  injectAs(given.t, user, {
    method: 'PATCH',
    url: url(uuid),
    payload: { data: { type: 'node--candidate_profile', id: uuid, ...data } },
  });
const pointers = (body: string) =>
  JSON.parse(body).errors.map((e: { source?: { pointer: string } }) => e.source?.pointer);

describe('POST /api/node/candidate_profile', () => {
  it('creates the caller profile with 201, Location, a derived title and clean rich text', async () => {
    const user = await registerAndConfirm(given.t, 'candidate');
    const document = candidateDocument({
      attributes: {
        title: 'ignored',
        field_short_bio: {
          value: '<p onclick="x()">Hi<script>alert(1)</script></p>',
          format: 'full_html',
        },
      },
    });
    const response = await injectAs(given.t, user, {
      method: 'POST',
      url: '/api/node/candidate_profile',
      payload: document,
    });
    assert.equal(response.statusCode, 201, response.body);
    const { data } = response.json();
    assert.equal(data.type, 'node--candidate_profile');
    assert.equal(response.headers.location, `http://app.test${url(data.id)}`);
    assert.equal(data.links.self.href, response.headers.location);
    assert.equal(data.attributes.title, 'Ada Lovelace');
    assert.deepEqual(data.attributes.field_short_bio, { value: '<p>Hi</p>', format: 'basic_html' });
    assert.deepEqual(data.attributes.field_desired_annual_salary, { from: 50000, to: 70000.5 });
    assert.deepEqual(data.attributes.field_technical_skills_exp, ['expert', 'advanced']);
    assert.equal(data.attributes.field_currency, 'GBP');
    assert.equal(typeof data.attributes.drupal_internal__nid, 'number');
    assert.deepEqual(data.relationships.uid.data, { type: 'user--user', id: user.uuid });
    assert.deepEqual(data.relationships.field_technical_skills.data, [
      term('technical_skills', 'Python'),
      term('technical_skills', 'SQL'),
    ]);
    // The profile can now be linked to the user, through profiles_index.
    const link = await patchOwnUser(given.t, user, {
      relationships: {
        field_personal_profile_reference: {
          data: { type: 'node--candidate_profile', id: data.id },
        },
      },
    });
    assert.equal(link.statusCode, 200, link.body);
  });

  it('defaults the currency to USD and needs first and last name', async () => {
    const user = await registerAndConfirm(given.t, 'candidate');
    const minimal = {
      data: { type: 'node--candidate_profile', attributes: { field_first_name: 'Mae' } },
    };
    const refused = await injectAs(given.t, user, {
      method: 'POST',
      url: '/api/node/candidate_profile',
      payload: minimal,
    });
    assert.equal(refused.statusCode, 422);
    assert.deepEqual(pointers(refused.body), ['/data/attributes/field_last_name']);
    minimal.data.attributes = { field_first_name: 'Mae', field_last_name: 'Jemison' } as never;
    const created = await injectAs(given.t, user, {
      method: 'POST',
      url: '/api/node/candidate_profile',
      payload: minimal,
    });
    assert.equal(created.statusCode, 201, created.body);
    assert.equal(created.json().data.attributes.field_currency, 'USD');
  });

  it('refuses a second profile with 409 and other roles with 403', async () => {
    const again = await injectAs(given.t, given.ada, {
      method: 'POST',
      url: '/api/node/candidate_profile',
      payload: candidateDocument(),
    });
    assert.equal(again.statusCode, 409);
    assert.match(again.json().errors[0].detail, /already have a candidate profile/);
    const wrongRole = await injectAs(given.t, given.employer, {
      method: 'POST',
      url: '/api/node/candidate_profile',
      payload: candidateDocument(),
    });
    assert.equal(wrongRole.statusCode, 403);
    const anonymous = await injectAs(given.t, null, {
      method: 'POST',
      url: '/api/node/candidate_profile',
      payload: candidateDocument(),
    });
    assert.equal(anonymous.statusCode, 401);
  });

  it('lets only one of two simultaneous creates through', async () => {
    const user = await registerAndConfirm(given.t, 'candidate');
    const create = () =>
      injectAs(given.t, user, {
        method: 'POST',
        url: '/api/node/candidate_profile',
        payload: candidateDocument(),
      });
    const statuses = (await Promise.all([create(), create()])).map((r) => r.statusCode).sort();
    assert.deepEqual(statuses, [201, 409]);
  });

  it('answers 404 for a bundle that does not exist', async () => {
    const response = await injectAs(given.t, given.ada, {
      method: 'POST',
      url: '/api/node/secret_profile',
      payload: candidateDocument(),
    });
    assert.equal(response.statusCode, 404);
  });

  it('never takes the owner from the body', async () => {
    const user = await registerAndConfirm(given.t, 'candidate');
    const document = candidateDocument({
      relationships: { uid: { data: { type: 'user--user', id: given.ada.uuid } } },
    });
    const response = await injectAs(given.t, user, {
      method: 'POST',
      url: '/api/node/candidate_profile',
      payload: document,
    });
    assert.equal(response.statusCode, 422);
    assert.deepEqual(pointers(response.body), ['/data/relationships/uid']);
  });
});

describe('GET /api/node/candidate_profile', () => {
  it('returns the own profile filtered by uid with the included resources the SPA asks for', async () => {
    const picture = await uploadValid(given.t, given.ada, 'candidate_profile');
    const cv = await uploadValid(given.t, given.ada, 'candidate_profile', 'field_curriculum_vitae');
    const linked = await patch(given.ada, adaProfile, {
      relationships: {
        field_profile_picture: { data: { type: 'file--file', id: picture } },
        field_curriculum_vitae: { data: { type: 'file--file', id: cv } },
      },
    });
    assert.equal(linked.statusCode, 200, linked.body);
    const include =
      'uid,field_profile_picture,field_curriculum_vitae,field_technical_skills,field_personal_skills';
    const response = await injectAs(given.t, given.ada, {
      method: 'GET',
      url: `/api/node/candidate_profile?filter[uid.id]=${given.ada.uuid}&include=${include}`,
    });
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.deepEqual(
      body.data.map((d: { id: string }) => d.id),
      [adaProfile],
    );
    const included = body.included
      .map((r: { type: string; id: string }) => `${r.type} ${r.id}`)
      .sort();
    assert.deepEqual(
      included,
      [
        `file--file ${cv}`,
        `file--file ${picture}`,
        `taxonomy_term--personal_skills ${term('personal_skills', 'Communication').id}`,
        `taxonomy_term--technical_skills ${term('technical_skills', 'Python').id}`,
        `taxonomy_term--technical_skills ${term('technical_skills', 'SQL').id}`,
        `user--user ${given.ada.uuid}`,
      ].sort(),
    );
    const file = body.included.find((r: { id: string }) => r.id === picture);
    assert.equal(file.attributes.status, true);
  });

  it('returns an empty list when filtering on another user, and for a role without one', async () => {
    const response = await injectAs(given.t, given.ada, {
      method: 'GET',
      url: `/api/node/candidate_profile?filter[uid.id]=${given.other.uuid}&include=uid`,
    });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json().data, []);
    const employers = await injectAs(given.t, given.employer, {
      method: 'GET',
      url: '/api/node/candidate_profile',
    });
    assert.deepEqual(employers.json().data, []);
    assert.equal(
      (await injectAs(given.t, null, { method: 'GET', url: '/api/node/candidate_profile' }))
        .statusCode,
      401,
    );
  });

  it('refuses unknown include paths and filters with 400', async () => {
    for (const query of ['include=field_secret', 'filter[title]=Ada']) {
      const response = await injectAs(given.t, given.ada, {
        method: 'GET',
        url: `/api/node/candidate_profile?${query}`,
      });
      assert.equal(response.statusCode, 400, query);
    }
  });

  it('reads one profile by uuid: own 200, another user 403, unknown 404', async () => {
    assert.equal(
      (await injectAs(given.t, given.ada, { method: 'GET', url: url(adaProfile) })).statusCode,
      200,
    );
    assert.equal(
      (await injectAs(given.t, given.ada, { method: 'GET', url: url(otherProfile) })).statusCode,
      403,
    );
    assert.equal(
      (await injectAs(given.t, given.employer, { method: 'GET', url: url(adaProfile) })).statusCode,
      403,
    );
    assert.equal(
      (await injectAs(given.t, given.ada, { method: 'GET', url: url(randomUUID()) })).statusCode,
      404,
    );
  });
});

describe('PATCH /api/node/candidate_profile/{uuid}', () => {
  it('changes only the members sent', async () => {
    const before = await read(given.ada, adaProfile);
    const response = await patch(given.ada, adaProfile, {
      attributes: {
        field_first_name: 'Augusta',
        field_github_profile: { uri: 'https://github.com/ada' },
      },
    });
    assert.equal(response.statusCode, 200, response.body);
    const after = response.json().data;
    assert.equal(after.attributes.title, 'Augusta Lovelace');
    assert.deepEqual(after.attributes.field_github_profile, { uri: 'https://github.com/ada' });
    // Drupal's empty options and a short title are accepted; only {uri, title} is kept.
    const drupalShape = await patch(given.ada, adaProfile, {
      attributes: {
        field_portfolio_link: { uri: ' https://ada.example ', title: ' Portfolio ', options: [] },
      },
    });
    assert.equal(drupalShape.statusCode, 200, drupalShape.body);
    assert.deepEqual(drupalShape.json().data.attributes.field_portfolio_link, {
      uri: 'https://ada.example',
      title: 'Portfolio',
    });
    for (const name of [
      'field_short_bio',
      'field_languages',
      'field_desired_annual_salary',
      'field_city_text',
    ]) {
      assert.deepEqual(after.attributes[name], before.attributes[name], name);
    }
    assert.deepEqual(after.relationships, before.relationships);
  });

  it('accepts a whole wizard step at once, skills with their levels', async () => {
    const response = await patch(given.ada, adaProfile, {
      attributes: { field_technical_skills_exp: ['beginner'], field_personal_skills_exp: [] },
      relationships: {
        field_technical_skills: { data: [term('technical_skills', 'SQL')] },
        field_personal_skills: { data: [] },
      },
    });
    assert.equal(response.statusCode, 200, response.body);
    const data = response.json().data;
    assert.deepEqual(data.relationships.field_technical_skills.data, [
      term('technical_skills', 'SQL'),
    ]);
    assert.deepEqual(data.attributes.field_technical_skills_exp, ['beginner']);
  });

  it('refuses bad values with one pointer each and changes nothing', async () => {
    const before = await read(given.ada, adaProfile);
    const othersFile = await uploadValid(given.t, given.other, 'candidate_profile');
    const ownImage = await uploadValid(given.t, given.ada, 'candidate_profile');
    const cases: [object, string[]][] = [
      [
        { attributes: { field_favourite_colour: 'teal' } },
        ['/data/attributes/field_favourite_colour'],
      ],
      [
        {
          attributes: {
            created: '2020-01-01T00:00:00+00:00',
            changed: 'x',
            drupal_internal__nid: 1,
          },
        },
        [
          '/data/attributes/created',
          '/data/attributes/changed',
          '/data/attributes/drupal_internal__nid',
        ],
      ],
      [{ attributes: { field_first_name: '' } }, ['/data/attributes/field_first_name']],
      [{ attributes: { field_last_name: 42 } }, ['/data/attributes/field_last_name']],
      [{ attributes: { field_phone_number: 'call me' } }, ['/data/attributes/field_phone_number']],
      [
        { attributes: { field_linkedin_profile: { uri: 'javascript:alert(1)' } } },
        ['/data/attributes/field_linkedin_profile'],
      ],
      [
        {
          attributes: {
            field_linkedin_profile: { uri: 'https://x.example', title: 't'.repeat(300) },
          },
        },
        ['/data/attributes/field_linkedin_profile/title'],
      ],
      [
        {
          attributes: {
            field_github_profile: { uri: 'https://x.example', options: { blob: 'x'.repeat(1000) } },
          },
        },
        ['/data/attributes/field_github_profile/options/blob'],
      ],
      [{ attributes: { field_currency: 'DOGE' } }, ['/data/attributes/field_currency']],
      [{ attributes: { field_remote_work: 'moon' } }, ['/data/attributes/field_remote_work']],
      [
        { attributes: { field_looking_for_opportunities: ['full_time', 'slavery'] } },
        ['/data/attributes/field_looking_for_opportunities'],
      ],
      [
        { attributes: { field_third_party_communications: 1 } },
        ['/data/attributes/field_third_party_communications'],
      ],
      [
        { attributes: { field_technical_skills_exp: ['expert', 'advanced', 'beginner'] } },
        ['/data/attributes/field_technical_skills_exp'],
      ],
      [
        { attributes: { field_languages: ['en'] } },
        ['/data/attributes/field_language_proficiencies'],
      ],
      [
        { attributes: { field_desired_annual_salary: { from: 9, to: 5 } } },
        ['/data/attributes/field_desired_annual_salary'],
      ],
      [
        { attributes: { field_desired_annual_salary: { from: '9', to: 10 } } },
        ['/data/attributes/field_desired_annual_salary/from'],
      ],
      [
        { relationships: { field_candidate_country: { data: term('industry', 'Fintech') } } },
        ['/data/relationships/field_candidate_country/data/type'],
      ],
      [
        {
          relationships: {
            field_candidate_country: { data: { type: 'taxonomy_term--country', id: randomUUID() } },
          },
        },
        ['/data/relationships/field_candidate_country'],
      ],
      [
        {
          relationships: {
            field_technical_skills: { data: [term('personal_skills', 'Communication')] },
          },
        },
        ['/data/relationships/field_technical_skills/data/0/type'],
      ],
      [
        {
          relationships: {
            field_profile_picture: { data: { type: 'file--file', id: othersFile } },
          },
        },
        ['/data/relationships/field_profile_picture'],
      ],
      [
        {
          relationships: { field_curriculum_vitae: { data: { type: 'file--file', id: ownImage } } },
        },
        ['/data/relationships/field_curriculum_vitae'],
      ],
      [
        {
          relationships: {
            field_profile_picture: { data: { type: 'file--file', id: randomUUID() } },
          },
        },
        ['/data/relationships/field_profile_picture'],
      ],
    ];
    for (const [data, expected] of cases) {
      const response = await patch(given.ada, adaProfile, data);
      assert.equal(response.statusCode, 422, JSON.stringify(data));
      assert.deepEqual(pointers(response.body), expected, JSON.stringify(data));
    }
    const salary = await patch(given.ada, adaProfile, {
      attributes: { field_desired_annual_salary: { from: 9, to: 5 } },
    });
    assert.equal(salary.json().errors[0].detail, `field_desired_annual_salary: ${SALARY_MESSAGE}`);
    assert.deepEqual(await read(given.ada, adaProfile), before);
    const [file] = await given.t.database.db.select().from(files).where(eq(files.uuid, othersFile));
    assert.equal(file.status, false);
  });

  it('answers 409 for a wrong type or id and 403 for another user profile', async () => {
    const wrongId = await injectAs(given.t, given.ada, {
      method: 'PATCH',
      url: url(adaProfile),
      payload: { data: { type: 'node--candidate_profile', id: otherProfile, attributes: {} } },
    });
    assert.equal(wrongId.statusCode, 409);
    const wrongType = await injectAs(given.t, given.ada, {
      method: 'PATCH',
      url: url(adaProfile),
      payload: { data: { type: 'node--employer_profile', id: adaProfile } },
    });
    assert.equal(wrongType.statusCode, 409);
    const before = await read(given.other, otherProfile);
    const foreign = await patch(given.ada, otherProfile, {
      attributes: { field_first_name: 'Mallory' },
    });
    assert.equal(foreign.statusCode, 403);
    assert.deepEqual(await read(given.other, otherProfile), before);
    assert.equal((await patch(null, adaProfile, { attributes: {} })).statusCode, 401);
  });

  it('keeps every one of several saves of different fields sent at the same time', async () => {
    const changes: Record<string, unknown> = {
      field_first_name: 'Ada',
      field_last_name: 'King',
      field_phone_number: '0123456',
      field_city_text: 'Paris',
      field_state: 'Île-de-France',
      field_current_role: 'Lead',
      field_github_profile: { uri: 'https://github.com/ada-king' },
      field_twitter_profile: { uri: 'https://twitter.com/ada' },
      field_remote_work: 'remote',
      field_involving_interest: 'actively_looking',
    };
    const responses = await Promise.all(
      Object.entries(changes).map(([name, value]) =>
        patch(given.ada, adaProfile, { attributes: { [name]: value } }),
      ),
    );
    assert.deepEqual(
      responses.map((r) => r.statusCode),
      responses.map(() => 200),
    );
    const after = await read(given.ada, adaProfile);
    for (const [name, value] of Object.entries(changes)) {
      assert.deepEqual(after.attributes[name], value, name);
    }
    assert.equal(after.attributes.title, 'Ada King');
  });

  it('sanitizes rich text on every write', async () => {
    const response = await patch(given.ada, adaProfile, {
      attributes: {
        field_short_bio: {
          value: '<h2>Me</h2><img src=x onerror=alert(1)><a href="javascript:x">y</a>',
        },
      },
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json().data.attributes.field_short_bio, {
      value: '<h2>Me</h2><a>y</a>',
      format: 'basic_html',
    });
  });

  it('drops the picture reference when the file is deleted, and frees a replaced file', async () => {
    const first = await uploadValid(given.t, given.ada, 'candidate_profile');
    const second = await uploadValid(given.t, given.ada, 'candidate_profile');
    const pick = (id: string) =>
      patch(given.ada, adaProfile, {
        relationships: { field_profile_picture: { data: { type: 'file--file', id } } },
      });
    assert.equal((await pick(first)).statusCode, 200);
    assert.equal((await pick(second)).statusCode, 200);
    const status = async (id: string) =>
      (await given.t.database.db.select().from(files).where(eq(files.uuid, id)))[0].status;
    assert.equal(await status(first), false);
    assert.equal(await status(second), true);
    const deleted = await injectAs(given.t, given.ada, {
      method: 'DELETE',
      url: `/api/file/file/${second}`,
    });
    assert.equal(deleted.statusCode, 204);
    const after = await read(given.ada, adaProfile);
    assert.equal(after.relationships.field_profile_picture.data, null);
  });
});
