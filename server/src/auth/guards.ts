import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../http/errors';
import { sha256 } from './secrets';

/** The signed-in caller, resolved from `Authorization: Bearer <token>`. */
export interface AuthContext {
  userId: number;
  uuid: string;
  roles: string[];
  /** The token family of the sign-in this request belongs to. */
  familyId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, or null when anonymous or the token is not valid. */
    auth: AuthContext | null;
  }
}

const INVALID_TOKEN = 'The access token is invalid or has expired.';

/**
 * Decorates every request with `auth` from its bearer token. A token that is presented but not
 * accepted ends the request with a 401.
 */
export function installAuth(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization?.trim() ?? '');
    // Other schemes (e.g. Basic client credentials) are not ours to judge here.
    // The token endpoint authenticates clients, not bearers: an expired access token sent
    // along with a refresh must not block the refresh.
    if (!match || request.routeOptions.config.ignoreBearer) {
      if (request.routeOptions.config.signedIn) throw unauthorized();
      return;
    }
    const owner = await app.deps.tokenOwners.find(app.deps.db, sha256(match[1]), app.deps.now());
    if (owner) {
      request.auth = owner;
      return;
    }
    // As Drupal's simple_oauth does, a token that is presented but not accepted is a 401 on
    // every route, which is what makes the SPA refresh it.
    throw unauthorized(INVALID_TOKEN);
  });
}

/** The caller, or a 401 when the request carries no access token. */
export function requireUser(request: FastifyRequest): AuthContext {
  if (request.auth) return request.auth;
  throw unauthorized('You must be signed in to do this.');
}
