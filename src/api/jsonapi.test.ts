import { buildUserDocument, TEST_USER } from '@/testing/builders';
import {
  decodeIncluded,
  decodeMany,
  decodeOne,
  encodeResource,
  fieldErrors,
  relatedOne,
} from './jsonapi';

describe('jsonapi', () => {
  it('flattens a resource so attributes and relationships sit on one plain object', () => {
    const user = decodeOne(buildUserDocument({ profileId: TEST_USER.profileId }));
    expect(user.id).toBe(TEST_USER.uuid);
    expect(user.type).toBe('user--user');
    expect(user.mail).toBe(TEST_USER.mail);
    expect(user.selfHref).toContain(`/api/user/user/${TEST_USER.uuid}`);
    expect(relatedOne(user, 'field_personal_profile_reference')).toMatchObject({
      id: TEST_USER.profileId,
    });
    expect(relatedOne(user, 'missing')).toBeNull();
  });

  it('decodes collections and resolves included resources', () => {
    const doc = {
      data: [
        {
          type: 'node--job',
          id: 'j1',
          attributes: { title: 'Engineer' },
          relationships: { field_skills: { data: [{ type: 'taxonomy_term--skills', id: 's1' }] } },
        },
      ],
      included: [{ type: 'taxonomy_term--skills', id: 's1', attributes: { name: 'Rust' } }],
    };
    const [job] = decodeMany<{ title: string }>(doc);
    expect(job.title).toBe('Engineer');
    const skills = job.relationships.field_skills;
    expect(Array.isArray(skills) && skills[0].id).toBe('s1');
    expect(
      decodeIncluded<{ name: string }>(doc, { type: 'taxonomy_term--skills', id: 's1' })?.name,
    ).toBe('Rust');
    expect(decodeIncluded(doc, { type: 'taxonomy_term--skills', id: 'nope' })).toBeNull();
  });

  it('encodes a request document with relationships only when given', () => {
    expect(encodeResource({ type: 'node--job', attributes: { title: 'x' } })).toEqual({
      data: { type: 'node--job', attributes: { title: 'x' } },
    });
    expect(
      encodeResource({
        type: 'user--user',
        id: 'u1',
        relationships: {
          field_personal_profile_reference: { type: 'node--candidate_profile', id: 'p1' },
        },
      }),
    ).toEqual({
      data: {
        type: 'user--user',
        id: 'u1',
        attributes: {},
        relationships: {
          field_personal_profile_reference: { data: { type: 'node--candidate_profile', id: 'p1' } },
        },
      },
    });
  });

  it('maps JSON:API error pointers onto form fields without the field prefix', () => {
    expect(
      fieldErrors({
        errors: [
          {
            status: '422',
            title: 'x',
            detail: 'title: This value should not be null.',
            source: { pointer: '/data/attributes/title' },
          },
          { status: '422', title: 'x', detail: 'General failure' },
        ],
      }),
    ).toEqual({ title: 'This value should not be null.' });
    expect(fieldErrors({ message: 'no' })).toEqual({});
  });
});
