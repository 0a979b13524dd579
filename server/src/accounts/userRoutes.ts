import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UserDocument, UserParams, UserPatchBody } from '@contract/schemas/accounts';
import type { ResourceIdentifier, UserAttributes } from '@contract/jsonapi';
import { requireUser, type AuthContext } from '../auth/guards';
import {
  hashPassword,
  verifyPassword,
  PASSWORD_TOO_SHORT,
  isPasswordLongEnough,
} from '../auth/password';
import { isCandidate, isEmployer } from '../auth/roles';
import { profileBelongsTo, type ProfileType } from './profileOwnership';
import type { UserRow } from '../db/schema';
import { revokeUserFamilies } from '../auth/tokenRepository';
import { findUserByUuid, updateUser } from './userRepository';
import { forbidden, notFound, unprocessable, ApiError } from '../http/errors';
import { consume } from '../http/rateLimit';
import { refundRateLimit } from '../http/rateLimitRepository';
import { resource, rfc3339, sendDocument } from '../jsonapi/document';
import { routeSchema } from '../http/routeSchema';

const PASS_POINTER = '/data/attributes/pass';
const PROFILE_POINTER = '/data/relationships/field_personal_profile_reference';
const WRONG_PASSWORD =
  "pass: Your current password is missing or incorrect; it's required to change the Password.";

function userDocument(request: FastifyRequest, user: UserRow) {
  const profile: ResourceIdentifier | null =
    user.profileType && user.profileUuid ? { type: user.profileType, id: user.profileUuid } : null;
  return {
    data: resource<UserAttributes & Record<string, unknown>>(request, {
      type: 'user--user',
      id: user.uuid,
      path: `/api/user/user/${user.uuid}`,
      attributes: {
        drupal_internal__uid: user.id,
        name: user.name,
        mail: user.mail,
        status: user.status,
        created: rfc3339(user.created),
        changed: rfc3339(user.changed),
      },
      relationships: { field_personal_profile_reference: { data: profile } },
    }),
  };
}

/** The user named in the URL, when it is the caller: 401 anonymous, 404 unknown, 403 others. */
async function ownUser(
  app: FastifyInstance,
  request: FastifyRequest<{ Params: { uuid: string } }>,
) {
  const auth = requireUser(request);
  const user = await findUserByUuid(app.deps.db, request.params.uuid);
  if (!user) throw notFound('The requested user does not exist.');
  if (user.id !== auth.userId) throw forbidden('You may only access your own user account.');
  return { auth, user };
}

function profileFitsRole(type: ProfileType, auth: AuthContext): boolean {
  if (type === 'node--candidate_profile') return isCandidate(auth.roles);
  return isEmployer(auth.roles);
}

/** GET and PATCH /api/user/user/{uuid}: the caller's own user resource. */
export default async function users(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const { deps } = app;
  const config = { signedIn: true };
  const tags = ['Accounts'];

  app.get(
    '/api/user/user/:uuid',
    {
      config,
      schema: routeSchema('jsonapi', {
        summary: "The caller's own user account",
        tags,
        params: UserParams,
        response: { 200: UserDocument },
      }),
    },
    async (request, reply) => {
      const { user } = await ownUser(app, request);
      return sendDocument(reply, 200, userDocument(request, user));
    },
  );

  const patchSchema = routeSchema('jsonapi', {
    summary: 'Change the password (with the current one) or link the profile',
    tags,
    params: UserParams,
    body: UserPatchBody,
    response: { 200: UserDocument },
  });
  app.patch('/api/user/user/:uuid', { config, schema: patchSchema }, async (request, reply) => {
    const { auth, user } = await ownUser(app, request);
    const { data } = request.body;
    if (data.id !== user.uuid) {
      throw new ApiError(409, 'The resource id does not match the URL.', {
        violations: [{ detail: 'The resource id does not match the URL.', pointer: '/data/id' }],
      });
    }
    const pass = data.attributes?.pass;
    if (pass && !isPasswordLongEnough(pass.value)) {
      throw unprocessable([{ detail: `pass: ${PASSWORD_TOO_SHORT}`, pointer: PASS_POINTER }]);
    }
    const reference = data.relationships?.field_personal_profile_reference as
      { data: { type: ProfileType; id: string } } | undefined;

    if (reference) {
      const { type, id } = reference.data;
      const owned =
        profileFitsRole(type, auth) && (await profileBelongsTo(deps.db, type, id, user.id));
      if (!owned) {
        throw unprocessable([
          {
            detail: `field_personal_profile_reference: the profile does not exist or is not yours.`,
            pointer: PROFILE_POINTER,
          },
        ]);
      }
    }
    let passHash: string | undefined;
    if (pass) {
      // Wrong current passwords are limited per account holder: only someone signed in as this
      // user reaches here, so failed sign-ins elsewhere never block the owner's change.
      const limit = deps.config.rateLimits.loginPerAccountAddress;
      const key = `password-change:user:${user.id}`;
      // Counted before the check, so parallel guesses are all counted; a right one is taken back.
      await consume(deps, key, limit, 'Too many wrong passwords. Please try again later.');
      if (!(await verifyPassword(user.passHash, pass.existing)))
        throw unprocessable([{ detail: WRONG_PASSWORD, pointer: PASS_POINTER }]);
      await refundRateLimit(deps.db, key);
      passHash = await hashPassword(pass.value);
    }

    const now = deps.now();
    const updated = await deps.db.transaction(async (tx) => {
      const row = await updateUser(
        tx,
        user.id,
        {
          ...(passHash ? { passHash } : {}),
          ...(reference
            ? { profileType: reference.data.type, profileUuid: reference.data.id }
            : {}),
        },
        now,
      );
      // A new password ends every other sign-in; the caller's own stays, so the SPA can
      // refresh its token as spec 01 §4 says.
      if (passHash) await revokeUserFamilies(tx, user.id, auth.familyId, now);
      return row;
    });
    return sendDocument(reply, 200, userDocument(request, updated));
  });
}
