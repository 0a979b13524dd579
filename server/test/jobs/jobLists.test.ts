import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { jobs } from '../../src/db/jobSchema';
import { injectAs, type TestUser } from '../helpers';
import { createOrganization } from '../organizations/fixtures';
import { term } from '../profiles/profileFixtures';
import { createJob, tidOf } from './fixtures';
import { testFile } from '../support/fixture';

let org: { uuid: string; nid: number };
let other: { uuid: string; nid: number };
const nids: Record<string, number> = {};

const dayOffset = (days: number) =>
  new Date(given.t.clock.now().getTime() + days * 86_400_000).toISOString().slice(0, 10);
const given = testFile(
  { owner: 'employer', outsider: 'employer', candidate: 'candidate' },
  async () => {
    org = await createOrganization(given.t, given.owner);
    other = await createOrganization(given.t, given.outsider, {
      attributes: { title: 'Other Org' },
    });
    nids.ts = (await createJob(given.t, given.owner, org.uuid)).nid;
    nids.python = (
      await createJob(given.t, given.owner, org.uuid, {
        attributes: {
          title: 'Data Scientist',
          field_description: {
            value: '<p>Models &amp; pipelines in Python.</p>',
            format: 'basic_html',
          },
          field_job_city_name: 'New York',
          field_job_state: null,
          field_remote_job: 'remote',
          field_employment_type: 'part_time',
          field_professional_experience: '10+',
          field_base_salary_year: { from: 100000, to: 150000 },
        },
        relationships: {
          field_job_country: { data: term('country', 'United States') },
          field_technical_skills: { data: [term('technical_skills', 'Python')] },
        },
      })
    ).nid;
    nids.old = (
      await createJob(given.t, given.owner, org.uuid, {
        attributes: { title: 'Expired React Developer' },
      })
    ).nid;
    await given.t.database.db
      .update(jobs)
      .set({ validUntil: dayOffset(-3) })
      .where(eq(jobs.nid, nids.old));
    nids.otherOrg = (
      await createJob(given.t, given.outsider, other.uuid, {
        attributes: { title: 'Platform Engineer' },
      })
    ).nid;
    const featured = await injectAs(given.t, given.owner, {
      method: 'PATCH',
      url: `/api/job/${nids.python}/sticky/1`,
    });
    assert.equal(featured.statusCode, 200);
  },
);

const exportAs = (user: TestUser | null, query = '') => {
  const url = `/api/jobs/export/${org.nid}?_format=json&page=0${query}`;
  return user
    ? injectAs(given.t, user, { method: 'GET', url })
    : given.t.app.inject({ method: 'GET', url });
};
const titlesOf = (body: { title: string }[]) => body.map((row) => row.title).sort();

