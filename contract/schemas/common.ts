/**
 * TypeBox building blocks of the route schemas: the shapes every family shares (JSON:API
 * documents, error bodies, ids). Each family's schemas live beside it (`contract/schemas/*.ts`);
 * the server hands them to fastify for validation, serialization and the OpenAPI document, and
 * the SPA uses their types only (`import type` and `Static`), so no schema code reaches a bundle.
 */
import { Type, type Static, type TObject, type TSchema } from 'typebox';
import { ID_PATTERN } from '../ids';

/** Every string the API reads or writes has a bound; this one is for short names and ids. */
export const SHORT_TEXT = 255;

export const Uuid = Type.String({ format: 'uuid', maxLength: 36 });

/**
 * A database id in a URL (a node, a user, a row): a number from 1 within the `integer` column's
 * range (contract/ids.ts), so one past it is a 400 here, never a database error; one naming
 * nothing is a 404 from the handler.
 */
export const IdParam = Type.String({ pattern: ID_PATTERN, maxLength: 10 });

/** The node id of an organization in a URL. */
export const OrganizationNidParams = Type.Object({ nid: IdParam });

export const Link = Type.Object({ href: Type.String() }, { additionalProperties: false });
export const Links = Type.Record(Type.String(), Link);

/** The top-level `jsonapi` member, as Drupal emits it. */
export const JsonApiMember = Type.Object({
  version: Type.String(),
  meta: Type.Optional(Type.Object({ links: Type.Optional(Links) })),
});

export const ResourceIdentifier = Type.Object({
  type: Type.String(),
  id: Type.String(),
  meta: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});

/** A JSON:API response document whose primary data is `data`. */
export function JsonApiDocument<D extends TSchema>(data: D, included?: TSchema) {
  return Type.Object(
    {
      jsonapi: Type.Optional(JsonApiMember),
      data,
      included: Type.Optional(Type.Array(included ?? Type.Unknown())),
      links: Type.Optional(Links),
      meta: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
    },
    { additionalProperties: false },
  );
}

/** The id of a failed request (5xx answers only), as the server's log lines name it. */
const RequestId = Type.String({
  description: 'The id of the request in the server log (5xx answers only)',
});

export const JsonApiErrorObject = Type.Object(
  {
    id: Type.Optional(RequestId),
    status: Type.String(),
    title: Type.String(),
    detail: Type.String(),
    source: Type.Optional(Type.Object({ pointer: Type.String() }, { additionalProperties: false })),
  },
  { additionalProperties: false },
);

export const JsonApiErrorDocument = Type.Object(
  {
    jsonapi: Type.Optional(Type.Object({ version: Type.String() })),
    errors: Type.Array(JsonApiErrorObject, { minItems: 1 }),
  },
  { additionalProperties: false, description: 'A JSON:API error document' },
);

/** The `{message}` body of REST routes' errors (and of their plain answers). */
export const RestMessage = Type.Object(
  { message: Type.String(), request_id: Type.Optional(RequestId) },
  { additionalProperties: false, description: 'A message to show' },
);

/** The `{error}` body some REST routes answer with on failure. */
export const RestError = Type.Object(
  { error: Type.String(), request_id: Type.Optional(RequestId) },
  { additionalProperties: false, description: 'What went wrong' },
);

/** OAuth 2.0 error body (RFC 6749 §5.2), with the `message` the SPA shows. */
export const OAuthError = Type.Object(
  {
    error: Type.String(),
    error_description: Type.String(),
    message: Type.String(),
    request_id: Type.Optional(RequestId),
  },
  { additionalProperties: false, description: 'An OAuth 2.0 error' },
);

/** `_format=json`: how the SPA asks Drupal's REST routes for JSON; nothing else is accepted. */
export const FormatJson = Type.Optional(
  Type.Literal('json', { description: 'How the SPA asks for JSON; nothing else is accepted' }),
);

