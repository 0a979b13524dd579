/**
 * Demo access learns nothing it hides (issue: an employer with demo access recovered hidden
 * minimum salaries by probing a matching list with jobs of different pay). For random jobs and
 * random changes to what demo access hides of a candidate, the demo's matching list — its order,
 * every score and every reason — stays byte-identical, through the API and on the SQL path.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { matchingCandidatesPath } from '@contract/matching/api';
import type { MatchJob } from '@contract/matching/score';
import { rankCandidatesForJob } from '../../src/matching/candidateMatches';
import { buildTestApp, type TestApp } from '../helpers';
import { createCandidate, getAs, type TestCandidate } from '../candidates/fixtures';
import { tidOf } from '../jobs/fixtures';
import { fullAndDemoOrganizations, type OrganizationWithJob } from './fixtures';

let t: TestApp;
let demo: OrganizationWithJob;
let full: OrganizationWithJob;
const people: TestCandidate[] = [];
let skillTids: number[] = [];
let countryTids: number[] = [];

before(async () => {
  t = await buildTestApp();
  ({ full, demo } = await fullAndDemoOrganizations(t));
  skillTids = [await tidOf(t, 'technical_skills', 'TypeScript')];
  countryTids = [await tidOf(t, 'country', 'Germany'), await tidOf(t, 'country', 'France')];
  const wishes = ['remote', 'hybrid', 'no', 'any', 'hybrid', 'remote'];
  for (const [index, first] of ['Ada', 'Grace', 'Hedy', 'Radia', 'Joan', 'Katherine'].entries()) {
    people.push(
      await createCandidate(t, {
        first,
        last: `Probe${index}`,
        open: index % 2 === 0 ? '1' : '0',
        visible: index % 3 === 0 ? '0' : '1',
        skills: index % 2 === 0 ? ['TypeScript', 'React'] : ['TypeScript', 'Python'],
        country: index % 3 === 2 ? 'France' : 'Germany',
        attributes: {
          field_remote_work: wishes[index],
          field_desired_annual_salary: { from: 50_000 + index * 7_000, to: 90_000 },
          field_currency: 'EUR',
        },
      }),
    );
  }
});

/** What an employer's job may be: its pay moved around her hidden minimum, and its setting. */
const jobFacts = fc.record({
  salaryFrom: fc.option(fc.integer({ min: 0, max: 120_000 }), { nil: null }),
  span: fc.integer({ min: 0, max: 40_000 }),
  currency: fc.constantFrom('EUR', 'USD'),
  remote: fc.constantFrom('remote', 'hybrid', 'no'),
  country: fc.constantFrom(0, 1),
});

type JobFacts = typeof jobFacts extends fc.Arbitrary<infer T> ? T : never;

/** A change to what demo access hides of one candidate. */
const hiddenChange = fc.record({
  who: fc.integer({ min: 0, max: 5 }),
  salaryFrom: fc.option(fc.integer({ min: 0, max: 200_000 }), { nil: null }),
  salaryTo: fc.option(fc.integer({ min: 0, max: 200_000 }), { nil: null }),
  currency: fc.constantFrom('EUR', 'USD', 'GBP'),
  // Demo access shows initials: what follows the first letter is hidden.
  firstName: fc.constantFrom('da', 'elda', 'ary Ann', 'émilie'),
  lastName: fc.constantFrom('ovelace', 'ardvark', 'z'),
  email: fc.constantFrom('a@example.test', 'zz@example.test', null),
  phone: fc.constantFrom('+49 30 1', '+33 1 99', null),
  bio: fc.constantFrom('<p>Short.</p>', '<p>A much longer biography.</p>', null),
  linkedin: fc.constantFrom(null, { uri: 'https://www.linkedin.com/in/somebody', title: '' }),
  nameVisible: fc.constantFrom('0', '1'),
  thirdParty: fc.constantFrom('0', '1'),
});

type HiddenChange = typeof hiddenChange extends fc.Arbitrary<infer T> ? T : never;