describe('the employer job export', () => {
  it('lists every job of the organization for members, with total_rows and flat rows', async () => {
    const response = await exportAs(given.owner);
    assert.equal(response.statusCode, 200);
    const rows = response.json();
    assert.deepEqual(titlesOf(rows), [
      'Data Scientist',
      'Expired React Developer',
      'Senior TypeScript Engineer',
    ]);
    assert.ok(rows.every((row: { total_rows: number }) => row.total_rows === 3));
    const python = rows.find((row: { nid: number }) => row.nid === nids.python);
    assert.equal(python.sticky, 1);
    assert.equal(python.field_basesalary_year, '100000-150000');
    assert.equal(
      python.field_technical_skills_1,
      String(await tidOf(given.t, 'technical_skills', 'Python')),
    );
    assert.equal(python.field_remote_job_1, 'remote');
  });

  it('shows only active jobs to anyone who is not a member', async () => {
    for (const user of [null, given.outsider, given.candidate]) {
      const response = await exportAs(user);
      assert.equal(response.statusCode, 200);
      assert.deepEqual(titlesOf(response.json()), ['Data Scientist', 'Senior TypeScript Engineer']);
    }
    const expired = await exportAs(
      given.outsider,
      '&field_valid_until_op=%3C&field_valid_until%5Bvalue%5D=now',
    );
    assert.deepEqual(expired.json(), []);
  });

  it('applies every filter of the spec encoding', async () => {
    const ts = await tidOf(given.t, 'technical_skills', 'TypeScript');
    const react = await tidOf(given.t, 'technical_skills', 'React');
    const python = await tidOf(given.t, 'technical_skills', 'Python');
    const usa = await tidOf(given.t, 'country', 'United States');
    const cases: [string, string[]][] = [
      ['&search=data+scien', ['Data Scientist']],
      ['&search=pipeline', ['Data Scientist']],
      [
        `&field_technical_skills=${ts}+${python}`,
        ['Data Scientist', 'Expired React Developer', 'Senior TypeScript Engineer'],
      ],
      [
        `&field_technical_skills=${ts},${react}`,
        ['Expired React Developer', 'Senior TypeScript Engineer'],
      ],
      [`&field_technical_skills=${ts},${python}`, []],
      ['&field_remote_job=remote', ['Data Scientist']],
      ['&field_location=New-York', ['Data Scientist']],
      [
        '&field_location=berlin+New-York',
        ['Data Scientist', 'Expired React Developer', 'Senior TypeScript Engineer'],
      ],
      [`&country=${usa}`, ['Data Scientist']],
      ['&field_valid_until_op=%3C&field_valid_until%5Bvalue%5D=now', ['Expired React Developer']],
      [
        '&field_valid_until_op=%3E&field_valid_until%5Bvalue%5D=now',
        ['Data Scientist', 'Senior TypeScript Engineer'],
      ],
      ['&field_employment_type=part_time+contract', ['Data Scientist']],
      ['&sticky=1', ['Data Scientist']],
      ['&q=1&search=developer&field_employment_type=full_time', ['Expired React Developer']],
    ];
    for (const [query, expected] of cases) {
      const response = await exportAs(given.owner, query);
      assert.equal(response.statusCode, 200, query);
      assert.deepEqual(titlesOf(response.json()), expected, query);
    }
    const paged = await exportAs(given.owner, '&page=1');
    assert.equal(paged.statusCode, 400, 'page given twice');
  });

  it('answers malformed filters with a 400 that says what is wrong', async () => {
    const cases: [string, RegExp][] = [
      ['&field_technical_skills=abc', /term ids/],
      ['&field_valid_until_op=%3D&field_valid_until%5Bvalue%5D=now', /field_valid_until_op/],
      ['&field_valid_until_op=%3C&field_valid_until%5Bvalue%5D=yesterday', /"now"/],
      ['&sticky=yes', /sticky/],
      ['&country=0', /country/],
      ['&field_location=%3Cscript%3E', /field_location/],
      ['&search=' + 'a'.repeat(300), /search/],
      ['&colour=red', /colour/],
      ['&_format=xml', /_format/],
    ];
    for (const [query, message] of cases) {
      const response = await exportAs(given.owner, query);
      assert.equal(response.statusCode, 400, query);
      assert.match(response.json().message, message, query);
    }
    const unknown = await given.t.app.inject({
      method: 'GET',
      url: '/api/jobs/export/99999?_format=json',
    });
    assert.equal(unknown.statusCode, 404);
  });
});

