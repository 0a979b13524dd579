import { MAX_CULTURE_IMAGES } from '@contract/organizations';
import type { ResourceIdentifier } from '@contract/jsonapi';
import type { Db } from '../db/connect';
import { findFileByUuid } from '../files/repository';
import type { FileRow } from '../db/profileSchema';
import type { MemberRule } from '../jsonapi/parse';
import {
  manyTerms,
  oneFile,
  oneTerm,
  relationshipRule,
  resolveRelationship,
  type RelationshipSpec,
} from '../profiles/relationships';
import type { OrganizationValues } from './attributes';

/** The term relationships of an organization. */
export const TERM_RELATIONSHIPS: Record<string, RelationshipSpec> = {
  field_technical_skills: manyTerms('technical_skills', 'technicalSkillTids'),
  field_benefits: manyTerms('benefits', 'benefitTids'),
  field_industry: manyTerms('industry', 'industryTids'),
  field_hiring_location: oneTerm('country', 'hiringLocationTid'),
};

/** The image relationships and where the organization keeps them. */
export const IMAGE_RELATIONSHIPS = {
  field_logo: { key: 'logoFid', many: false },
  field_page_title_background: { key: 'backgroundFid', many: false },
  field_culture_images: { key: 'cultureImageFids', many: true },
} as const;

const singleImage = relationshipRule(oneFile('image', ''));

/** The shape rules of every relationship (identifiers of the right type, no repeats). */
export const RELATIONSHIP_RULES: Record<string, MemberRule> = {
  ...Object.fromEntries(
    Object.entries(TERM_RELATIONSHIPS).map(([name, spec]) => [name, relationshipRule(spec)]),
  ),
  field_logo: singleImage,
  field_page_title_background: singleImage,
  // relationshipRule only knows single file relationships: culture images are checked as a list.
  field_culture_images: cultureImagesRule,
};

function cultureImagesRule(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || !('data' in value))
    return 'must be an object with "data".';
  const { data } = value as { data: unknown };
  if (!Array.isArray(data)) return 'data must be an array.';
  if (data.length > MAX_CULTURE_IMAGES) return `must hold at most ${MAX_CULTURE_IMAGES} images.`;
  for (const item of data) {
    const problem = singleImage({ data: item });
    if (problem) return problem;
  }
  const ids = data.map((item) => String((item as ResourceIdentifier).id).toLowerCase());
  return new Set(ids).size === ids.length ? null : 'the same resource must not repeat.';
}

/**
 * Resolves the files a relationship names. A file may be attached when the caller uploaded it
 * and nothing references it yet (a fresh upload), or when this organization already shows it
 * (another admin's earlier upload). Anything else reads as missing, so ids reveal nothing.
 */
export async function resolveImages(
  db: Db,
  uid: number,
  current: OrganizationValues | undefined,
  name: keyof typeof IMAGE_RELATIONSHIPS,
  value: unknown,
): Promise<{ value: number | null | number[] } | { problem: string }> {
  const { key, many } = IMAGE_RELATIONSHIPS[name];
  const data = (value as { data: ResourceIdentifier | ResourceIdentifier[] | null }).data;
  if (data === null) return { value: null };
  const items = Array.isArray(data) ? data : [data];
  const attached = new Set<number>(
    ([] as unknown[])
      .concat(current?.[key] ?? [])
      .filter((fid): fid is number => typeof fid === 'number'),
  );
  if (current) {
    for (const other of Object.values(IMAGE_RELATIONSHIPS)) {
      for (const fid of ([] as unknown[]).concat(current[other.key] ?? []))
        if (typeof fid === 'number') attached.add(fid);
    }
  }
  const fids: number[] = [];
  for (const item of items) {
    const file: FileRow | undefined = await findFileByUuid(db, item.id.toLowerCase());
    const usable =
      file &&
      file.kind === 'image' &&
      (attached.has(file.fid) || (file.uid === uid && !file.status));
    if (!usable) return { problem: 'the file does not exist or is not yours.' };
    fids.push(file.fid);
  }
  return { value: many ? fids : fids[0] };
}

export async function resolveTerms(
  db: Db,
  uid: number,
  name: string,
  value: unknown,
): Promise<{ value: number | null | number[] } | { problem: string }> {
  return resolveRelationship(db, uid, TERM_RELATIONSHIPS[name], value);
}
