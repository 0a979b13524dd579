/** Data builders with sensible defaults; override only what a test is about. */
import type { CurrentUserRolesRow, OAuthToken, RegisteredUser, StoredToken } from '@contract/auth';
import type { JsonApiDocument, ResourceObject, UserAttributes } from '@contract/jsonapi';
import type { AuthState } from '@/session/authSlice';

export const TEST_USER = {
  uuid: '7a1f0c8e-2f6b-4c1e-9d0a-5b3e8f9c1d2a',
  mail: 'ada@example.com',
  password: 'correct horse',
  profileId: '4c0b8d6e-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
};

export function buildOAuthToken(overrides: Partial<OAuthToken> = {}): OAuthToken {
  return {
    token_type: 'Bearer',
    expires_in: 300,
    access_token: 'access-1',
    refresh_token: 'refresh-1',
    ...overrides,
  };
}

/** A stored token issued now (or `expiresInMs` from now; negative means already expired). */
export function buildStoredToken(
  overrides: Partial<StoredToken> = {},
  expiresInMs = 300_000,
): StoredToken {
  const now = Date.now();
  return {
    ...buildOAuthToken(),
    date: now,
    expirationDate: now + expiresInMs,
    ...overrides,
  };
}

export function buildSignedInAuth(overrides: Partial<AuthState> = {}): AuthState {
  return {
    token: buildStoredToken(),
    uuid: TEST_USER.uuid,
    role: 'candidate',
    isRegistered: true,
    email: TEST_USER.mail,
    ...overrides,
  };
}

export function buildUserDocument(
  options: { uuid?: string; mail?: string; profileId?: string | null } = {},
): JsonApiDocument<ResourceObject<UserAttributes>> {
  const uuid = options.uuid ?? TEST_USER.uuid;
  const profileId = options.profileId === undefined ? null : options.profileId;
  return {
    jsonapi: { version: '1.0' },
    data: {
      type: 'user--user',
      id: uuid,
      links: { self: { href: `http://localhost/api/user/user/${uuid}` } },
      attributes: {
        drupal_internal__uid: 7,
        name: options.mail ?? TEST_USER.mail,
        mail: options.mail ?? TEST_USER.mail,
        status: true,
        created: '2026-11-01T10:00:00+00:00',
        changed: '2026-11-01T10:00:00+00:00',
      },
      relationships: {
        field_personal_profile_reference: {
          data: profileId ? { type: 'node--candidate_profile', id: profileId } : null,
        },
      },
    },
  };
}

export function buildEntryPoint(uuid: string = TEST_USER.uuid) {
  return {
    jsonapi: { version: '1.0' },
    data: [],
    links: { self: { href: 'http://localhost/api' } },
    meta: { links: { me: { href: `http://localhost/api/user/user/${uuid}`, meta: { id: uuid } } } },
  };
}

export function buildRolesRows(...roles: string[]): CurrentUserRolesRow[] {
  return [{ roles_target_id: ['authenticated', ...roles].join(', ') }];
}

export function buildRegisteredUser(mail: string, role = 'candidate'): RegisteredUser {
  return {
    uid: [{ value: 7 }],
    uuid: [{ value: TEST_USER.uuid }],
    name: [{ value: mail }],
    mail: [{ value: mail }],
    status: [{ value: true }],
    roles: [{ target_id: role }],
  };
}
