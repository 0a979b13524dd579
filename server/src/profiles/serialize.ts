import type { FastifyRequest } from 'fastify';
import type { Relationship, ResourceObject } from '@contract/jsonapi';
import type { Db } from '../db/connect';
import { findFilesByFids } from '../files/repository';
import type { FileRow, TermRow } from '../db/profileSchema';
import { findTermsByTids } from '../reference/termRepository';
import { findUserById } from '../accounts/userRepository';
import { badRequest } from '../http/errors';
import { resource, rfc3339 } from '../jsonapi/document';
import { fileResource } from '../files/fileResource';
import { termResource } from '../reference/termResource';
import type { BundleDefinition, StoredProfile } from './model';
import { relationshipData } from './relationships';

/** The include paths asked for; 400 for a path that is not a relationship of the bundle. */
export function parseIncludes(definition: BundleDefinition, raw: unknown): string[] {
  if (raw === undefined || raw === '') return [];
  if (typeof raw !== 'string') throw badRequest('include must be given once.');
  const paths = raw.split(',').map((path) => path.trim());
  for (const path of paths) {
    if (path !== 'uid' && !definition.includes.includes(path)) {
      throw badRequest(`include: "${path}" is not a relationship of ${definition.bundle}.`);
    }
  }
  return [...new Set(paths)];
}

function idsOf(definition: BundleDefinition, profile: StoredProfile, target: 'term' | 'file') {
  return Object.values(definition.relationships)
    .filter((spec) => spec.target === target)
    .flatMap((spec) => {
      const stored = profile.values[spec.key];
      if (Array.isArray(stored)) return stored as number[];
      return typeof stored === 'number' ? [stored] : [];
    });
}

/**
 * A profile as a JSON:API resource, with the resources its `include` paths name. Only ever
 * called for the caller's own profile, so the included user is the caller.
 */
export async function serializeProfile(
  request: FastifyRequest,
  db: Db,
  definition: BundleDefinition,
  profile: StoredProfile,
  includes: readonly string[],
): Promise<{ data: ResourceObject; included: ResourceObject[] }> {
  const terms = new Map<number, TermRow>(
    (await findTermsByTids(db, idsOf(definition, profile, 'term'))).map((t) => [t.tid, t]),
  );
  const files = new Map<number, FileRow>(
    (await findFilesByFids(db, idsOf(definition, profile, 'file'))).map((f) => [f.fid, f]),
  );
  const owner = await findUserById(db, profile.uid);
  const path = `/api/node/${definition.bundle}/${profile.uuid}`;
  const relationships: Record<string, Relationship> = {
    uid: { data: owner ? { type: 'user--user', id: owner.uuid } : null },
  };
  const included: ResourceObject[] = [];
  const seen = new Set<string>();
  const include = (object: ResourceObject) => {
    if (seen.has(`${object.type}:${object.id}`)) return;
    seen.add(`${object.type}:${object.id}`);
    included.push(object);
  };
  for (const [name, spec] of Object.entries(definition.relationships)) {
    const stored = profile.values[spec.key] as number | null | number[];
    relationships[name] = { data: relationshipData(spec, stored, terms, files) };
    if (!includes.includes(name)) continue;
    for (const id of Array.isArray(stored) ? stored : stored === null ? [] : [stored]) {
      const term = spec.target === 'term' ? terms.get(id) : undefined;
      const file = spec.target === 'file' ? files.get(id) : undefined;
      if (term) include(termResource(request, term));
      if (file) include(fileResource(request, file));
    }
  }
  if (includes.includes('uid') && owner) {
    include(
      resource(request, {
        type: 'user--user',
        id: owner.uuid,
        path: `/api/user/user/${owner.uuid}`,
        attributes: {
          drupal_internal__uid: owner.id,
          name: owner.name,
          mail: owner.mail,
          status: owner.status,
          created: rfc3339(owner.created),
          changed: rfc3339(owner.changed),
        },
      }),
    );
  }
  const attributes: Record<string, unknown> = {
    drupal_internal__nid: profile.nid,
    drupal_internal__vid: profile.nid,
    langcode: 'en',
    status: true,
    created: rfc3339(profile.created),
    changed: rfc3339(profile.changed),
    revision_timestamp: rfc3339(profile.changed),
  };
  for (const [name, spec] of Object.entries(definition.attributes)) {
    attributes[name] = spec.read(profile.values);
  }
  const data = resource(request, {
    type: definition.type,
    id: profile.uuid,
    path,
    attributes,
    relationships,
  });
  return { data, included };
}
