/**
 * Building blocks of the JSON:API write documents (profiles, organizations, jobs): each member
 * shape that more than one resource accepts, declared once so their bounds cannot drift apart.
 * The schemas bound shape and size; what a form says about a value (spec 01 §5, spec 02 §5) stays
 * in the handlers' member rules (`server/src/jsonapi/memberRules.ts`).
 */
import { Type, type Static, type TObject, type TSchema } from 'typebox';
import { FreeForm, IdentifierInput, Nullable, OrNull, SHORT_TEXT } from './common';

/** Drupal's plain text fields hold at most 255 characters. */
export const MAX_TEXT = SHORT_TEXT;
/** Longest link kept (Drupal link fields take 2048). */
export const MAX_URL = 2048;
/** Longest rich text kept, in characters, before sanitizing. */
export const MAX_RICH_TEXT = 20_000;
/** Longest key of a list field (currency, remote_job, employment_type …). */
export const MAX_KEY = 64;

/** A line of plain text, or null. */
export const NullableText = (description?: string) =>
  Nullable(Type.String({ maxLength: MAX_TEXT, ...(description ? { description } : {}) }));

/** A key of one of the lists GET /api/list_field_options serves. */
export const ListKey = (list: string) =>
  Type.String({
    maxLength: MAX_KEY,
    description: `A key of the list "${list}" (GET /api/list_field_options/${list})`,
  });

/** Drupal's link options: only an empty list or object (or null) is accepted, and none kept. */
const EmptyOptions = Type.Unsafe<[] | Record<string, never> | null>({
  type: ['array', 'object', 'null'],
  maxItems: 0,
  properties: {},
  additionalProperties: false,
  description: 'Only [] or {} (nothing is kept)',
});

/** A link field `{uri, title?, options?}`, or null to clear it. */
export const LinkInput = OrNull(
  Type.Object(
    {
      uri: Type.String({ maxLength: MAX_URL, description: 'An http(s) address' }),
      title: Type.Optional(NullableText()),
      options: Type.Optional(EmptyOptions),
    },
    { additionalProperties: false },
  ),
  'A link {uri, title?}, or null',
);

/**
 * A rich-text field `{value, format?, processed?}`, or null to clear it. The value is stored as
 * sanitized basic_html whatever `format` says; `processed` is what a read gave back and is
 * ignored. It is bounded at 5× the value because escaping can make HTML that much longer
 * (`&` → `&amp;`).
 */
export const RichTextInput = OrNull(
  Type.Object(
    {
      value: Type.String({
        maxLength: MAX_RICH_TEXT,
        description: 'HTML, sanitized to basic_html',
      }),
      format: Type.Optional(Nullable(Type.String({ maxLength: MAX_KEY }))),
      processed: Type.Optional(Nullable(Type.String({ maxLength: 5 * MAX_RICH_TEXT }))),
    },
    { additionalProperties: false },
  ),
  'Rich text; stored as sanitized basic_html whatever the format sent',
);
export type RichTextInput = Static<typeof RichTextInput>;

/** A relationship of a request: `{data, links?}`, where `data` names what it points to. */
export const RelationshipInput = <D extends TSchema>(data: D, description?: string) =>
  Type.Object(
    { data, links: Type.Optional(FreeForm) },
    { additionalProperties: false, ...(description ? { description } : {}) },
  );

/** A to-one relationship of a request: `{data: {type, id} | null}`. */
export const ToOneInput = (type: string, description?: string) =>
  RelationshipInput(OrNull(IdentifierInput(type)), description);

/** A to-many relationship of a request: `{data: [{type, id}, …]}`, each resource once. */
export const ToManyInput = (type: string, maxItems: number, description?: string) =>
  RelationshipInput(Type.Array(IdentifierInput(type), { maxItems }), description);

/**
 * A POST or PATCH document of one resource of `type`: `{data: {type, id, attributes?,
 * relationships?}}` with the free-form members JSON:API allows, which nothing reads. Only the
 * members sent change.
 */
export const WriteDocument = <I extends TSchema, A extends TObject, R extends TObject>(
  type: string,
  id: I,
  attributes: A,
  relationships: R,
) =>
  Type.Object(
    {
      data: Type.Object(
        {
          type: Type.Literal(type),
          id,
          attributes: Type.Optional(attributes),
          relationships: Type.Optional(relationships),
          meta: Type.Optional(FreeForm),
          links: Type.Optional(FreeForm),
        },
        { additionalProperties: false },
      ),
      jsonapi: Type.Optional(FreeForm),
      meta: Type.Optional(FreeForm),
    },
    { additionalProperties: false },
  );
