import { eq } from 'drizzle-orm';
import type { Db } from './connect';
import { settings } from './schema';

/**
 * The stored value of setting `name`, storing `candidate` first when there is none. The insert
 * ignores a conflict and the value is read back afterwards, so processes that start together all
 * end up with the value of whichever inserted first.
 */
export async function settingOrInsert(db: Db, name: string, candidate: string): Promise<string> {
  await db.insert(settings).values({ name, value: candidate }).onConflictDoNothing();
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.name, name))
    .limit(1);
  return row.value;
}
