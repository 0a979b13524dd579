/** Route schemas of accounts and sign-in (spec 01 §3, §4 and §7). */
import { Type } from 'typebox';
import { JsonApiMember, Links, ResourceIdentifier, SHORT_TEXT, Nullable } from './common';

/** RFC 5321's limit on an address. */
export const MAX_EMAIL = 254;
/** Longest password accepted anywhere (argon2 hashes what it is given; this keeps that cheap). */
export const MAX_PASSWORD = 1024;
/** Mail-link secrets are 43 characters; anything much longer is not one. */
export const MAX_LINK_SECRET = 256;

export const RegistrationBody = Type.Object(
  {
    mail: Type.String({ maxLength: MAX_EMAIL }),
    pass: Type.String({ maxLength: MAX_PASSWORD }),
  },
  { additionalProperties: false },
);

const Value = <T extends ReturnType<typeof Type.String>>(value: T) =>
  Type.Tuple([Type.Object({ value }, { additionalProperties: false })]);

/** Drupal REST's user entity: field => list of {value}. */
export const RegisteredUserSchema = Type.Object(
  {
    uid: Type.Tuple([Type.Object({ value: Type.Integer() }, { additionalProperties: false })]),
    uuid: Value(Type.String()),
    name: Value(Type.String()),
    mail: Value(Type.String()),
    status: Type.Tuple([Type.Object({ value: Type.Boolean() }, { additionalProperties: false })]),
    roles: Type.Array(Type.Object({ target_id: Type.String() }, { additionalProperties: false })),
  },
  { additionalProperties: false },
);

export const ConfirmParams = Type.Object({
  hash: Type.String({ maxLength: MAX_LINK_SECRET }),
});

export const MessageSchema = Type.Object(
  { message: Type.String() },
  { additionalProperties: false },
);

/** POST /oauth/token: RFC 6749's parameters of the password and refresh_token grants. */
export const TokenRequestBody = Type.Object(
  {
    grant_type: Type.String({ maxLength: 64 }),
    client_id: Type.Optional(Type.String({ maxLength: 4096 })),
    client_secret: Type.Optional(Type.String({ maxLength: 4096 })),
    // Generous bounds: the grant itself refuses values past 254 and 1024 characters, and counts
    // them as failed sign-in attempts, so oversized guesses are never free.
    username: Type.Optional(Type.String({ maxLength: 16_384 })),
    password: Type.Optional(Type.String({ maxLength: 16_384 })),
    refresh_token: Type.Optional(Type.String({ maxLength: 4096 })),
    scope: Type.Optional(Type.String({ maxLength: 1024 })),
  },
  { additionalProperties: false },
);

/** POST /oauth/revoke: RFC 7009's parameters, with the client credentials of /oauth/token. */
export const RevokeRequestBody = Type.Object(
  {
    token: Type.String({ maxLength: 4096 }),
    token_type_hint: Type.Optional(Type.String({ maxLength: 64 })),
    client_id: Type.Optional(Type.String({ maxLength: 4096 })),
    client_secret: Type.Optional(Type.String({ maxLength: 4096 })),
  },
  { additionalProperties: false },
);

/** Revocation answers an empty object, whatever the token was. */
export const RevokeResult = Type.Object({}, { additionalProperties: false });

export const TokenSchema = Type.Object(
  {
    token_type: Type.Literal('Bearer'),
    expires_in: Type.Integer(),
    access_token: Type.String(),
    refresh_token: Type.String(),
  },
  { additionalProperties: false },
);

export const EntryPointSchema = Type.Object(
  {
    jsonapi: JsonApiMember,
    data: Type.Array(Type.Unknown(), { maxItems: 0 }),
    links: Links,
    meta: Type.Optional(
      Type.Object({
        links: Type.Object({
          me: Type.Object({
            href: Type.String(),
            meta: Type.Object({ id: Type.String() }),
          }),
        }),
      }),
    ),
  },
  { additionalProperties: false },
);

export const UserParams = Type.Object({ uuid: Type.String({ maxLength: 64 }) });

export const UserAttributesSchema = Type.Object(
  {
    drupal_internal__uid: Type.Integer(),
    name: Type.String(),
    mail: Type.String(),
    status: Type.Boolean(),
    created: Type.String(),
    changed: Type.String(),
  },
  { additionalProperties: false },
);

export const UserDocument = Type.Object(
  {
    jsonapi: JsonApiMember,
    data: Type.Object(
      {
        type: Type.Literal('user--user'),
        id: Type.String(),
        links: Type.Object({ self: Type.Object({ href: Type.String() }) }),
        attributes: UserAttributesSchema,
        relationships: Type.Object(
          {
            field_personal_profile_reference: Type.Object({
              data: Nullable(ResourceIdentifier),
            }),
          },
          { additionalProperties: false },
        ),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

/** PATCH /api/user/user/{uuid}: a new password (with the current one) and/or the profile link. */
export const UserPatchBody = Type.Object(
  {
    data: Type.Object(
      {
        type: Type.Literal('user--user'),
        id: Type.String({ maxLength: 64 }),
        attributes: Type.Optional(
          Type.Object(
            {
              pass: Type.Optional(
                Type.Object(
                  {
                    existing: Type.String({
                      minLength: 1,
                      maxLength: MAX_PASSWORD,
                      'x-error': 'pass: the current password ("existing") is required.',
                    }),
                    value: Type.String({ maxLength: MAX_PASSWORD }),
                  },
                  { additionalProperties: false },
                ),
              ),
            },
            { additionalProperties: false },
          ),
        ),
        relationships: Type.Optional(
          Type.Object(
            {
              field_personal_profile_reference: Type.Optional(
                Type.Object(
                  {
                    data: Type.Object(
                      {
                        type: Type.Union([
                          Type.Literal('node--candidate_profile'),
                          Type.Literal('node--employer_profile'),
                        ]),
                        id: Type.String({ format: 'uuid', maxLength: 36 }),
                      },
                      { additionalProperties: false },
                    ),
                  },
                  { additionalProperties: false },
                ),
              ),
            },
            { additionalProperties: false },
          ),
        ),
        links: Type.Optional(Type.Unknown()),
        meta: Type.Optional(Type.Unknown()),
      },
      { additionalProperties: false },
    ),
    jsonapi: Type.Optional(Type.Unknown()),
    meta: Type.Optional(Type.Unknown()),
  },
  { additionalProperties: false },
);

export const RolesSchema = Type.Array(
  Type.Object({ roles_target_id: Type.String() }, { additionalProperties: false }),
  { minItems: 1, maxItems: 1 },
);

const INVALID_EMAIL = 'Please add valid email';

export const ResetRequestBody = Type.Object(
  { email: Type.String({ maxLength: MAX_EMAIL, 'x-error': INVALID_EMAIL }) },
  { additionalProperties: false },
);

export const ResetRequestResult = Type.Object(
  { msg: Type.String() },
  { additionalProperties: false },
);

export const ResetBody = Type.Object(
  {
    hash: Type.String({ maxLength: 4096 }),
    new_password: Type.String({ maxLength: 4096 }),
  },
  { additionalProperties: false },
);

export const ResetResult = Type.Object(
  { name: Type.String({ maxLength: SHORT_TEXT }) },
  { additionalProperties: false },
);
