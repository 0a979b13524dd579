/**
 * Route schemas of an organization's integration and access (spec 02 §3 "Integration", "Shared
 * access user"; §7 "Integration and access"): its Greenhouse job boards, the admins who share it,
 * and the invitations that add them.
 */
import { Type, type Static } from 'typebox';
import { IdParam, Nullable, SHORT_TEXT } from './common';

/** Highest count a number in these bodies may hold. */
const MAX_COUNT = 999_999_999;
const Text = Type.String({ maxLength: SHORT_TEXT });
const NullableInteger = Nullable(Type.Integer());

export const IntegrationParams = Type.Object({ nid: IdParam, id: IdParam });
export const MemberParams = Type.Object({ nid: IdParam, uid: IdParam });

export const GreenhouseIntegrationSchema = Type.Object(
  {
    id: Type.Integer(),
    greenhouse_board_token: Type.String(),
    enabled: Type.Union([Type.Literal(1), Type.Literal(0)]),
    // Beyond spec 02: the board's jobs are imported; the last sync, and how it went.
    last_synced: Nullable(Type.String({ description: 'RFC 3339: when the last sync ended' })),
    sync_state: Nullable(
      Type.Union(
        [
          Type.Literal('running'),
          Type.Literal('retrying'),
          Type.Literal('ok'),
          Type.Literal('quota'),
          Type.Literal('not_found'),
          Type.Literal('failed'),
        ],
        {
          description:
            'running, retrying (a try failed; the next is at next_try), ok, quota (the job quota is full), not_found (wrong token), failed',
        },
      ),
    ),
    sync_message: Nullable(Type.String({ description: 'What the last sync did, in words' })),
    next_try: Nullable(
      Type.String({ description: 'RFC 3339: when a sync that failed is tried again' }),
    ),
  },
  { additionalProperties: false },
);
export const GreenhouseIntegrationList = Type.Array(GreenhouseIntegrationSchema);

/**
 * POST (the token required: "The board token is required.") and PATCH (either member). The
 * token is trimmed, then must look like a board's URL slug (the handler says so in words).
 */
export const GreenhouseIntegrationBody = Type.Object(
  {
    greenhouse_board_token: Type.Optional(
      Type.String({
        maxLength: SHORT_TEXT,
        description: 'The board URL slug: lower-case letters, digits and hyphens, at most 100',
      }),
    ),
    enabled: Type.Optional(
      // One list of values (booleans included), so a wrong one is answered with that list.
      Type.Unsafe<1 | 0 | '1' | '0' | boolean>({
        enum: [1, 0, '1', '0', true, false],
        description: 'Whether the board is on: 1 or 0',
      }),
    ),
  },
  { additionalProperties: false },
);
export type GreenhouseIntegrationBody = Static<typeof GreenhouseIntegrationBody>;

export const SharedAccessUserSchema = Type.Object(
  {
    uid: Type.Integer(),
    name: Type.String({ description: 'The account name (its email)' }),
    email: Type.String(),
    owner: Type.Boolean({ description: 'Whether this admin owns the organization' }),
    first_name: Type.String(),
    last_name: Type.String(),
    field_company_position: NullableInteger,
  },
  { additionalProperties: false },
);
export const SharedAccessUserList = Type.Array(SharedAccessUserSchema);

const InvitationKind = Type.Union([Type.Literal('admin'), Type.Literal('owner')], {
  description: 'admin: to manage the organization; owner: to take over its ownership',
});

/** An invitation sent and not answered yet, as the organization's members see it. */
export const SharedAccessInvitationSchema = Type.Object(
  {
    id: Type.Integer(),
    kind: InvitationKind,
    email: Type.String(),
    first_name: Type.String(),
    last_name: Type.String(),
    expires: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);
export const SharedAccessInvitationList = Type.Array(SharedAccessInvitationSchema, {
  maxItems: 200,
});
export const InvitationParams = Type.Object({ nid: IdParam, id: IdParam });

/** The mailed link's secret. */
export const InvitationSecretParams = Type.Object({
  secret: Type.String({ maxLength: 256 }),
});

/** What the invitee sees before answering (GET /api/organization_invitation/{secret}). */
export const InvitationPreviewSchema = Type.Object(
  {
    organization: Type.String(),
    kind: InvitationKind,
    email: Type.String({ description: 'The address the invitation was sent to' }),
    inviter: Type.String({ description: 'Who sent it, by name' }),
    first_name: Type.String({ description: 'The invitee’s first name, as the inviter gave it' }),
    last_name: Type.String({ description: 'The invitee’s last name, as the inviter gave it' }),
    company_position: Nullable(
      Type.Integer({ description: 'Key of list `company_position`, as the inviter gave it' }),
    ),
    state: Type.Union([Type.Literal('open'), Type.Literal('used'), Type.Literal('expired')]),
    account: Type.Union(
      [Type.Literal('none'), Type.Literal('employer'), Type.Literal('candidate')],
      {
        description: 'Whether the address has an account already, and of which kind',
      },
    ),
  },
  { additionalProperties: false },
);

/**
 * The invitee's answer. Accepting takes the account's password when the caller is not signed
 * in as the invitee, or a new password (8 characters or more) when the address has no account.
 */
export const InvitationAnswerBody = Type.Object(
  {
    action: Type.Union([Type.Literal('accept'), Type.Literal('decline')]),
    password: Type.Optional(Type.String({ maxLength: 1024 })),
  },
  { additionalProperties: false },
);
export const InvitationAnswerSchema = Type.Object(
  {
    message: Type.String(),
    /** The organization the invitee now manages (accepted), for the SPA to open. */
    nid: Nullable(Type.Integer()),
  },
  { additionalProperties: false },
);

/**
 * The add-admin form (spec 02 §5): every member is required, and the handler answers a missing
 * or blank one with the form's "Required" (all problems in one message).
 */
export const AddSharedAccessUserBody = Type.Object(
  {
    first_name: Type.Optional(Text),
    last_name: Type.Optional(Text),
    email: Type.Optional(Text),
    field_company_position: Type.Optional(
      Type.Union([
        Type.Integer({
          minimum: 0,
          maximum: MAX_COUNT,
          description: 'A code of list company_position',
        }),
        Type.String({ maxLength: 10, description: 'The code as text' }),
        Type.Null(),
      ]),
    ),
  },
  { additionalProperties: false },
);
export type AddSharedAccessUserBody = Static<typeof AddSharedAccessUserBody>;
