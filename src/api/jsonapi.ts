import type {
  JsonApiDocument,
  JsonApiErrorObject,
  Relationship,
  ResourceIdentifier,
  ResourceObject,
} from '@contract/jsonapi';

/** A related resource as components see it: its identifier, or null when unset. */
export type Related = ResourceIdentifier | null;

/**
 * A resource flattened for components: id, type and self link next to its attributes, and each
 * relationship reduced to its identifier(s) under the relationship's name.
 */
export type Relationships = Record<string, Related | ResourceIdentifier[]>;

export type Decoded<A> = A & {
  id: string;
  type: string;
  selfHref: string | null;
  relationships: Relationships;
};

function relationshipData(relationship: Relationship | undefined): Related | ResourceIdentifier[] {
  if (!relationship) return null;
  const { data } = relationship;
  if (Array.isArray(data)) return data.map(({ type, id, meta }) => ({ type, id, meta }));
  return data ? { type: data.type, id: data.id, meta: data.meta } : null;
}

/** Flattens one resource object. */
export function decodeResource<A extends object>(resource: ResourceObject<A>): Decoded<A> {
  const relationships: Relationships = {};
  for (const [name, relationship] of Object.entries(resource.relationships ?? {})) {
    relationships[name] = relationshipData(relationship);
  }
  const decoded = {
    ...resource.attributes,
    id: resource.id,
    type: resource.type,
    selfHref: resource.links?.self.href ?? null,
    relationships,
  };
  return decoded as Decoded<A>;
}

/** Flattens the primary data of a single-resource document. */
export function decodeOne<A extends object>(doc: JsonApiDocument<ResourceObject<A>>): Decoded<A> {
  return decodeResource(doc.data);
}

/** Flattens the primary data of a collection document. */
export function decodeMany<A extends object>(
  doc: JsonApiDocument<ResourceObject<A>[]>,
): Decoded<A>[] {
  return doc.data.map((resource) => decodeResource(resource));
}

/** Finds and flattens an included resource by identifier (`include=` queries). */
export function decodeIncluded<A extends object>(
  doc: JsonApiDocument,
  identifier: Related,
): Decoded<A> | null {
  if (!identifier) return null;
  const found = doc.included?.find((r) => r.type === identifier.type && r.id === identifier.id);
  return found ? decodeResource(found as ResourceObject<A>) : null;
}

/** The single related identifier of a relationship, ignoring to-many relationships. */
export function relatedOne(resource: Decoded<object>, name: string): Related {
  const related = resource.relationships[name];
  return Array.isArray(related) ? null : (related ?? null);
}

export interface EncodeInput<A extends object> {
  type: string;
  id?: string;
  attributes?: Partial<A>;
  relationships?: Record<string, Related | ResourceIdentifier[]>;
}

/** Builds a request document `{data: {type, id, attributes, relationships}}`. */
export function encodeResource<A extends object>(
  input: EncodeInput<A>,
): { data: Omit<ResourceObject<Partial<A>>, 'id'> & { id?: string } } {
  const relationships: Record<string, Relationship> = {};
  for (const [name, data] of Object.entries(input.relationships ?? {})) {
    relationships[name] = { data };
  }
  return {
    data: {
      type: input.type,
      ...(input.id ? { id: input.id } : {}),
      attributes: input.attributes ?? {},
      ...(input.relationships ? { relationships } : {}),
    },
  };
}

/** Narrows an untrusted body to a JSON:API error document. */
export function isErrorDocument(value: unknown): value is { errors: JsonApiErrorObject[] } {
  return (
    !!value && typeof value === 'object' && Array.isArray((value as { errors?: unknown }).errors)
  );
}

/**
 * Maps `errors[].source.pointer` (`/data/attributes/title`) onto form field names, for
 * Formik's `setErrors`. Errors without a pointer are left for the notice component.
 */
export function fieldErrors(value: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  if (!isErrorDocument(value)) return result;
  for (const error of value.errors) {
    const match = /^\/data\/(?:attributes|relationships)\/([^/]+)/.exec(
      error.source?.pointer ?? '',
    );
    if (!match) continue;
    // Drupal prefixes the detail with "field: "; the field is already known.
    result[match[1]] ??= error.detail.replace(new RegExp(`^${match[1]}(\\.\\d+)?(\\.\\w+)?: `), '');
  }
  return result;
}

/**
 * The address that reads one node by its node id from a JSON:API collection (the resource's
 * own address takes its uuid): a list filtered to that id, with `include`.
 */
export function byNidUrl(collection: string, nid: number, include: string): string {
  const params = new URLSearchParams({ 'filter[drupal_internal__nid]': String(nid), include });
  return `${collection}?${params.toString()}`;
}
