import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { MessageResponse, SharedAccessUser } from '@contract/organizations';
import { RestMessage } from '@contract/schemas/common';
import {
  AddSharedAccessUserBody,
  MemberParams,
  ORGANIZATION_TAGS,
  OrganizationNidParams,
  SharedAccessUserList,
} from '@contract/schemas/organizations';
import { createAccountLink } from '../accounts/accountLinkRepository';
import { createUser, DuplicateEmailError, findUserByMail } from '../accounts/userRepository';
import { hashPassword } from '../auth/password';
import { isCandidate, unverifiedRole } from '../auth/roles';
import { newSecret, sha256 } from '../auth/secrets';
import { ApiError, notFound } from '../http/errors';
import { consume } from '../http/rateLimit';
import { routeSchema } from '../http/validation';
import { addedToOrganizationMail, invitationMail } from '../mail/messages';
import { ownerFirst } from './guards';
import { parseOrganizationNid, requireMember, requireOwner } from './membership';
import { findOrganizationByNid } from './repository';
import {
  countMembers,
  deleteMember,
  findMember,
  insertMember,
  listMembers,
  switchOwner,
} from './sharedAccessRepository';
import { ADDITIONS_PER_DAY, MAX_MEMBERS, parseUid, readNewAdmin } from './sharedAccessRules';

const REST = { errorFormat: 'rest', signedIn: true } as const;
/** An invitation link stays valid for a week. */
const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const NOT_A_MEMBER = 'This user does not have access to the organization.';

/**
 * Shared access (spec 02 §6, §7): every member sees who manages the organization; only the owner
 * adds admins (inviting those without an account by mail), removes them and hands ownership on.
 * Membership is read from the database on every request, so a removed admin loses access at once.
 */
