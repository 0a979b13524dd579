import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { profilesIndex } from '../db/schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** JSON:API types a user's profile reference may point at. */
export const PROFILE_TYPES = ['node--candidate_profile', 'node--employer_profile'] as const;
export type ProfileType = (typeof PROFILE_TYPES)[number];

/**
 * Whether the profile node `uuid` of JSON:API type `type` exists and belongs to user `userId`.
 * Reads profiles_index, which every profile table keeps up to date.
 */
export async function profileBelongsTo(
  db: Db,
  type: ProfileType,
  uuid: string,
  userId: number,
): Promise<boolean> {
  if (!UUID.test(uuid)) return false;
  const bundle = type.slice('node--'.length);
  const rows = await db
    .select({ uid: profilesIndex.uid })
    .from(profilesIndex)
    .where(and(eq(profilesIndex.uuid, uuid), eq(profilesIndex.bundle, bundle)))
    .limit(1);
  return rows[0]?.uid === userId;
}
