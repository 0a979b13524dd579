import { emailConfirmed } from './emailConfirmed';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { ConfirmResult, RegisteredUser } from '@contract/auth';
import {
  ConfirmParams,
  MessageSchema,
  RegisteredUserSchema,
  RegistrationBody,
} from '@contract/schemas/accounts';
import { RestFormatQuery } from '@contract/schemas/common';
import { hashPassword, isPasswordLongEnough, PASSWORD_TOO_SHORT } from '../auth/password';
import { unverifiedRole, type AccountKind } from '../auth/roles';
import { sha256 } from '../auth/secrets';
import { consumeAccountLink, createAccountLink } from './accountLinkRepository';
import { createUser, DuplicateEmailError, findUserById } from './userRepository';
import type { UserRow } from '../db/schema';
import { isValidEmail } from '../http/body';
import { ApiError } from '../http/errors';
import { routeSchema } from '../http/routeSchema';
import { consume } from '../http/rateLimit';
import { confirmationMail } from '../mail/messages';

const CONFIRM_LINK_TTL_MS = 24 * 60 * 60 * 1000;

const CONFIRM_FAILURES = {
  unknown: [404, 'This confirmation link is not valid.'],
  used: [400, 'This confirmation link has already been used.'],
  expired: [
    400,
    'This confirmation link has expired. Use "Forgot your password?" to get a new link; it confirms your account too.',
  ],
} as const;

/** The Drupal REST serialization of a user entity (field => list of {value}). */
function restUser(user: UserRow): RegisteredUser {
  return {
    uid: [{ value: user.id }],
    uuid: [{ value: user.uuid }],
    name: [{ value: user.name }],
    mail: [{ value: user.mail }],
    status: [{ value: user.status }],
    roles: user.roles.map((role) => ({ target_id: role })),
  };
}

/** Registration of candidates and employers, and the confirmation of their email. */
export default async function registration(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const { deps } = app;
  const config = { errorFormat: 'rest' as const };
  const tags = ['Accounts'];

  for (const kind of ['candidate', 'employer'] as AccountKind[]) {
    const schema = routeSchema('rest', {
      summary: `Register ${kind === 'employer' ? 'an' : 'a'} ${kind} account; a confirmation link is mailed`,
      tags,
      querystring: RestFormatQuery,
      body: RegistrationBody,
      response: { 200: RegisteredUserSchema },
    });
    app.post(`/api/user/register/${kind}`, { config, schema }, async (request) => {
      await consume(
        deps,
        `register:address:${request.ip}`,
        deps.config.rateLimits.registerPerAddress,
        'Too many accounts were created from your network. Please try again later.',
      );
      const body = request.body;
      const mail = body.mail.trim();
      if (!isValidEmail(mail)) throw new ApiError(422, 'The email address is not valid.');
      if (!isPasswordLongEnough(body.pass)) throw new ApiError(422, PASSWORD_TOO_SHORT);
      const passHash = await hashPassword(body.pass);
      const now = deps.now();
      // The account, its confirmation link and the mail are one transaction: the mail exists
      // exactly when the account does.
      let user: UserRow;
      try {
        user = await deps.db.transaction(async (tx) => {
          const created = await createUser(
            tx,
            { mail, passHash, roles: [unverifiedRole(kind)] },
            now,
          );
          const secret = await createAccountLink(
            tx,
            { userId: created.id, purpose: 'confirm', ttlMs: CONFIRM_LINK_TTL_MS },
            now,
          );
          await deps.mailer.send(tx, confirmationMail(created.mail, deps.config.appUrl, secret));
          return created;
        });
      } catch (error) {
        if (error instanceof DuplicateEmailError) {
          throw new ApiError(422, `The email address ${mail} is already taken.`);
        }
        throw error;
      }
      return restUser(user);
    });
  }

  app.get(
    '/api/user/confirm/:hash',
    {
      config,
      schema: routeSchema('rest', {
        summary: 'Confirm an email address with the mailed link',
        tags,
        params: ConfirmParams,
        querystring: RestFormatQuery,
        response: { 200: MessageSchema },
      }),
    },
    async (request): Promise<ConfirmResult> => {
      const now = deps.now();
      const result = await consumeAccountLink(deps.db, 'confirm', sha256(request.params.hash), now);
      if (result.outcome !== 'ok') {
        const [status, message] = CONFIRM_FAILURES[result.outcome];
        throw new ApiError(status, message);
      }
      const user = await findUserById(deps.db, result.userId);
      if (user) await emailConfirmed(deps.db, user, now);
      return { message: 'Your account has been confirmed.' };
    },
  );
}
