/**
 * msw handlers for the own profile, its files and the user PATCH, over an in-memory store that
 * merges PATCHes member by member the way the server does, so a test can compare the final
 * stored profile with what was typed.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { Relationship, ResourceObject } from '@contract/jsonapi';
import { apiUrl } from '@/testing/api';
import { TEST_USER } from '@/testing/builders';
import { server } from '@/testing/server';

const JSON_API = { 'Content-Type': 'application/vnd.api+json' };

export const PROFILE_ID = '0f0c8d6e-1a2b-4c3d-8e9f-0a1b2c3d4e5f';

export interface ProfileStore {
  profile: ResourceObject | null;
  /** Bodies of every profile PATCH, in arrival order. */
  patches: { attributes?: Record<string, unknown>; relationships?: Record<string, unknown> }[];
  /** User PATCH bodies (profile link, password change). */
  userPatches: unknown[];
  files: Map<string, { filename: string; url: string }>;
}

export function createProfileStore(profile: ResourceObject | null = null): ProfileStore {
  return { profile, patches: [], userPatches: [], files: new Map() };
}

/** A stored employer profile resource. */
export function employerResource(attributes: Record<string, unknown> = {}): ResourceObject {
  return {
    type: 'node--employer_profile',
    id: PROFILE_ID,
    links: { self: { href: apiUrl(`api/node/employer_profile/${PROFILE_ID}`) } },
    attributes: {
      title: 'Grace Hopper',
      field_company_name: 'Compilers Inc',
      field_contact_email: 'grace@example.com',
      field_first_name: 'Grace',
      field_last_name: 'Hopper',
      field_phone_number: '+1 555 0100',
      field_role_at_company: 'CTO',
      field_company_position: 2,
      changed: '2026-11-01T10:00:00+00:00',
      revision_timestamp: '2026-11-01T10:00:00+00:00',
      ...attributes,
    },
    relationships: { field_profile_picture: { data: null }, field_country: { data: null } },
  };
}

/** A stored candidate profile resource with one technical and one personal skill. */
export function candidateResource(attributes: Record<string, unknown> = {}): ResourceObject {
  const term = (vocabulary: string, id: string) => ({ type: `taxonomy_term--${vocabulary}`, id });
  return {
    type: 'node--candidate_profile',
    id: PROFILE_ID,
    links: { self: { href: apiUrl(`api/node/candidate_profile/${PROFILE_ID}`) } },
    attributes: {
      title: 'Ada Lovelace',
      field_contact_email: 'ada@example.com',
      field_first_name: 'Ada',
      field_last_name: 'Lovelace',
      field_phone_number: null,
      field_short_bio: { value: '<p>Analyst</p>', format: 'basic_html' },
      field_city_text: 'London',
      field_state: 'England',
      field_third_party_communications: '1',
      field_name_visible_to_companies: '1',
      field_linkedin_profile: { uri: 'https://linkedin.com/in/ada' },
      field_github_profile: null,
      field_twitter_profile: null,
      field_portfolio_link: null,
      field_technical_skills_exp: ['expert'],
      field_personal_skills_exp: ['advanced'],
      field_languages: ['en'],
      field_language_proficiencies: ['c2'],
      field_professional_experience: '6_plus',
      field_current_role: 'Analyst',
      field_roles_interested: [],
      field_remote_work: null,
      field_looking_for_opportunities: ['full_time'],
      field_visa_sponsorship_required: [],
      field_desired_annual_salary: { from: null, to: null },
      field_currency: 'USD',
      field_involving_interest: 'open',
      ...attributes,
    },
    relationships: {
      field_candidate_country: { data: term('country', 'country-0001') },
      field_profile_picture: { data: null },
      field_curriculum_vitae: { data: null },
      field_technical_skills: { data: [term('technical_skills', 'technical_skills-0001')] },
      field_personal_skills: { data: [term('personal_skills', 'personal_skills-0001')] },
    },
  };
}

type Body = {
  data: { attributes?: Record<string, unknown>; relationships?: Record<string, Relationship> };
};

function merge(target: ResourceObject, body: Body): void {
  Object.assign(target.attributes, body.data.attributes ?? {});
  target.relationships = { ...target.relationships, ...(body.data.relationships ?? {}) };
}

/**
 * The own-profile lookups of the shell's avatar menu when a test gives no profile: an empty
 * list, as the server answers a user who has not created one yet.
 */
export function noProfileHandlers(): HttpHandler[] {
  const none = () =>
    HttpResponse.json({ jsonapi: { version: '1.0' }, data: [] }, { headers: JSON_API });
  return [
    http.get(apiUrl('api/node/candidate_profile'), none),
    http.get(apiUrl('api/node/employer_profile'), none),
  ];
}

