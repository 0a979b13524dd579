import type { FastifyInstance } from 'fastify';
import type { PasswordResetRequestResult, PasswordResetResult } from '@contract/auth';
import { hashPassword, isPasswordLongEnough, PASSWORD_TOO_SHORT } from '../auth/password';
import { confirmRoles } from '../auth/roles';
import { newSecret, sha256 } from '../auth/secrets';
import { consumeAccountLink, createAccountLink, expireAccountLinks } from './accountLinkRepository';
import { revokeUserFamilies } from '../auth/tokenRepository';
import { findUserById, findUserByMail, updateUser } from './userRepository';
import { isObject, isValidEmail, readStringFields } from '../http/body';
import { ApiError, unprocessable } from '../http/errors';
import { consume, reset } from '../http/rateLimit';
import { passwordResetMail } from '../mail/messages';

const RESET_LINK_TTL_MS = 60 * 60 * 1000;
const SENT =
  'If the email address is registered, a password reset link has been sent to it.' as const;
const INVALID_EMAIL = 'Please add valid email';
const TOO_MANY = 'Too many password reset requests. Please try again later.';
const BAD_LINK =
  'This password reset link is not valid: it may have expired or been used already. Please ask for a new one.';

/** Forgot-password request and the password reset that its mail link leads to. */
export default async function passwordReset(app: FastifyInstance): Promise<void> {
  const { deps } = app;

  app.post(
    '/api/user/password-reset',
    { config: { errorFormat: 'rest-error' } },
    async (request): Promise<PasswordResetRequestResult> => {
      const body: unknown = request.body;
      if (!isObject(body)) throw new ApiError(400, INVALID_EMAIL);
      const unknown = Object.keys(body).filter((key) => key !== 'email');
      if (unknown.length > 0) {
        throw unprocessable(unknown.map((key) => ({ detail: `Unknown field "${key}".` })));
      }
      const email = typeof body.email === 'string' ? body.email.trim() : '';
      if (!isValidEmail(email)) throw new ApiError(400, INVALID_EMAIL);
      const limits = deps.config.rateLimits;
      await consume(deps, `reset:address:${request.ip}`, limits.resetPerAddress, TOO_MANY);
      await consume(deps, `reset:email:${email.toLowerCase()}`, limits.resetPerEmail, TOO_MANY);

      // The answer is the same whether or not the account exists; only the mail differs, and
      // it leaves in the background so the response time does not depend on it.
      const user = await findUserByMail(deps.db, email);
      if (user?.status) {
        const now = deps.now();
        const secret = newSecret();
        await createAccountLink(
          deps.db,
          {
            userId: user.id,
            purpose: 'reset',
            hash: sha256(secret),
            expiresAt: new Date(now.getTime() + RESET_LINK_TTL_MS),
          },
          now,
        );
        deps.mailer.dispatch(passwordResetMail(user.mail, deps.config.appUrl, secret));
      }
      return { msg: SENT };
    },
  );

  app.patch(
    '/api/user/password-reset',
    { config: { errorFormat: 'rest' } },
    async (request): Promise<PasswordResetResult> => {
      const body = readStringFields(request.body, ['hash', 'new_password']);
      // Checked before the link is used, so a too-short password does not burn the link.
      if (!isPasswordLongEnough(body.new_password)) throw new ApiError(422, PASSWORD_TOO_SHORT);
      const passHash = await hashPassword(body.new_password);
      const now = deps.now();
      const result = await deps.db.transaction(async (tx) => {
        // An invitation to an organization is a link to set the first password, like a reset.
        const link = await consumeAccountLink(tx, ['reset', 'invite'], sha256(body.hash), now);
        if (link.outcome !== 'ok') return null;
        const user = await findUserById(tx, link.userId);
        if (!user?.status) return null;
        // Opening the mailed link proves the user controls the address, which is all the
        // confirmation mail proves: an unverified account becomes verified here.
        await updateUser(tx, user.id, { passHash, roles: confirmRoles(user.roles) }, now);
        await expireAccountLinks(tx, user.id, 'reset', now);
        await expireAccountLinks(tx, user.id, 'invite', now);
        await revokeUserFamilies(tx, user.id, null, now);
        return user;
      });
      if (!result) throw new ApiError(400, BAD_LINK);
      await reset(deps, `login:account:${result.mail.toLowerCase()}`);
      return { name: result.name };
    },
  );
}
