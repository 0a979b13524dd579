import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { injectAs, registerAndConfirm } from '../helpers';
import { createProfile, employerDocument, term, uploadValid } from './profileFixtures';
import { testFile } from '../support/fixture';

const given = testFile({ grace: 'employer', candidate: 'candidate' });

const pointers = (body: string) =>
  JSON.parse(body).errors.map((e: { source?: { pointer: string } }) => e.source?.pointer);

describe('employer profiles', () => {
  it('creates, reads with includes and patches the own employer profile', async () => {
    const picture = await uploadValid(given.t, given.grace, 'employer_profile');
    const document = employerDocument({
      relationships: { field_profile_picture: { data: { type: 'file--file', id: picture } } },
    });
    const uuid = await createProfile(given.t, given.grace, 'employer_profile', document);
    const list = await injectAs(given.t, given.grace, {
      method: 'GET',
      url: `/api/node/employer_profile?filter[uid.id]=${given.grace.uuid}&include=uid,field_profile_picture`,
    });
    assert.equal(list.statusCode, 200);
    const body = list.json();
    assert.equal(body.data[0].id, uuid);
    assert.equal(body.data[0].attributes.title, 'Grace Hopper');
    assert.equal(body.data[0].attributes.field_company_position, 2);
    assert.deepEqual(
      body.data[0].relationships.field_country.data,
      term('country', 'United States'),
    );
    assert.deepEqual(body.included.map((r: { type: string }) => r.type).sort(), [
      'file--file',
      'user--user',
    ]);
    const patched = await injectAs(given.t, given.grace, {
      method: 'PATCH',
      url: `/api/node/employer_profile/${uuid}`,
      payload: {
        data: {
          type: 'node--employer_profile',
          id: uuid,
          attributes: { field_role_at_company: 'CTO', field_company_position: 2 },
        },
      },
    });
    assert.equal(patched.statusCode, 200, patched.body);
    assert.equal(patched.json().data.attributes.field_role_at_company, 'CTO');
    assert.equal(patched.json().data.attributes.field_company_name, 'Analytical Engines Ltd');
  });

  it('refuses positions outside the list, bad phones and candidate-only fields', async () => {
    const user = await registerAndConfirm(given.t, 'employer');
    const cases: [object, string][] = [
      [{ field_company_position: 99 }, '/data/attributes/field_company_position'],
      [{ field_company_position: '2' }, '/data/attributes/field_company_position'],
      [{ field_phone_number: '12ab' }, '/data/attributes/field_phone_number'],
      [{ field_languages: ['en'] }, '/data/attributes/field_languages'],
      [{ field_company_name: '   ' }, '/data/attributes/field_company_name'],
    ];
    for (const [attributes, pointer] of cases) {
      const response = await injectAs(given.t, user, {
        method: 'POST',
        url: '/api/node/employer_profile',
        payload: employerDocument({ attributes }),
      });
      assert.equal(response.statusCode, 422, JSON.stringify(attributes));
      assert.deepEqual(pointers(response.body), [pointer]);
    }
    const phone = await injectAs(given.t, user, {
      method: 'POST',
      url: '/api/node/employer_profile',
      payload: employerDocument({ attributes: { field_phone_number: '12ab' } }),
    });
    assert.equal(phone.json().errors[0].detail, 'field_phone_number: Phone number is not valid');
    const list = await injectAs(given.t, user, {
      method: 'GET',
      url: '/api/node/employer_profile',
    });
    assert.deepEqual(list.json().data, [], 'nothing was created by the refused requests');
  });

  it('lets only employers create one, once', async () => {
    const refused = await injectAs(given.t, given.candidate, {
      method: 'POST',
      url: '/api/node/employer_profile',
      payload: employerDocument(),
    });
    assert.equal(refused.statusCode, 403);
    const again = await injectAs(given.t, given.grace, {
      method: 'POST',
      url: '/api/node/employer_profile',
      payload: employerDocument(),
    });
    assert.equal(again.statusCode, 409);
  });

  it('refuses a candidate picture file of another user and a CV relationship', async () => {
    const user = await registerAndConfirm(given.t, 'employer');
    const candidatePicture = await uploadValid(given.t, given.candidate, 'candidate_profile');
    const response = await injectAs(given.t, user, {
      method: 'POST',
      url: '/api/node/employer_profile',
      payload: employerDocument({
        relationships: {
          field_profile_picture: { data: { type: 'file--file', id: candidatePicture } },
        },
      }),
    });
    assert.equal(response.statusCode, 422);
    assert.deepEqual(pointers(response.body), ['/data/relationships/field_profile_picture']);
    const cv = await injectAs(given.t, user, {
      method: 'POST',
      url: '/api/node/employer_profile',
      payload: employerDocument({
        relationships: { field_curriculum_vitae: { data: null } },
      }),
    });
    assert.deepEqual(pointers(cv.body), ['/data/relationships/field_curriculum_vitae']);
  });
});
