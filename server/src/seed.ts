import { ROLE_IDS, type RoleId } from '@contract/auth';
import { count } from 'drizzle-orm';
import { hashPassword } from './auth/password';
import type { Db } from './db/connect';
import type { FileStore } from './files/fileStore';
import { seedDemoCandidates } from './candidates/demoCandidates';
import { seedDemoJobs } from './jobs/demoJobs';
import { seedDemoOrganization } from './organizations/demoOrganization';
import { seedDemoProfiles } from './profiles/demoProfiles';
import { users } from './db/schema';
import { createUser, DuplicateEmailError } from './accounts/userRepository';

/** The password of every demo account, printed at start when they are created. */
export const DEMO_PASSWORD = 'Matchboard2026!';

export const DEMO_ACCOUNTS: { mail: string; role: RoleId }[] = [
  { mail: 'candidate@matchboard.test', role: ROLE_IDS.candidate },
  { mail: 'employer@matchboard.test', role: ROLE_IDS.employer },
];

/** One step of the demo data; returns lines worth printing at start. */
export type Seeder = (db: Db, now: Date, store: FileStore) => Promise<string[]>;

const seedDemoAccounts: Seeder = async (db, now) => {
  const passHash = await hashPassword(DEMO_PASSWORD);
  for (const account of DEMO_ACCOUNTS) {
    try {
      await createUser(db, { mail: account.mail, passHash, roles: [account.role] }, now);
    } catch (error) {
      // Another process starting at the same moment seeded it first; that is the same result.
      if (!(error instanceof DuplicateEmailError)) throw error;
    }
  }
  return [
    'Demo accounts (confirmed):',
    ...DEMO_ACCOUNTS.map((account) => `  ${account.role.padEnd(10)} ${account.mail}`),
    `  password   ${DEMO_PASSWORD}`,
  ];
};

const demoProfiles: Seeder = (db, now) => {
  const mailOf = (role: RoleId) => DEMO_ACCOUNTS.find((account) => account.role === role)?.mail;
  return seedDemoProfiles(
    db,
    { candidate: mailOf(ROLE_IDS.candidate) ?? '', employer: mailOf(ROLE_IDS.employer) ?? '' },
    now,
  );
};

/**
 * Seeders in order; later issues append theirs. Reference terms are not demo data: the reference
 * routes seed them at every start (routes/reference.ts); the profile seeder seeds them first
 * too, because it runs before the app is built.
 */
const demoOrganization: Seeder = (db, now, store) => {
  const employer = DEMO_ACCOUNTS.find((account) => account.role === ROLE_IDS.employer);
  return seedDemoOrganization(db, store, employer?.mail ?? '', now);
};

const demoJobs: Seeder = (db, now) => {
  const employer = DEMO_ACCOUNTS.find((account) => account.role === ROLE_IDS.employer);
  return seedDemoJobs(db, employer?.mail ?? '', now);
};

const demoCandidates: Seeder = async (db, now, store) =>
  seedDemoCandidates(db, store, await hashPassword(DEMO_PASSWORD), now);

export const SEEDERS: Seeder[] = [
  seedDemoAccounts,
  demoProfiles,
  demoOrganization,
  demoJobs,
  demoCandidates,
];

/**
 * Fills an empty database with demo data. A database that already has users is left alone, so
 * restarting never duplicates or overwrites anything.
 *
 * @returns the lines to print, or null when nothing was seeded.
 */
export async function seedDemo(
  db: Db,
  store: FileStore,
  now: Date = new Date(),
): Promise<string[] | null> {
  const [{ value }] = await db.select({ value: count() }).from(users);
  if (value > 0) return null;
  const lines: string[] = [];
  for (const seeder of SEEDERS) lines.push(...(await seeder(db, now, store)));
  return lines;
}
