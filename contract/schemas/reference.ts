/** Route schemas of the reference data (spec 01 §3 "Reference data", §7). */
import { Type } from 'typebox';
import { JsonApiDocument, SelfLinks } from './common';

/** The list field whose allowed values are asked for. */
export const ListFieldParams = Type.Object({ field: Type.String({ maxLength: 64 }) });

/** Stored key => label, in display order. */
export const ListFieldOptionsSchema = Type.Record(Type.String(), Type.String(), {
  description: 'Allowed values of a list field: stored key => label, in display order',
});

export const VocabularyParams = Type.Object({ vocabulary: Type.String({ maxLength: 64 }) });
export const TermParams = Type.Object({
  vocabulary: Type.String({ maxLength: 64 }),
  uuid: Type.String({ maxLength: 64 }),
});

const Count = Type.Integer({ minimum: 0, maximum: 999_999_999 });

export const TermListQuery = Type.Object(
  {
    'filter[drupal_internal__tid]': Type.Optional(
      Type.Integer({ minimum: 1, maximum: 999_999_999 }),
    ),
    'page[limit]': Type.Optional(Type.Integer({ minimum: 1, maximum: 999_999_999 })),
    'page[offset]': Type.Optional(Count),
  },
  { additionalProperties: false },
);

export const TaxonomyTermAttributesSchema = Type.Object(
  {
    drupal_internal__tid: Type.Integer(),
    name: Type.String(),
    weight: Type.Integer(),
    status: Type.Boolean(),
    description: Type.Null(),
    /** ISO 3166-1 alpha-2 code; only on country terms. */
    field_country_code: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);

/** A taxonomy term as a resource: in term documents, and included by profiles, jobs and organizations. */
export const TermResource = Type.Object(
  {
    type: Type.String({ pattern: '^taxonomy_term--' }),
    id: Type.String(),
    links: SelfLinks,
    attributes: TaxonomyTermAttributesSchema,
  },
  { additionalProperties: false },
);

export const TermListDocument = JsonApiDocument(Type.Array(TermResource));
export const TermDocument = JsonApiDocument(TermResource);
