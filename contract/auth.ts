/**
 * Wire types for accounts and sign-in (spec 01 §3 and §7). Shared by the SPA (src/) and the
 * reference backend (server/) so the two cannot drift silently. Shapes the spec does not show
 * follow what Drupal core, simple_oauth and JSON:API emit.
 */
import type { Static } from 'typebox';
import type {
  MessageSchema,
  RegisteredUserSchema,
  RolesSchema,
  TokenSchema,
} from './schemas/accounts';

/** Drupal REST serializes a user entity as field => list of {value}. */
export type RegisteredUser = Static<typeof RegisteredUserSchema>;

/** POST /oauth/token success body (simple_oauth). */
export type OAuthToken = Static<typeof TokenSchema>;

/** The auth token as the SPA keeps it (spec 01 §3 "Auth token"). */
export interface StoredToken extends OAuthToken {
  /** When the token was issued, ms since epoch. */
  date: number;
  /** When the access token expires, ms since epoch. */
  expirationDate: number;
}

/** GET /api/current-user/roles?_format=json — a REST export of one row. */
export type CurrentUserRolesRow = Static<typeof RolesSchema>[number];

/** Machine names of the roles, as Drupal role ids. */
export const ROLE_IDS = {
  candidate: 'candidate',
  unverifiedCandidate: 'unverified_candidate',
  employer: 'employer',
  unverifiedEmployer: 'unverified_employer',
} as const;
export type RoleId = (typeof ROLE_IDS)[keyof typeof ROLE_IDS];

/** POST /api/user/password-reset */
export interface PasswordResetRequest {
  email: string;
}
export type PasswordResetRequestResult = { msg: string } | { error: string };

/** PATCH /api/user/password-reset?_format=json */
export interface PasswordResetPayload {
  hash: string;
  new_password: string;
}
export interface PasswordResetResult {
  name: string;
}

/** GET /api/user/confirm/{hash} */
export type ConfirmResult = Static<typeof MessageSchema>;

/** The first-party OAuth client the SPA uses unless configured otherwise. */
export const DEFAULT_OAUTH_CLIENT = {
  id: 'matchboard-spa',
  secret: 'matchboard-spa-public',
} as const;

/** The form body of a password grant (`POST /oauth/token`) with the SPA's client. */
export const passwordGrantForm = (username: string, password: string): URLSearchParams =>
  new URLSearchParams({
    grant_type: 'password',
    client_id: DEFAULT_OAUTH_CLIENT.id,
    client_secret: DEFAULT_OAUTH_CLIENT.secret,
    username,
    password,
  });
