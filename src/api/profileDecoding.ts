/**
 * Decodes own-profile documents into plain objects: attributes as the contract names them, and
 * relationships resolved through `included` to files ({id, url, filename, filesize}) and terms
 * ({id, name}).
 */
import type { FileAttributes } from '@contract/files';
import type { JsonApiDocument, ResourceIdentifier, ResourceObject } from '@contract/jsonapi';
import {
  EMPLOYER_PROFILE_TYPE,
  type CandidateProfileAttributes,
  type EmployerProfileAttributes,
} from '@contract/profiles';
import { decodeIncluded, decodeResource, relatedOne, type Decoded } from './jsonapi';

/** A stored file, in the shape the upload fields take. */
export interface ProfileFile {
  id: string;
  url: string;
  filename?: string;
  filesize?: number;
}

/** A taxonomy term a profile points at; `name` is empty when it was not included. */
export interface ProfileTerm {
  id: string;
  type: string;
  name: string;
}

interface ProfileBase {
  id: string;
  type: string;
  selfHref: string | null;
  picture: ProfileFile | null;
}

export interface CandidateProfile extends ProfileBase {
  bundle: 'candidate_profile';
  attributes: CandidateProfileAttributes;
  country: ProfileTerm | null;
  cv: ProfileFile | null;
  technicalSkills: ProfileTerm[];
  personalSkills: ProfileTerm[];
}

export interface EmployerProfile extends ProfileBase {
  bundle: 'employer_profile';
  attributes: EmployerProfileAttributes;
  country: ProfileTerm | null;
}

export type OwnProfile = CandidateProfile | EmployerProfile;

/** The members a create or PATCH sends: attributes by field name, relationships as data. */
export interface ProfileChange {
  attributes: Record<string, unknown>;
  relationships?: Record<string, ResourceIdentifier | ResourceIdentifier[] | null>;
}

export function fileOf(
  doc: JsonApiDocument,
  identifier: ResourceIdentifier | null,
): ProfileFile | null {
  if (!identifier) return null;
  const file = decodeIncluded<FileAttributes>(doc, identifier);
  if (!file) return { id: identifier.id, url: '' };
  return { id: file.id, url: file.uri.url, filename: file.filename, filesize: file.filesize };
}

export function termOf(doc: JsonApiDocument, identifier: ResourceIdentifier): ProfileTerm {
  const term = decodeIncluded<{ name: string }>(doc, identifier);
  return { id: identifier.id, type: identifier.type, name: term?.name ?? '' };
}

export function termsOf(doc: JsonApiDocument, related: unknown): ProfileTerm[] {
  return Array.isArray(related)
    ? (related as ResourceIdentifier[]).map((item) => termOf(doc, item))
    : [];
}

const READ_ONLY = new Set([
  'id',
  'type',
  'selfHref',
  'relationships',
  'drupal_internal__nid',
  'drupal_internal__vid',
  'langcode',
  'status',
  'created',
  'changed',
  'revision_timestamp',
]);

function attributesOf<A>(decoded: Decoded<object>): A {
  return Object.fromEntries(Object.entries(decoded).filter(([name]) => !READ_ONLY.has(name))) as A;
}

/** Decodes one profile resource of `doc` (the primary data or its first item). */
export function decodeProfile(doc: JsonApiDocument, resource: ResourceObject): OwnProfile {
  const decoded = decodeResource(resource);
  const base = { id: decoded.id, type: decoded.type, selfHref: decoded.selfHref };
  const picture = fileOf(doc, relatedOne(decoded, 'field_profile_picture'));
  if (decoded.type === EMPLOYER_PROFILE_TYPE) {
    const country = relatedOne(decoded, 'field_country');
    return {
      ...base,
      bundle: 'employer_profile',
      attributes: attributesOf<EmployerProfileAttributes>(decoded),
      picture,
      country: country ? termOf(doc, country) : null,
    };
  }
  const country = relatedOne(decoded, 'field_candidate_country');
  return {
    ...base,
    bundle: 'candidate_profile',
    attributes: attributesOf<CandidateProfileAttributes>(decoded),
    picture,
    cv: fileOf(doc, relatedOne(decoded, 'field_curriculum_vitae')),
    country: country ? termOf(doc, country) : null,
    technicalSkills: termsOf(doc, decoded.relationships.field_technical_skills),
    personalSkills: termsOf(doc, decoded.relationships.field_personal_skills),
  };
}
