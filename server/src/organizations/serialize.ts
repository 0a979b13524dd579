import type { FastifyRequest } from 'fastify';
import type { Relationship, ResourceIdentifier, ResourceObject } from '@contract/jsonapi';
import {
  ORGANIZATION_BUNDLE,
  ORGANIZATION_INCLUDES,
  ORGANIZATION_TYPE,
} from '@contract/organizations';
import type { Db } from '../db/connect';
import { findFilesByFids } from '../files/repository';
import type { OrganizationRow } from '../db/organizationSchema';
import type { FileRow, TermRow } from '../db/profileSchema';
import { findTermsByTids } from '../reference/termRepository';
import { badRequest } from '../http/errors';
import { resource, rfc3339 } from '../jsonapi/document';
import { fileResource } from '../files/fileResource';
import { termResource, termType } from '../reference/termResource';
import { MEMBER_ATTRIBUTES, PUBLIC_ATTRIBUTES } from './attributes';
import { IMAGE_RELATIONSHIPS, TERM_RELATIONSHIPS } from './relationships';
import { valuesOf } from './repository';

/** The include paths asked for; 400 for a path that is not a relationship of organizations. */
export function parseOrganizationIncludes(raw: unknown): string[] {
  if (raw === undefined || raw === '') return [];
  if (typeof raw !== 'string') throw badRequest('include must be given once.');
  const paths = [...new Set(raw.split(',').map((path) => path.trim()))];
  for (const path of paths) {
    if (!(ORGANIZATION_INCLUDES as readonly string[]).includes(path))
      throw badRequest(`include: "${path}" is not a relationship of ${ORGANIZATION_BUNDLE}.`);
  }
  return paths;
}

const asList = (value: unknown): number[] =>
  ([] as unknown[]).concat(value ?? []).filter((id): id is number => typeof id === 'number');

/** What the serializer needs to know about several organizations, fetched in two queries. */
export interface Lookups {
  terms: Map<number, TermRow>;
  files: Map<number, FileRow>;
}

export async function lookupsFor(db: Db, rows: readonly OrganizationRow[]): Promise<Lookups> {
  const tids = rows.flatMap((row) => [
    ...row.technicalSkillTids,
    ...row.benefitTids,
    ...row.industryTids,
    ...asList(row.hiringLocationTid),
  ]);
  const fids = rows.flatMap((row) => [
    ...asList(row.logoFid),
    ...asList(row.backgroundFid),
    ...row.cultureImageFids,
  ]);
  return {
    terms: new Map((await findTermsByTids(db, tids)).map((term) => [term.tid, term])),
    files: new Map((await findFilesByFids(db, fids)).map((file) => [file.fid, file])),
  };
}

/**
 * An organization as a JSON:API resource plus the resources its include paths name. Members
 * get the member-only attributes (contact email, billing, candidate-database date); everyone
 * else gets the public profile only: those members are absent, not null.
 */
export function serializeOrganization(
  request: FastifyRequest,
  row: OrganizationRow,
  lookups: Lookups,
  options: { member: boolean; includes: readonly string[] },
): { data: ResourceObject; included: ResourceObject[] } {
  const values = valuesOf(row);
  const attributes: Record<string, unknown> = {
    drupal_internal__nid: row.nid,
    langcode: 'en',
    status: row.status,
    created: rfc3339(row.created),
    changed: rfc3339(row.changed),
  };
  for (const [name, spec] of Object.entries(PUBLIC_ATTRIBUTES)) {
    attributes[name] = spec.read(values);
  }
  if (options.member) {
    for (const [name, spec] of Object.entries(MEMBER_ATTRIBUTES)) {
      attributes[name] = spec.read(values);
    }
    attributes.field_candidate_database_date_ro = row.candidateDatabaseDate
      ? Math.floor(row.candidateDatabaseDate.getTime() / 1000)
      : null;
  }
  const relationships: Record<string, Relationship> = {};
  const included: ResourceObject[] = [];
  const seen = new Set<string>();
  const include = (object: ResourceObject) => {
    const key = `${object.type}:${object.id}`;
    if (!seen.has(key)) {
      seen.add(key);
      included.push(object);
    }
  };
  for (const [name, spec] of Object.entries(TERM_RELATIONSHIPS)) {
    const terms = asList(values[spec.key]).flatMap((tid) => lookups.terms.get(tid) ?? []);
    const ids: ResourceIdentifier[] = terms.map((term) => ({
      type: termType(term.vocabulary),
      id: term.uuid,
    }));
    relationships[name] = { data: spec.many ? ids : (ids[0] ?? null) };
    if (options.includes.includes(name))
      terms.forEach((term) => include(termResource(request, term)));
  }
  for (const [name, spec] of Object.entries(IMAGE_RELATIONSHIPS)) {
    const images = asList(values[spec.key]).flatMap((fid) => lookups.files.get(fid) ?? []);
    const ids: ResourceIdentifier[] = images.map((file) => ({ type: 'file--file', id: file.uuid }));
    relationships[name] = { data: spec.many ? ids : (ids[0] ?? null) };
    if (options.includes.includes(name))
      images.forEach((file) => include(fileResource(request, file)));
  }
  const data = resource(request, {
    type: ORGANIZATION_TYPE,
    id: row.uuid,
    path: `/api/node/${ORGANIZATION_BUNDLE}/${row.uuid}`,
    attributes,
    relationships,
  });
  return { data, included };
}

/** A signed URL of file `fid`, or null when the organization shows none. */
export function fileUrl(
  request: FastifyRequest,
  lookups: Lookups,
  fid: number | null,
): string | null {
  const file = fid === null ? undefined : lookups.files.get(fid);
  return file ? request.server.deps.fileUrls.url(file) : null;
}