describe('the candidate job search', () => {
  const search = (query = '', user: TestUser | null = given.candidate) => {
    const url = `/api/jobs/search?_format=json&page=0${query}`;
    return user
      ? injectAs(given.t, user, { method: 'GET', url })
      : given.t.app.inject({ method: 'GET', url });
  };

  it('lists active jobs of every organization, featured first, never an expired one', async () => {
    const response = await search();
    assert.equal(response.statusCode, 200);
    const rows = response.json();
    assert.equal(rows[0].title, 'Data Scientist');
    assert.deepEqual(titlesOf(rows), [
      'Data Scientist',
      'Platform Engineer',
      'Senior TypeScript Engineer',
    ]);
    assert.equal(rows[0].total_rows, 3);
    assert.equal(rows[0].field_hiring_organization_1, 'Analytical Engines');
    assert.match(rows[0].logo, /sig=/);
    assert.equal(rows[0].field_location_requirement, 'New York, United States');
    assert.match(rows[0].field_description, /Models &amp; pipelines/);
    const anonymous = await search('', null);
    assert.equal(anonymous.statusCode, 200);
  });

  it('applies the candidate filters', async () => {
    const python = await tidOf(given.t, 'technical_skills', 'Python');
    const cases: [string, string[]][] = [
      ['&search=engineer', ['Platform Engineer', 'Senior TypeScript Engineer']],
      [`&hiring_organization=${other.nid}`, ['Platform Engineer']],
      [`&skills=${python}`, ['Data Scientist']],
      ['&location=new-york', ['Data Scientist']],
      ['&experience=10%2B', ['Data Scientist']],
      [
        '&experience=3-5+10%2B',
        ['Data Scientist', 'Platform Engineer', 'Senior TypeScript Engineer'],
      ],
      ['&remote=remote', ['Data Scientist']],
      ['&employment_type=full_time', ['Platform Engineer', 'Senior TypeScript Engineer']],
      [
        '&created=past_24_hours',
        ['Data Scientist', 'Platform Engineer', 'Senior TypeScript Engineer'],
      ],
      ['&salary_min=120000', ['Data Scientist']],
      ['&salary_min=200000', []],
    ];
    for (const [query, expected] of cases) {
      const response = await search(query);
      assert.equal(response.statusCode, 200, query);
      assert.deepEqual(titlesOf(response.json()), expected, query);
    }
    given.t.clock.advance(2 * 86_400);
    assert.deepEqual((await search('&created=past_24_hours', null)).json(), []);
    given.t.clock.advance(-2 * 86_400);
    for (const query of [
      '&created=yesterday',
      '&salary_min=-5',
      '&hiring_organization=x',
      '&page=-1',
    ]) {
      const response = await search(query);
      assert.equal(response.statusCode, 400, query);
    }
    // Well-formed keys that no option has are mistakes too, said in words.
    for (const [query, message] of [
      ['&remote=spaceship', '"spaceship" is not a known remote job option.'],
      [
        '&employment_type=full_time+astronaut',
        '"astronaut" is not a known employment type option.',
      ],
      ['&experience=99', '"99" is not a known professional experience option.'],
    ]) {
      const response = await search(query);
      assert.equal(response.statusCode, 400, query);
      assert.equal(response.json().message, message, query);
    }
  });

  it('filters by the company facts organizations report: flexible hours, weeks of parental leave', async () => {
    const facts = (organization: { uuid: string }, user: TestUser, attributes: object) =>
      injectAs(given.t, user, {
        method: 'PATCH',
        url: `/api/node/organization_profile/${organization.uuid}`,
        payload: {
          data: { type: 'node--organization_profile', id: organization.uuid, attributes },
        },
      });
    assert.equal(
      (
        await facts(org, given.owner, {
          field_parental_leave_weeks: 12,
          field_flexible_hours: false,
        })
      ).statusCode,
      200,
    );
    assert.equal(
      (
        await facts(other, given.outsider, {
          field_parental_leave_weeks: 26,
          field_flexible_hours: true,
        })
      ).statusCode,
      200,
    );
    const cases: [string, string[]][] = [
      ['&flexible_hours=1', ['Platform Engineer']],
      ['&flexible_hours=0', ['Data Scientist', 'Platform Engineer', 'Senior TypeScript Engineer']],
      ['&parental_leave_min=16', ['Platform Engineer']],
      [
        '&parental_leave_min=12',
        ['Data Scientist', 'Platform Engineer', 'Senior TypeScript Engineer'],
      ],
      ['&parental_leave_min=30', []],
      ['&parental_leave_min=12&flexible_hours=1', ['Platform Engineer']],
    ];
    for (const [query, expected] of cases) {
      const response = await search(query);
      assert.equal(response.statusCode, 200, query);
      assert.deepEqual(titlesOf(response.json()), expected, query);
    }
    for (const query of [
      '&flexible_hours=yes',
      '&parental_leave_min=105',
      '&parental_leave_min=-1',
    ]) {
      const response = await search(query);
      assert.equal(response.statusCode, 400, query);
      assert.match(response.json().message, /flexible_hours|parental_leave_min/, query);
    }
    // An organization that reports nothing is not counted as reporting 0 weeks.
    await facts(org, given.owner, { field_parental_leave_weeks: null });
    assert.deepEqual(titlesOf((await search('&parental_leave_min=0')).json()), [
      'Platform Engineer',
    ]);
  });
});
