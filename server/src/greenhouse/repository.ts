import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { greenhouseIntegrations, type GreenhouseIntegrationRow } from '../db/organizationSchema';

export async function listIntegrations(
  db: Db,
  organizationNid: number,
): Promise<GreenhouseIntegrationRow[]> {
  return db
    .select()
    .from(greenhouseIntegrations)
    .where(eq(greenhouseIntegrations.organizationNid, organizationNid))
    .orderBy(asc(greenhouseIntegrations.id));
}

export async function countIntegrations(db: Db, organizationNid: number): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(greenhouseIntegrations)
    .where(eq(greenhouseIntegrations.organizationNid, organizationNid));
  return Number(rows[0]?.n ?? 0);
}

/** The integration `id` of organization `organizationNid`, or undefined (another's is unknown). */
export async function findIntegration(
  db: Db,
  organizationNid: number,
  id: number,
  options: { lock?: boolean } = {},
): Promise<GreenhouseIntegrationRow | undefined> {
  const query = db
    .select()
    .from(greenhouseIntegrations)
    .where(
      and(
        eq(greenhouseIntegrations.organizationNid, organizationNid),
        eq(greenhouseIntegrations.id, id),
      ),
    )
    .limit(1);
  const rows = options.lock ? await query.for('update') : await query;
  return rows[0];
}

export async function insertIntegration(
  db: Db,
  input: { organizationNid: number; boardToken: string; enabled: boolean },
  now: Date,
): Promise<GreenhouseIntegrationRow> {
  const [row] = await db
    .insert(greenhouseIntegrations)
    .values({ ...input, created: now, changed: now })
    .returning();
  return row;
}

export async function updateIntegration(
  db: Db,
  id: number,
  change: { boardToken?: string; enabled?: boolean },
  now: Date,
): Promise<GreenhouseIntegrationRow> {
  const [row] = await db
    .update(greenhouseIntegrations)
    .set({ ...change, changed: now })
    .where(eq(greenhouseIntegrations.id, id))
    .returning();
  return row;
}

export async function deleteIntegration(db: Db, id: number): Promise<void> {
  await db.delete(greenhouseIntegrations).where(eq(greenhouseIntegrations.id, id));
}

/**
 * Whether board `token` is switched on in an organization other than `organizationNid` (a board
 * feeds one organization; migration 023's index holds it under simultaneous requests too).
 */
export async function boardConnectedElsewhere(
  db: Db,
  token: string,
  organizationNid: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: greenhouseIntegrations.id })
    .from(greenhouseIntegrations)
    .where(
      and(
        eq(greenhouseIntegrations.enabled, true),
        ne(greenhouseIntegrations.organizationNid, organizationNid),
        sql`lower(${greenhouseIntegrations.boardToken}) = lower(${token})`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}
