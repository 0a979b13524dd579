import { timingSafeEqual } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OAuthToken } from '@contract/auth';
import {
  RevokeRequestBody,
  RevokeResult,
  TokenRequestBody,
  TokenSchema,
} from '@contract/schemas/accounts';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from '../auth/password';
import { sha256 } from '../auth/secrets';
import { issueTokens } from '../auth/tokens';
import { findTokenFamily, revokeFamily, useRefreshToken } from '../auth/tokenRepository';
import { findUserById, findUserByMail, upgradePasswordHash } from './userRepository';
import { ApiError } from '../http/errors';
import { routeSchema } from '../http/routeSchema';
import { beginSignIn } from './signInThrottle';

const oauthError = (status: number, error: string, description: string) =>
  new ApiError(status, description, { oauthError: error });

const INVALID_CREDENTIALS = () =>
  oauthError(400, 'invalid_grant', 'The user credentials were incorrect.');
const INVALID_REFRESH = () => oauthError(400, 'invalid_grant', 'The refresh token is invalid.');
/** Longest username (an email address) and password accepted; longer ones are failed attempts. */
const MAX_USERNAME = 254;
const MAX_PASSWORD = 1024;
/** Longest client id, client secret and refresh token accepted. */
const MAX_PARAMETER = 512;

function param(params: Record<string, string>, name: string): string {
  const value = params[name];
  if (!value) {
    throw oauthError(400, 'invalid_request', `The request is missing the "${name}" parameter.`);
  }
  return value;
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(sha256(a));
  const right = Buffer.from(sha256(b));
  return timingSafeEqual(left, right);
}

/**
 * The client credentials of a request: HTTP Basic (RFC 6749 §2.3.1, which a server MUST accept;
 * id and secret are form-urlencoded before base64) or the form body, never both.
 */
function clientCredentials(
  request: FastifyRequest,
  params: Record<string, string | undefined>,
): { id: string; secret: string } {
  const header = request.headers.authorization?.trim() ?? '';
  const basic = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header);
  if (!basic) return { id: params.client_id ?? '', secret: params.client_secret ?? '' };
  // A secret in the body next to HTTP Basic is a client confused about how it authenticates:
  // using one and ignoring the other would hide the mistake.
  if (params.client_secret !== undefined)
    throw oauthError(
      400,
      'invalid_request',
      'Send the client credentials either with HTTP Basic or in the body, not both.',
    );
  const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) throw oauthError(401, 'invalid_client', 'Client authentication failed.');
  const formDecode = (text: string) => {
    try {
      return decodeURIComponent(text.replace(/\+/g, ' '));
    } catch {
      throw oauthError(401, 'invalid_client', 'Client authentication failed.');
    }
  };
  const id = formDecode(decoded.slice(0, colon));
  if (params.client_id !== undefined && params.client_id !== id)
    throw oauthError(400, 'invalid_request', 'The client_id does not match the HTTP Basic one.');
  return { id, secret: formDecode(decoded.slice(colon + 1)) };
}

/**
 * The id of the client a request authenticates as. A failed HTTP Basic authentication is
 * answered with the challenge RFC 6749 §5.2 requires.
 */
function authenticateClient(
  deps: FastifyInstance['deps'],
  request: FastifyRequest,
  reply: FastifyReply,
  params: Record<string, string | undefined>,
): string {
  const failed = () => {
    if (/^Basic\s/i.test(request.headers.authorization?.trim() ?? '')) {
      void reply.header('WWW-Authenticate', 'Basic realm="Matchboard", charset="UTF-8"');
    }
    return oauthError(401, 'invalid_client', 'Client authentication failed.');
  };
  let credentials: { id: string; secret: string };
  try {
    credentials = clientCredentials(request, params);
  } catch (error) {
    throw error instanceof ApiError && error.status === 401 ? failed() : error;
  }
  const { id, secret } = credentials;
  if (id.length > MAX_PARAMETER || secret.length > MAX_PARAMETER) throw failed();
  const client = deps.config.oauthClients.find((c) => c.id === id);
  if (!client || !sameSecret(client.secret, secret)) throw failed();
  return client.id;
}

