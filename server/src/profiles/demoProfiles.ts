import { randomUUID } from 'node:crypto';
import { insertCandidateProfile } from './candidateRepository';
import type { Db } from '../db/connect';
import { insertEmployerProfile } from './employerRepository';
import { findUserByMail, updateUser } from '../accounts/userRepository';
import { seedReferenceTerms, termTid, termTids } from '../reference/termRepository';

/**
 * Gives the demo candidate and employer complete profiles linked to their accounts, so both
 * land in the signed-in shell instead of a wizard. Accounts that already have a profile are
 * left alone.
 *
 * @returns lines worth printing at start.
 */
export async function seedDemoProfiles(
  db: Db,
  accounts: { candidate: string; employer: string },
  now: Date,
): Promise<string[]> {
  await seedReferenceTerms(db);
  const candidate = await findUserByMail(db, accounts.candidate);
  if (candidate && !candidate.profileUuid) {
    const profile = await insertCandidateProfile(
      db,
      {
        uuid: randomUUID(),
        uid: candidate.id,
        values: {
          title: 'Ada Lovelace',
          contactEmail: candidate.mail,
          firstName: 'Ada',
          lastName: 'Lovelace',
          phoneNumber: '+44 20 7946 0018',
          shortBio:
            '<p>Data engineer who loves <strong>clean pipelines</strong> and clear documentation.</p>',
          cityText: 'London',
          state: 'England',
          countryTid: await termTid(db, 'country', 'United Kingdom'),
          pictureFid: null,
          cvFid: null,
          thirdPartyCommunications: '1',
          nameVisibleToCompanies: '1',
          linkedinProfile: { uri: 'https://www.linkedin.com/in/ada-lovelace-demo' },
          githubProfile: { uri: 'https://github.com/ada-lovelace-demo' },
          twitterProfile: null,
          portfolioLink: null,
          languages: ['en', 'fr'],
          languageProficiencies: ['native', 'B2'],
          professionalExperience: '5-10',
          currentRole: 'Senior Data Engineer',
          rolesInterested: ['data_engineer', 'backend_engineer'],
          remoteWork: 'hybrid',
          lookingForOpportunities: ['full_time'],
          visaSponsorshipRequired: ['no'],
          salaryFrom: 70000,
          salaryTo: 90000,
          currency: 'GBP',
          involvingInterest: 'open_to_offers',
        },
        skills: {
          technical: [
            { tid: await termTid(db, 'technical_skills', 'Python'), level: 'expert' },
            { tid: await termTid(db, 'technical_skills', 'SQL'), level: 'advanced' },
          ],
          personal: [
            { tid: await termTid(db, 'personal_skills', 'Communication'), level: 'advanced' },
          ],
        },
      },
      now,
    );
    await updateUser(
      db,
      candidate.id,
      { profileType: 'node--candidate_profile', profileUuid: profile.row.uuid },
      now,
    );
  }
  const employer = await findUserByMail(db, accounts.employer);
  if (employer && !employer.profileUuid) {
    await giveDemoEmployerProfile(
      db,
      employer,
      {
        firstName: 'Grace',
        lastName: 'Hopper',
        companyName: 'Matchboard Demo GmbH',
        phoneNumber: '+49 30 1234567',
        roleAtCompany: 'Head of Engineering',
      },
      now,
    );
  }
  return ['Demo profiles: Ada Lovelace (candidate), Grace Hopper (employer)'];
}

/**
 * Gives a demo employer account a complete profile (the company's owner, in Germany) and points
 * the account at it.
 */
export async function giveDemoEmployerProfile(
  db: Db,
  user: { id: number; mail: string },
  person: {
    firstName: string;
    lastName: string;
    companyName: string;
    phoneNumber: string;
    roleAtCompany: string;
  },
  now: Date,
): Promise<void> {
  const [germany] = await termTids(db, 'country', ['Germany'], { skipMissing: true });
  const values = {
    ...person,
    title: `${person.firstName} ${person.lastName}`,
    contactEmail: user.mail,
    companyPosition: 4,
    countryTid: germany ?? null,
    pictureFid: null,
  };
  const row = await insertEmployerProfile(db, { uuid: randomUUID(), uid: user.id, values }, now);
  const link = { profileType: 'node--employer_profile', profileUuid: row.uuid } as const;
  await updateUser(db, user.id, link, now);
}
