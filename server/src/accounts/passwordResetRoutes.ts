import { emailConfirmed } from './emailConfirmed';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { PasswordResetResult } from '@contract/auth';
import {
  MAX_LINK_SECRET,
  MAX_PASSWORD,
  ResetBody,
  ResetRequestBody,
  ResetRequestResult,
  ResetResult,
} from '@contract/schemas/accounts';
import { RestFormatQuery } from '@contract/schemas/common';
import { hashPassword, isPasswordLongEnough, PASSWORD_TOO_SHORT } from '../auth/password';
import { sha256 } from '../auth/secrets';
import {
  consumeAccountLink,
  createAccountLink,
  expireAccountLinks,
  findUsableAccountLink,
} from './accountLinkRepository';
import { forgetSignInFailures } from './signInThrottle';
import { revokeUserFamilies } from '../auth/tokenRepository';
import { findUserById, findUserByMail } from './userRepository';
import { isValidEmail } from '../http/body';
import { ApiError } from '../http/errors';
import { routeSchema } from '../http/routeSchema';
import { consume } from '../http/rateLimit';
import { hitRateLimit, peekRateLimits } from '../http/rateLimitRepository';
import { passwordResetMail } from '../mail/messages';

const RESET_LINK_TTL_MS = 60 * 60 * 1000;
/** An address where the owner signed in stays theirs for 30 days (see signInThrottle). */
const KNOWN = { max: 1, windowSeconds: 30 * 24 * 60 * 60 };
const PASSWORD_TOO_LONG = `The password must be at most ${MAX_PASSWORD} characters.`;
const SENT =
  'If the email address is registered, a password reset link has been sent to it.' as const;
const INVALID_EMAIL = 'Please add valid email';
const TOO_MANY = 'Too many password reset requests. Please try again later.';
const BAD_LINK =
  'This password reset link is not valid: it may have expired or been used already. Please ask for a new one.';

/** Forgot-password request and the password reset that its mail link leads to. */
export default async function passwordReset(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const { deps } = app;
  const tags = ['Accounts'];

  app.post(
    '/api/user/password-reset',
    {
      config: { errorFormat: 'rest-error' },
      schema: routeSchema('rest-error', {
        summary: 'Ask for a password reset link by mail',
        tags,
        querystring: RestFormatQuery,
        body: ResetRequestBody,
        response: { 200: ResetRequestResult },
      }),
    },
    async (request) => {
      const email = request.body.email.trim();
      if (!isValidEmail(email)) throw new ApiError(400, INVALID_EMAIL);
      const limits = deps.config.rateLimits;
      const name = email.toLowerCase();
      // Refused per address and per address and email together: someone elsewhere asking for
      // this account's links never uses up what its owner may ask for.
      await consume(deps, `reset:address:${request.ip}`, limits.resetPerAddress, TOO_MANY);
      await consume(
        deps,
        `reset:pair:${name}:${request.ip}`,
        limits.resetPerEmailAddress,
        TOO_MANY,
      );
      // Mails to one account from addresses its owner never signed in from are capped, so the
      // mailbox cannot be flooded; past the cap the answer stays the same and no mail leaves.
      const [known] = await peekRateLimits(
        deps.db,
        [{ key: `login:known:${name}:${request.ip}`, limit: KNOWN }],
        deps.now(),
      );
      const mailed =
        known > 0 ||
        (await hitRateLimit(deps.db, `reset:email:${name}`, limits.resetPerEmail, deps.now())) <=
          limits.resetPerEmail.max;

      // The answer is the same whether or not the account exists; only the mail differs, and
      // it is queued with the link and delivered in the background, so the response time does not
      // depend on the mail server.
      const user = await findUserByMail(deps.db, email);
      if (user?.status && mailed) {
        const now = deps.now();
        await deps.db.transaction(async (tx) => {
          const secret = await createAccountLink(
            tx,
            { userId: user.id, purpose: 'reset', ttlMs: RESET_LINK_TTL_MS },
            now,
          );
          await deps.mailer.send(tx, passwordResetMail(user.mail, deps.config.appUrl, secret));
        });
      }
      return { msg: SENT };
    },
  );

  app.patch(
    '/api/user/password-reset',
    {
      config: { errorFormat: 'rest' },
      schema: routeSchema('rest', {
        summary: 'Set a new password with the mailed reset (or invitation) link',
        tags,
        querystring: RestFormatQuery,
        body: ResetBody,
        response: { 200: ResetResult },
      }),
    },
    async (request): Promise<PasswordResetResult> => {
      const body = request.body;
      const limits = deps.config.rateLimits;
      await consume(deps, `reset-use:address:${request.ip}`, limits.resetPerAddress, TOO_MANY);
      if (body.hash.length > MAX_LINK_SECRET) throw new ApiError(400, BAD_LINK);
      if (body.new_password.length > MAX_PASSWORD) throw new ApiError(422, PASSWORD_TOO_LONG);
      // Checked before the link is used, so a too-short password does not burn the link.
      if (!isPasswordLongEnough(body.new_password)) throw new ApiError(422, PASSWORD_TOO_SHORT);
      // The link is checked before the password is hashed: bogus links cost no hashing.
      const now = deps.now();
      const usable = await findUsableAccountLink(
        deps.db,
        ['reset', 'invite'],
        sha256(body.hash),
        now,
      );
      if (!usable) throw new ApiError(400, BAD_LINK);
      const passHash = await hashPassword(body.new_password);
      const result = await deps.db.transaction(async (tx) => {
        // An invitation to an organization is a link to set the first password, like a reset.
        const link = await consumeAccountLink(tx, ['reset', 'invite'], sha256(body.hash), now);
        if (link.outcome !== 'ok') return null;
        const user = await findUserById(tx, link.userId);
        if (!user?.status) return null;
        // Opening the mailed link proves the user controls the address, which is all the
        // confirmation mail proves: an unverified account becomes verified here.
        await emailConfirmed(tx, user, now, { passHash });
        await expireAccountLinks(tx, user.id, 'reset', now);
        await expireAccountLinks(tx, user.id, 'invite', now);
        await revokeUserFamilies(tx, user.id, null, now);
        return user;
      });
      if (!result) throw new ApiError(400, BAD_LINK);
      await forgetSignInFailures(deps, result.mail);
      return { name: result.name };
    },
  );
}