async function passwordGrant(
  deps: FastifyInstance['deps'],
  request: FastifyRequest,
  clientId: string,
  params: Record<string, string>,
): Promise<OAuthToken> {
  const username = param(params, 'username').trim();
  const password = param(params, 'password');
  // Counted before anything else, so neither parallel guesses nor oversized values go uncounted.
  const attempt = await beginSignIn(deps, username.slice(0, MAX_USERNAME + 1), request.ip);
  if (username.length > MAX_USERNAME || password.length > MAX_PASSWORD) {
    await attempt.failed();
    throw oauthError(
      400,
      'invalid_request',
      `The username must be at most ${MAX_USERNAME} and the password at most ${MAX_PASSWORD} characters.`,
    );
  }
  const user = await findUserByMail(deps.db, username);
  const valid = user ? await verifyPassword(user.passHash, password) : false;
  if (!user) await verifyAgainstDummy(password);
  if (!user || !valid) {
    await attempt.failed();
    throw INVALID_CREDENTIALS();
  }
  if (!user.status) {
    throw oauthError(
      400,
      'invalid_grant',
      'This account has been blocked. Please contact support.',
    );
  }
  await attempt.succeeded();
  if (needsRehash(user.passHash)) {
    // Accounts hashed with earlier parameters move to the current ones at their next sign-in.
    await upgradePasswordHash(deps.db, user.id, user.passHash, await hashPassword(password));
  }
  return issueTokens(deps, { userId: user.id, clientId });
}

async function refreshGrant(
  deps: FastifyInstance['deps'],
  clientId: string,
  params: Record<string, string>,
): Promise<OAuthToken> {
  const token = param(params, 'refresh_token');
  if (token.length > MAX_PARAMETER) throw INVALID_REFRESH();
  const now = deps.now();
  const use = await useRefreshToken(deps.db, sha256(token), clientId, now);
  if (use.outcome === 'reused') {
    // A used refresh token coming back means it was copied: end that whole sign-in.
    await revokeFamily(deps.db, use.familyId, now);
    throw INVALID_REFRESH();
  }
  if (use.outcome === 'invalid') throw INVALID_REFRESH();
  const user = await findUserById(deps.db, use.userId);
  if (!user?.status) {
    await revokeFamily(deps.db, use.familyId, now);
    throw INVALID_REFRESH();
  }
  return issueTokens(deps, { userId: user.id, clientId, familyId: use.familyId });
}

/** POST /oauth/token (the password and refresh_token grants of simple_oauth) and /oauth/revoke. */
export default async function oauth(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const { deps } = app;
  app.post(
    '/oauth/token',
    {
      config: { errorFormat: 'oauth', ignoreBearer: true },
      schema: routeSchema('oauth', {
        summary: 'Sign in (password grant) or refresh the access token (refresh_token grant)',
        description:
          'RFC 6749 §4.3 and §6. Client credentials by HTTP Basic or in the body. The body is ' +
          'application/x-www-form-urlencoded.',
        tags: ['Accounts'],
        consumes: ['application/x-www-form-urlencoded'],
        body: TokenRequestBody,
        response: { 200: TokenSchema },
      }),
    },
    async (request, reply) => {
      const params = request.body as Record<string, string>;
      const grant = param(params, 'grant_type');
      if (grant !== 'password' && grant !== 'refresh_token') {
        throw oauthError(
          400,
          'unsupported_grant_type',
          'The authorization grant type is not supported by the authorization server.',
        );
      }
      const clientId = authenticateClient(deps, request, reply, params);
      const token =
        grant === 'password'
          ? await passwordGrant(deps, request, clientId, params)
          : await refreshGrant(deps, clientId, params);
      void reply.header('Cache-Control', 'no-store').header('Pragma', 'no-cache');
      return token;
    },
  );

  app.post(
    '/oauth/revoke',
    {
      config: { errorFormat: 'oauth', ignoreBearer: true },
      schema: routeSchema('oauth', {
        summary: 'Sign out: revoke an access or refresh token and the whole sign-in it belongs to',
        description:
          'RFC 7009. The same client authentication as /oauth/token. Answers 200 whether or not ' +
          'the token was valid, so it tells nobody which tokens exist.',
        tags: ['Accounts'],
        consumes: ['application/x-www-form-urlencoded'],
        body: RevokeRequestBody,
        response: { 200: RevokeResult },
      }),
    },
    async (request, reply) => {
      const clientId = authenticateClient(deps, request, reply, request.body);
      // The hint only speeds up a lookup elsewhere; both kinds are looked for here.
      const familyId = await findTokenFamily(deps.db, sha256(request.body.token), clientId);
      if (familyId !== undefined) await revokeFamily(deps.db, familyId, deps.now());
      void reply.header('Cache-Control', 'no-store');
      return {};
    },
  );
}
