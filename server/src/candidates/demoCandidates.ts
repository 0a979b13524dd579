import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { ROLE_IDS } from '@contract/auth';
import {
  createUser,
  DuplicateEmailError,
  findUserByMail,
  updateUser,
} from '../accounts/userRepository';
import type { Db } from '../db/connect';
import { candidateProfiles } from '../db/profileSchema';
import type { FileStore } from '../files/fileStore';
import { insertFile, setFilesStatus } from '../files/repository';
import { demoLogo } from '../organizations/demoImages';
import {
  emptyOrganizationValues,
  insertOrganization,
  syncOrganizationFiles,
} from '../organizations/repository';
import { insertCandidateProfile } from '../profiles/candidateRepository';
import { giveDemoEmployerProfile } from '../profiles/demoProfiles';
import { demoCvPdf } from './demoCv';
import { refreshCandidateSearch } from '../db/searchIndex';
import { DEMO_CANDIDATES } from './demoCandidateData';
import { termTids } from '../reference/termRepository';

/** The employer whose organization has demo access only (no candidate-database date). */
export const TRIAL_EMPLOYER = 'trial-employer@matchboard.test';

const MONTH_MS = 30 * 24 * 60 * 60 * 1000;

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[^\p{L}\p{N}]+/gu, '.')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Stores a demo CV of `uid` and returns its file id. */
async function seedCv(
  db: Db,
  store: FileStore,
  uid: number,
  about: { first: string; last: string; role: string; city: string; skills: string[] },
  now: Date,
): Promise<number> {
  const name = `${about.first} ${about.last}`;
  const stored = await store.save(demoCvPdf({ ...about, name }), 'pdf');
  const file = await insertFile(
    db,
    {
      uuid: randomUUID(),
      uid,
      kind: 'pdf',
      filename: `${slug(about.first)}-${slug(about.last)}-cv.pdf`,
      filemime: 'application/pdf',
      filesize: stored.size,
      storageKey: stored.key,
      storedOn: stored.holder,
    },
    now,
  );
  return file.fid;
}

/**
 * Fills the candidate database a newcomer searches: two dozen candidates with accounts (the demo
 * password), varied skills, places, experience and privacy choices, made over the last two
 * years; and a trial employer whose organization has demo access only, to see the blurred
 * search and the upgrade prompt. Accounts that exist already are left alone.
 *
 * @returns lines worth printing at start.
 */