export default async function sharedAccessRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const { db, config, mailer } = app.deps;
  const base = '/api/organization/:nid';

  app.get(
    `${base}/get_shared_access_users`,
    {
      config: REST,
      schema: routeSchema('rest', {
        summary: 'Who manages an organization, the owner first (members)',
        tags: ORGANIZATION_TAGS,
        params: OrganizationNidParams,
        response: { 200: SharedAccessUserList },
      }),
    },
    async (request) => {
      const nid = parseOrganizationNid(request.params.nid);
      await requireMember(request, db, nid);
      return (await listMembers(db, nid)).map((member): SharedAccessUser => ({
        uid: member.uid,
        name: member.name,
        email: member.email,
        owner: member.owner,
        first_name: member.firstName,
        last_name: member.lastName,
        field_company_position: member.companyPosition,
      }));
    },
  );

  app.patch(
    `${base}/add_shared_access_user`,
    {
      config: REST,
      preValidation: ownerFirst(db),
      schema: routeSchema('rest', {
        summary: 'Add an admin, inviting by mail someone without an account (the owner)',
        tags: ORGANIZATION_TAGS,
        params: OrganizationNidParams,
        body: AddSharedAccessUserBody,
        response: { 200: RestMessage },
      }),
    },
    async (request): Promise<MessageResponse> => {
      const nid = parseOrganizationNid(request.params.nid);
      await requireOwner(request, db, nid);
      const admin = readNewAdmin(request.body);
      const now = app.deps.now();
      // Checked before any account is made, so a refused request leaves nothing behind.
      const existing = await findUserByMail(db, admin.email);
      if (existing && isCandidate(existing.roles))
        throw new ApiError(
          422,
          `${admin.email} belongs to a candidate account. Candidates cannot manage organizations.`,
        );
      if (existing && (await findMember(db, nid, existing.id)))
        throw new ApiError(422, `${admin.email} already has access to this organization.`);
      await consume(
        app.deps,
        `organization-additions:${nid}`,
        { max: ADDITIONS_PER_DAY, windowSeconds: 24 * 60 * 60 },
        `An organization can add at most ${ADDITIONS_PER_DAY} people a day. Please try again tomorrow.`,
      );
      // Without an account the invitee gets one; its password is unusable until the link sets it.
      const unusable = existing ? null : await hashPassword(newSecret());
      const result = await db.transaction(async (tx) => {
        const membership = await requireOwner(request, tx, nid, { lock: true });
        if ((await countMembers(tx, nid)) >= MAX_MEMBERS)
          throw new ApiError(422, `An organization can have at most ${MAX_MEMBERS} admins.`);
        let user = existing ?? (await findUserByMail(tx, admin.email));
        let secret: string | null = null;
        if (!user) {
          try {
            user = await createUser(
              tx,
              {
                mail: admin.email,
                passHash: unusable as string,
                roles: [unverifiedRole('employer')],
              },
              now,
            );
          } catch (error) {
            if (error instanceof DuplicateEmailError)
              throw new ApiError(409, 'That account was just created. Please try again.');
            throw error;
          }
          secret = newSecret();
          await createAccountLink(
            tx,
            {
              userId: user.id,
              purpose: 'invite',
              hash: sha256(secret),
              expiresAt: new Date(now.getTime() + INVITE_TTL_MS),
            },
            now,
          );
        } else if (isCandidate(user.roles) || (await findMember(tx, nid, user.id))) {
          throw new ApiError(422, `${admin.email} cannot be added to this organization.`);
        }
        await insertMember(
          tx,
          {
            organizationNid: membership.organizationNid,
            userId: user.id,
            firstName: admin.first_name,
            lastName: admin.last_name,
            companyPosition: admin.field_company_position,
          },
          now,
        );
        return { mail: user.mail, secret };
      });
      const organization = await findOrganizationByNid(db, nid);
      const title = organization?.title ?? 'an organization';
      mailer.dispatch(
        result.secret
          ? invitationMail(result.mail, config.appUrl, result.secret, title)
          : addedToOrganizationMail(result.mail, config.appUrl, title),
      );
      return {
        message: result.secret
          ? `${admin.email} was invited by email to manage ${title}.`
          : `${admin.email} can now manage ${title}.`,
      };
    },
  );

  app.delete(
    `${base}/remove_shared_access_user/:uid`,
    {
      config: REST,
      schema: routeSchema('rest', {
        summary: 'Take an admin’s access away (the owner)',
        tags: ORGANIZATION_TAGS,
        params: MemberParams,
        response: { 200: RestMessage },
      }),
    },
    async (request): Promise<MessageResponse> => {
      const nid = parseOrganizationNid(request.params.nid);
      const uid = parseUid(request.params.uid);
      return db.transaction(async (tx) => {
        const owner = await requireOwner(request, tx, nid, { lock: true });
        const member = uid === null ? undefined : await findMember(tx, nid, uid);
        if (!member || uid === null) throw notFound(NOT_A_MEMBER);
        if (uid === owner.auth.userId)
          throw new ApiError(
            422,
            'The owner cannot be removed. Transfer the ownership to another admin first.',
          );
        await deleteMember(tx, nid, uid);
        return { message: 'The user no longer has access to the organization.' };
      });
    },
  );

  app.patch(
    `${base}/shared_access_switch_owner/:uid`,
    {
      config: REST,
      schema: routeSchema('rest', {
        summary: 'Hand the ownership on to another admin (the owner)',
        tags: ORGANIZATION_TAGS,
        params: MemberParams,
        response: { 200: RestMessage },
      }),
    },
    async (request): Promise<MessageResponse> => {
      const nid = parseOrganizationNid(request.params.nid);
      const uid = parseUid(request.params.uid);
      return db.transaction(async (tx) => {
        // The row lock serializes transfers: a second one waits and then finds a new owner.
        const owner = await requireOwner(request, tx, nid, { lock: true });
        const member = uid === null ? undefined : await findMember(tx, nid, uid);
        if (!member || uid === null) throw notFound(NOT_A_MEMBER);
        if (member.owner) throw new ApiError(422, 'This user already owns the organization.');
        await switchOwner(tx, nid, owner.auth.userId, uid);
        return { message: 'The ownership of the organization was transferred.' };
      });
    },
  );
}
