import type { ResourceIdentifier } from '@contract/jsonapi';
import type { TaxonomyVocabulary } from '@contract/reference';
import type { Db } from '../db/connect';
import { findFileByUuid } from '../files/repository';
import type { FileRow, TermRow } from '../db/profileSchema';
import { findTermsByUuids } from '../reference/termRepository';
import { isObject } from '../http/body';
import type { MemberRule } from '../jsonapi/parse';
import { termType } from '../reference/termResource';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a profile relationship points at, and where the profile keeps it. */
export type RelationshipSpec =
  | { target: 'term'; vocabulary: TaxonomyVocabulary; many: false; key: string }
  | { target: 'term'; vocabulary: TaxonomyVocabulary; many: true; key: string }
  | { target: 'file'; fileKind: FileRow['kind']; many: false; key: string };

/** A relationship to one term of a vocabulary, kept in the profile's `key`. */
export const oneTerm = (vocabulary: TaxonomyVocabulary, key: string): RelationshipSpec => ({
  target: 'term',
  vocabulary,
  many: false,
  key,
});

/** A relationship to any number of terms of a vocabulary, kept in the profile's `key`. */
export const manyTerms = (vocabulary: TaxonomyVocabulary, key: string): RelationshipSpec => ({
  target: 'term',
  vocabulary,
  many: true,
  key,
});

/** A relationship to one uploaded file of a kind, kept in the profile's `key`. */
export const oneFile = (fileKind: FileRow['kind'], key: string): RelationshipSpec => ({
  target: 'file',
  fileKind,
  many: false,
  key,
});

const typeOf = (spec: RelationshipSpec) =>
  spec.target === 'term' ? termType(spec.vocabulary) : 'file--file';

function identifierProblem(item: unknown, type: string): string | null {
  if (!isObject(item)) return `must point at ${type} resources: {"type", "id"}.`;
  const extra = Object.keys(item).filter((key) => !['type', 'id', 'meta'].includes(key));
  if (extra.length > 0) return `unknown member "${extra[0]}".`;
  if (item.type !== type) return `must point at ${type} resources.`;
  if (typeof item.id !== 'string' || !UUID.test(item.id)) return 'the id must be a uuid.';
  return null;
}

/** The shape rule of a relationship: {data: identifier|null} or {data: identifier[]}. */
export function relationshipRule(spec: RelationshipSpec): MemberRule {
  const type = typeOf(spec);
  return (value) => {
    if (!isObject(value) || !('data' in value)) return 'must be an object with "data".';
    const extra = Object.keys(value).filter((key) => key !== 'data' && key !== 'links');
    if (extra.length > 0) return `unknown member "${extra[0]}".`;
    const { data } = value;
    if (!spec.many) return data === null ? null : identifierProblem(data, type);
    if (!Array.isArray(data)) return 'data must be an array.';
    for (const item of data) {
      const problem = identifierProblem(item, type);
      if (problem) return problem;
    }
    const ids = data.map((item) => String((item as ResourceIdentifier).id).toLowerCase());
    return new Set(ids).size === ids.length ? null : 'the same resource must not repeat.';
  };
}

/** The database ids a relationship resolves to, or why it cannot. */
export type Resolved = { value: number | null | number[] } | { problem: string };

/**
 * Looks up what a (shape-checked) relationship points at: terms must exist in the right
 * vocabulary; files must exist, belong to `uid` and be of the right kind (picture = image,
 * CV = PDF). Someone else's file is reported like a missing one, so ids reveal nothing.
 */
export async function resolveRelationship(
  db: Db,
  uid: number,
  spec: RelationshipSpec,
  value: unknown,
): Promise<Resolved> {
  const data = (value as { data: ResourceIdentifier | ResourceIdentifier[] | null }).data;
  if (data === null) return { value: null };
  const items = Array.isArray(data) ? data : [data];
  const ids = items.map((item) => item.id.toLowerCase());
  if (spec.target === 'term') {
    const found = await findTermsByUuids(db, spec.vocabulary, ids);
    const byUuid = new Map<string, TermRow>(found.map((term) => [term.uuid, term]));
    const missing = ids.find((id) => !byUuid.has(id));
    if (missing) return { problem: `the ${spec.vocabulary} term ${missing} does not exist.` };
    const tids = ids.map((id) => (byUuid.get(id) as TermRow).tid);
    return { value: spec.many ? tids : tids[0] };
  }
  const file = await findFileByUuid(db, ids[0]);
  if (!file || file.uid !== uid) return { problem: 'the file does not exist or is not yours.' };
  if (file.kind !== spec.fileKind) {
    return {
      problem: spec.fileKind === 'image' ? 'the file must be an image.' : 'the file must be a PDF.',
    };
  }
  return { value: file.fid };
}

/** The identifier(s) of a stored relationship value, given the terms and files it names. */
export function relationshipData(
  spec: RelationshipSpec,
  stored: number | null | number[],
  terms: ReadonlyMap<number, TermRow>,
  files: ReadonlyMap<number, FileRow>,
): ResourceIdentifier | ResourceIdentifier[] | null {
  const type = typeOf(spec);
  const uuidOf = (id: number) =>
    spec.target === 'term' ? terms.get(id)?.uuid : files.get(id)?.uuid;
  if (Array.isArray(stored)) {
    return stored.flatMap((id) => {
      const uuid = uuidOf(id);
      return uuid ? [{ type, id: uuid }] : [];
    });
  }
  if (stored === null) return spec.many ? [] : null;
  const uuid = uuidOf(stored);
  return uuid ? { type, id: uuid } : null;
}