async function setJob(nid: number, facts: JobFacts): Promise<MatchJob> {
  const to = facts.salaryFrom === null ? null : facts.salaryFrom + facts.span;
  await t.database.db.execute(sql`UPDATE jobs SET salary_from = ${facts.salaryFrom},
      salary_to = ${to}, currency = ${facts.currency}, remote_job = ${facts.remote},
      country_tid = ${countryTids[facts.country]} WHERE nid = ${nid}`);
  return {
    skills: skillTids,
    experience: null,
    employmentType: null,
    remote: facts.remote,
    countryTid: countryTids[facts.country],
    city: null,
    salary: to === null ? null : { from: facts.salaryFrom, to, currency: facts.currency },
  };
}

async function change(c: HiddenChange): Promise<void> {
  const [from, to] =
    c.salaryFrom !== null && c.salaryTo !== null && c.salaryFrom > c.salaryTo
      ? [c.salaryTo, c.salaryFrom]
      : [c.salaryFrom, c.salaryTo];
  await t.database.db.execute(sql`UPDATE candidate_profiles SET salary_from = ${from},
      salary_to = ${to}, currency = ${c.currency},
      first_name = ${people[c.who].first[0] + c.firstName},
      last_name = ${people[c.who].last[0] + c.lastName}, contact_email = ${c.email}, phone_number = ${c.phone},
      short_bio = ${c.bio}, linkedin_profile = ${c.linkedin === null ? null : JSON.stringify(c.linkedin)}::jsonb,
      name_visible_to_companies = ${c.nameVisible}, third_party_communications = ${c.thirdParty}
    WHERE nid = ${people[c.who].nid}`);
}

const demoList = async () => {
  const response = await getAs(
    t,
    demo.owner,
    `${matchingCandidatesPath(demo.nid, demo.job.nid)}?_format=json`,
  );
  assert.equal(response.status, 200, response.raw);
  return response.raw;
};

describe('demo access and the matching list', () => {
  it('answers byte for byte the same whatever a candidate’s hidden facts are (API and SQL)', async () => {
    const demoViewer = {
      organizationNid: demo.nid,
      organizationTitle: 'Demo Org',
      userId: 0,
      demo: true,
    };
    await fc.assert(
      fc.asyncProperty(
        jobFacts,
        fc.array(hiddenChange, { minLength: 1, maxLength: 3 }),
        async (job, changes) => {
          const facts = await setJob(demo.job.nid, job);
          const before = await demoList();
          const sqlBefore = await rankCandidatesForJob(
            t.database.db,
            facts,
            demoViewer,
            0,
            t.clock.now(),
          );
          for (const c of changes) await change(c);
          assert.equal(await demoList(), before);
          const sqlAfter = await rankCandidatesForJob(
            t.database.db,
            facts,
            demoViewer,
            0,
            t.clock.now(),
          );
          assert.deepEqual(
            sqlAfter.map(({ record, score }) => [record.nid, score]),
            sqlBefore.map(({ record, score }) => [record.nid, score]),
          );
        },
      ),
      { numRuns: 25, seed: 42 },
    );
  });

  it('says in the demo view that pay is left out, while full access compares it', async () => {
    const pay: JobFacts = {
      salaryFrom: 60_000,
      span: 10_000,
      currency: 'EUR',
      remote: 'hybrid',
      country: 0,
    };
    await setJob(demo.job.nid, pay);
    await setJob(full.job.nid, pay);
    await t.database.db.execute(sql`UPDATE candidate_profiles SET salary_from = 65000,
        salary_to = 90000, currency = 'EUR' WHERE nid = ${people[0].nid}`);
    const demoRows = JSON.parse(await demoList()) as {
      match_reasons: { kind: string; text: string }[];
    }[];
    for (const row of demoRows)
      assert.deepEqual(
        row.match_reasons.filter((r) => r.kind === 'salary').map((r) => r.text),
        ['Salary fit is shown once you have access'],
      );
    // The same facts under full access are compared: the test above could fail.
    const fullList = await getAs(
      t,
      full.owner,
      `${matchingCandidatesPath(full.nid, full.job.nid)}?_format=json`,
    );
    const before = fullList.raw;
    await t.database.db.execute(
      sql`UPDATE candidate_profiles SET salary_from = 200000, salary_to = NULL WHERE nid = ${people[0].nid}`,
    );
    const after = await getAs(
      t,
      full.owner,
      `${matchingCandidatesPath(full.nid, full.job.nid)}?_format=json`,
    );
    assert.notEqual(after.raw, before);
    assert.match(after.raw, /expects 200,000 EUR, the job pays 60,000–70,000 EUR/);
  });
});
