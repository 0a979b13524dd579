import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { insertFile } from '../files/repository';
import { organizations } from '../db/organizationSchema';
import { findEmployerProfileByUid } from '../profiles/employerRepository';
import { findUserByMail } from '../accounts/userRepository';
import type { FileStore } from '../files/fileStore';
import { demoBackground, demoCultureImage, demoLogo } from './demoImages';
import { emptyOrganizationValues, insertOrganization, syncOrganizationFiles } from './repository';
import { termTid, termTids } from '../reference/termRepository';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Gives the demo employer a complete organization (logo, title background, culture images,
 * colour, rich texts, full candidate-database access for a year), so a newcomer sees the whole
 * employer side at once. Runs after the demo profiles; an employer who already belongs to an
 * organization is left alone.
 *
 * @returns lines worth printing at start.
 */
export async function seedDemoOrganization(
  db: Db,
  store: FileStore,
  employerMail: string,
  now: Date,
): Promise<string[]> {
  const employer = await findUserByMail(db, employerMail);
  if (!employer) return [];
  const image = async (bytes: Buffer, filename: string) => {
    const stored = await store.save(bytes, 'png');
    const row = await insertFile(
      db,
      {
        uuid: randomUUID(),
        uid: employer.id,
        kind: 'image',
        filename,
        filemime: 'image/png',
        filesize: stored.size,
        storageKey: stored.key,
        storedOn: stored.holder,
      },
      now,
    );
    return row.fid;
  };
  const profile = await findEmployerProfileByUid(db, employer.id);
  const values = {
    ...emptyOrganizationValues(),
    title: 'Matchboard Demo GmbH',
    colorPicker: '#6a1b9a',
    contactEmail: 'jobs@matchboard.test',
    hiresNeeded: 4,
    phoneNumber: '+49 30 901820',
    websiteUrl: { uri: 'https://matchboard.example' },
    linkedinProfile: { uri: 'https://www.linkedin.com/company/matchboard-demo' },
    video: [{ input: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', video_id: 'dQw4w9WgXcQ' }],
    companySize: '51-200',
    currency: 'EUR',
    companyDescription:
      '<p>Matchboard Demo builds hiring tools that help women in tech find teams where they thrive. We are a product company of engineers, designers and recruiters working from Berlin and remotely across Europe.</p><p>We ship small, measure honestly and share what we learn.</p>',
    whatMakesUnique:
      '<p>Transparent salary bands, a four-day week option and a <strong>mentoring programme</strong> for every new hire.</p>',
    techChallenges:
      '<p>Search over hundreds of thousands of profiles with strict privacy rules, fast pages on slow phones, and accessible interfaces for everyone.</p>',
    videoText: '<p>Meet the team in two minutes.</p>',
    cultureDescription:
      '<p>We pair often, write things down and leave on time. Quarterly offsites bring everyone together.</p>',
    logoFid: await image(demoLogo(), 'matchboard-demo-logo.png'),
    backgroundFid: await image(demoBackground(), 'matchboard-demo-background.png'),
    cultureImageFids: [
      await image(demoCultureImage(0), 'team-offsite.png'),
      await image(demoCultureImage(1), 'pairing.png'),
    ],
    technicalSkillTids: await termTids(db, 'technical_skills', ['TypeScript', 'Python', 'SQL']),
    benefitTids: await termTids(db, 'benefits', [
      'Flexible working hours',
      'Remote work',
      'Learning budget',
    ]),
    industryTids: await termTids(db, 'industry', ['Software']),
    hiringLocationTid: await termTid(db, 'country', 'Germany'),
    billingFirstName: 'Grace',
    billingLastName: 'Hopper',
    billingEmail: 'billing@matchboard.test',
    companyDataCompany: 'Matchboard Demo GmbH',
    companyDataCity: 'Berlin',
    companyDataCountry: 'Germany',
  };
  const created = await insertOrganization(
    db,
    {
      uuid: randomUUID(),
      userId: employer.id,
      values,
      owner: {
        firstName: profile?.firstName ?? 'Grace',
        lastName: profile?.lastName ?? 'Hopper',
        companyPosition: profile?.companyPosition ?? null,
      },
    },
    now,
  );
  await db
    .update(organizations)
    .set({ candidateDatabaseDate: new Date(now.getTime() + YEAR_MS) })
    .where(eq(organizations.nid, created.nid));
  await syncOrganizationFiles(
    db,
    [],
    [values.logoFid, values.backgroundFid, ...values.cultureImageFids],
    now,
  );
  return [`Demo organization: ${values.title}, owned by ${employerMail}`];
}