/** A query of nothing but `?_format=json`. */
export const RestFormatQuery = Type.Object(
  { _format: FormatJson },
  { additionalProperties: false },
);

/**
 * `schema` or null. A schema of one plain type becomes `type: [type, 'null']`, which
 * fast-json-stringify writes directly; a union (`anyOf`) it could only resolve by validating the
 * value against each branch on every answer.
 */
export function Nullable<T extends TSchema>(schema: T) {
  const type = (schema as { type?: unknown }).type;
  const plain =
    typeof type === 'string' &&
    type !== 'null' &&
    !('const' in schema) &&
    !('enum' in schema) &&
    !('anyOf' in schema);
  if (!plain) return Type.Union([schema, Type.Null()]);
  return Type.Unsafe<Static<T> | null>({ ...schema, type: [type, 'null'] });
}

/**
 * An object or null, as `type: ['object', 'null']` rather than a union: a problem inside the
 * object is then reported once, without a second, misleading "must be null".
 */
export function OrNull<T extends TObject>(object: T, description?: string) {
  return Type.Unsafe<Static<T> | null>({
    ...object,
    type: ['object', 'null'],
    ...(description ? { description } : {}),
  });
}

/** Free-form members JSON:API allows in requests (`meta`, `jsonapi`, `links`): read by nothing. */
export const FreeForm = Type.Record(Type.String({ maxLength: SHORT_TEXT }), Type.Unknown(), {
  maxProperties: 20,
});

/** A resource identifier in a request's relationship: `{type, id}` of one named type. */
export const IdentifierInput = <T extends string>(type: T) =>
  Type.Object(
    { type: Type.Literal(type), id: Uuid, meta: Type.Optional(FreeForm) },
    { additionalProperties: false },
  );

/** `{self: {href}}`: the links of a resource in an answer. */
export const SelfLinks = Type.Object({ self: Link }, { additionalProperties: false });

/** A resource identifier in an answer: `{type, id}`, of one named type when `type` is given. */
export const IdentifierValue = (type?: string) =>
  Type.Object(
    { type: type === undefined ? Type.String() : Type.Literal(type), id: Type.String() },
    { additionalProperties: false },
  );

/** A to-one relationship in an answer: `{data: {type, id} | null}`. */
export const ToOneValue = (type?: string) =>
  Type.Object({ data: Nullable(IdentifierValue(type)) }, { additionalProperties: false });

/** A to-many relationship in an answer: `{data: [{type, id}, …]}`. */
export const ToManyValue = (type?: string, maxItems?: number) =>
  Type.Object(
    { data: Type.Array(IdentifierValue(type), maxItems === undefined ? {} : { maxItems }) },
    { additionalProperties: false },
  );

/** A link field as answers carry it. */
export const LinkValue = Type.Object(
  { uri: Type.String(), title: Type.Optional(Type.String()) },
  { additionalProperties: false },
);

/** A formatted text field as answers carry it. */
export const FormattedText = Type.Object(
  { value: Type.String(), format: Type.Literal('basic_html') },
  { additionalProperties: false },
);

/** The attributes every node (profile, organization, job) answers with. */
export const NodeAttributes = {
  drupal_internal__nid: Type.Integer(),
  drupal_internal__vid: Type.Integer(),
  langcode: Type.String(),
  status: Type.Boolean(),
  created: Type.String(),
  changed: Type.String(),
  revision_timestamp: Type.String(),
};

/**
 * One of several resources, told apart by their `type` member: `if type is A then A else …`.
 * fast-json-stringify then picks a resource's schema by one cheap test of its type, where a
 * union would validate the whole resource against each branch on every answer.
 */
export function ByType(resources: TObject[]): TSchema {
  const [first, ...rest] = resources;
  if (rest.length === 0) return first;
  return Type.Unsafe({
    if: {
      type: 'object',
      properties: { type: first.properties.type },
      required: ['type'],
    },
    then: first,
    else: ByType(rest),
  });
}