export async function seedDemoCandidates(
  db: Db,
  store: FileStore,
  passHash: string,
  now: Date,
): Promise<string[]> {
  const level = 'advanced';
  let made = 0;
  for (const [i, candidate] of DEMO_CANDIDATES.entries()) {
    const { first, last, role, city, state, country, experience, skills, source } = candidate;
    const { initialsOnly: initials, optedIn: open, monthsAgo: age } = candidate;
    const mail = `${slug(first)}.${slug(last)}@candidates.matchboard.test`;
    let user;
    try {
      user = await createUser(db, { mail, passHash, roles: [ROLE_IDS.candidate] }, now);
    } catch (error) {
      if (error instanceof DuplicateEmailError) continue;
      throw error;
    }
    const technical = await termTids(db, 'technical_skills', skills, { skipMissing: true });
    // Every third candidate has a CV, so the "CV uploaded" filter finds some.
    const cv =
      i % 3 === 0
        ? await seedCv(db, store, user.id, { first, last, role, city, skills }, now)
        : null;
    const profile = await insertCandidateProfile(
      db,
      {
        uuid: randomUUID(),
        uid: user.id,
        values: {
          title: `${first} ${last}`,
          contactEmail: mail,
          firstName: first,
          lastName: last,
          phoneNumber: `+1 555 01${String(i).padStart(2, '0')}`,
          shortBio: `<p>${role} in ${city}. ${skills.slice(0, 3).join(', ')}.</p>`,
          cityText: city,
          state,
          countryTid: (await termTids(db, 'country', [country], { skipMissing: true }))[0] ?? null,
          pictureFid: null,
          cvFid: cv,
          thirdPartyCommunications: open ? '1' : '0',
          nameVisibleToCompanies: initials ? '0' : '1',
          linkedinProfile: { uri: `https://www.linkedin.com/in/${slug(first)}-${slug(last)}-demo` },
          githubProfile: null,
          twitterProfile: null,
          portfolioLink: null,
          languages: ['en'],
          languageProficiencies: ['C1'],
          professionalExperience: experience,
          currentRole: role,
          rolesInterested: [],
          remoteWork: 'hybrid',
          lookingForOpportunities: ['full_time'],
          visaSponsorshipRequired: ['no'],
          salaryFrom: null,
          salaryTo: null,
          currency: 'USD',
          involvingInterest: 'open_to_offers',
        },
        skills: {
          technical: technical.map((tid) => ({ tid, level })),
          personal: [],
        },
      },
      now,
    );
    if (cv !== null) await setFilesStatus(db, user.id, [cv], true, now);
    const created = new Date(now.getTime() - age * MONTH_MS - i * 3_600_000);
    const [sourceTid] = await termTids(db, 'candidate_source', [source], { skipMissing: true });
    await db
      .update(candidateProfiles)
      .set({ created })
      .where(eq(candidateProfiles.nid, profile.row.nid));
    if (sourceTid !== undefined)
      await db.execute(
        sql`UPDATE candidate_profiles SET source_tid = ${sourceTid} WHERE nid = ${profile.row.nid}`,
      );
    await refreshCandidateSearch(db, profile.row.nid);
    await updateUser(
      db,
      user.id,
      { profileType: 'node--candidate_profile', profileUuid: profile.row.uuid },
      now,
    );
    made += 1;
  }
  const trial = await seedTrialEmployer(db, store, passHash, now);
  return [
    `Demo candidates: ${made} more profiles (accounts *@candidates.matchboard.test, same password)`,
    ...trial,
  ];
}

async function seedTrialEmployer(
  db: Db,
  store: FileStore,
  passHash: string,
  now: Date,
): Promise<string[]> {
  if (await findUserByMail(db, TRIAL_EMPLOYER)) return [];
  const user = await createUser(
    db,
    { mail: TRIAL_EMPLOYER, passHash, roles: [ROLE_IDS.employer] },
    now,
  );
  const [germany] = await termTids(db, 'country', ['Germany'], { skipMissing: true });
  await giveDemoEmployerProfile(
    db,
    user,
    {
      firstName: 'Mary',
      lastName: 'Jackson',
      companyName: 'Trial Robotics GmbH',
      phoneNumber: '+49 30 7654321',
      roleAtCompany: 'Recruiter',
    },
    now,
  );
  const stored = await store.save(demoLogo(), 'png');
  const logo = await insertFile(
    db,
    {
      uuid: randomUUID(),
      uid: user.id,
      kind: 'image',
      filename: 'trial-robotics-logo.png',
      filemime: 'image/png',
      filesize: stored.size,
      storageKey: stored.key,
      storedOn: stored.holder,
    },
    now,
  );
  const values = {
    ...emptyOrganizationValues(),
    title: 'Trial Robotics GmbH',
    contactEmail: TRIAL_EMPLOYER,
    companyDescription:
      '<p>Trial Robotics builds warehouse robots for mid-sized retailers: small fleets that learn a new store layout in a day.</p>',
    logoFid: logo.fid,
    hiringLocationTid: germany ?? null,
  };
  await insertOrganization(
    db,
    {
      uuid: randomUUID(),
      userId: user.id,
      values,
      owner: { firstName: 'Mary', lastName: 'Jackson', companyPosition: 4 },
    },
    now,
  );
  await syncOrganizationFiles(db, [], [logo.fid], now);
  return [`Demo access (no candidate database): ${TRIAL_EMPLOYER}, same password`];
}
