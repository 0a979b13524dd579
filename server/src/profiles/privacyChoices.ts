import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/connect';

/** The privacy choices a candidate makes on her profile, by their column. */
export const PRIVACY_CHOICES = {
  third_party_communications: 'thirdPartyCommunications',
  name_visible_to_companies: 'nameVisibleToCompanies',
} as const;

export type PrivacyChoice = keyof typeof PRIVACY_CHOICES;
type ChoiceValues = Partial<Record<(typeof PRIVACY_CHOICES)[PrivacyChoice], string | null>>;

/**
 * Records each privacy choice in `after` that differs from `before` (null before: a new
 * profile), so her export can say what she chose and when.
 */
export async function recordPrivacyChoices(
  db: Db,
  uid: number,
  before: ChoiceValues | null,
  after: ChoiceValues,
  now: Date,
): Promise<void> {
  for (const [choice, key] of Object.entries(PRIVACY_CHOICES)) {
    const value = after[key];
    if (value === undefined || (before !== null && before[key] === value)) continue;
    if (before === null && value === null) continue;
    await db.execute(sql`INSERT INTO privacy_choices (uid, choice, value, chosen_at)
      VALUES (${uid}, ${choice}, ${value}, ${now.toISOString()}::timestamptz)`);
  }
}

export interface PrivacyChoiceRecord {
  choice: PrivacyChoice;
  value: string | null;
  chosen_at: string;
}

/** Her choices, oldest first. */
export async function privacyChoicesOf(db: Db, uid: number): Promise<PrivacyChoiceRecord[]> {
  const rows = await queryRows<{
    choice: PrivacyChoice;
    value: string | null;
    chosen_at: Date | string;
  }>(
    db,
    sql`SELECT choice, value, chosen_at FROM privacy_choices WHERE uid = ${uid}
      ORDER BY chosen_at, id`,
  );
  return rows.map((row) => ({
    choice: row.choice,
    value: row.value,
    chosen_at: new Date(row.chosen_at).toISOString(),
  }));
}