/** Handlers over `store`: GET/POST/PATCH profile, uploads, file delete, user PATCH. */
export function profileHandlers(store: ProfileStore): HttpHandler[] {
  let fileCount = 0;
  return [
    http.get(apiUrl('api/node/:bundle'), () =>
      HttpResponse.json(
        { jsonapi: { version: '1.0' }, data: store.profile ? [store.profile] : [] },
        { headers: JSON_API },
      ),
    ),
    http.post(apiUrl('api/node/:bundle'), async ({ request, params }) => {
      const body = (await request.json()) as Body;
      const bundle = String(params.bundle);
      const created: ResourceObject = {
        type: `node--${bundle}`,
        id: PROFILE_ID,
        links: { self: { href: apiUrl(`api/node/${bundle}/${PROFILE_ID}`) } },
        attributes: {},
        relationships: {},
      };
      merge(created, body);
      store.profile = created;
      return HttpResponse.json({ data: created }, { status: 201, headers: JSON_API });
    }),
    http.patch(apiUrl('api/node/:bundle/:id'), async ({ request }) => {
      const body = (await request.json()) as Body;
      store.patches.push({
        attributes: body.data.attributes,
        relationships: body.data.relationships,
      });
      if (!store.profile) return HttpResponse.json({ errors: [] }, { status: 404 });
      merge(store.profile, body);
      return HttpResponse.json({ data: store.profile }, { headers: JSON_API });
    }),
    http.post(apiUrl('api/node/:bundle/:field'), ({ request }) => {
      fileCount += 1;
      const id = `file-${fileCount}`;
      const filename =
        /filename="([^"]*)"/.exec(request.headers.get('content-disposition') ?? '')?.[1] ?? '';
      const url = `/system/files/${id}/${filename}`;
      store.files.set(id, { filename, url });
      return HttpResponse.json(
        { data: { type: 'file--file', id, attributes: { filename, uri: { url } } } },
        { status: 201, headers: JSON_API },
      );
    }),
    http.delete(apiUrl('api/file/file/:id'), ({ params }) => {
      store.files.delete(String(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
    http.patch(apiUrl('api/user/user/:uuid'), async ({ request, params }) => {
      store.userPatches.push(await request.json());
      return HttpResponse.json(
        {
          data: {
            type: 'user--user',
            id: String(params.uuid),
            attributes: { mail: TEST_USER.mail },
          },
        },
        { headers: JSON_API },
      );
    }),
  ];
}

/** The next `count` profile PATCHes fail with `status` (network failure when 0). */
export function failNextPatches(count: number, status = 503): void {
  let left = count;
  server.use(
    http.patch(apiUrl('api/node/:bundle/:id'), () => {
      if (left <= 0) return undefined;
      left -= 1;
      return status === 0
        ? HttpResponse.error()
        : HttpResponse.json(
            { errors: [{ status: String(status), title: 'Unavailable' }] },
            { status },
          );
    }),
  );
}

/** The first profile create answers 401 (an expired token), later ones go through. */
export function respondWithExpiredTokenOnCreate(): void {
  let failed = false;
  server.use(
    http.post(apiUrl('api/node/:bundle'), () => {
      if (failed) return undefined;
      failed = true;
      return HttpResponse.json(
        { errors: [{ status: '401', title: 'Unauthorized' }] },
        { status: 401 },
      );
    }),
  );
}

/** The password change is refused: the current password is wrong (422 on `pass`). */
export function respondWithWrongCurrentPassword(): void {
  server.use(
    http.patch(apiUrl('api/user/user/:uuid'), () =>
      HttpResponse.json(
        {
          errors: [
            {
              status: '422',
              title: 'Unprocessable Content',
              detail:
                "pass: Your current password is missing or incorrect; it's required to change the Password.",
              source: { pointer: '/data/attributes/pass' },
            },
          ],
        },
        { status: 422, headers: JSON_API },
      ),
    ),
  );
}

/** The next profile PATCH is refused with a 422 pointing at `field`. */
export function respondWithRefusedPatch(field: string, message: string): void {
  let done = false;
  server.use(
    http.patch(apiUrl('api/node/:bundle/:id'), () => {
      if (done) return undefined;
      done = true;
      return HttpResponse.json(
        {
          errors: [
            {
              status: '422',
              title: 'Unprocessable Content',
              detail: `${field}: ${message}`,
              source: { pointer: `/data/attributes/${field}` },
            },
          ],
        },
        { status: 422, headers: JSON_API },
      );
    }),
  );
}
