/**
 * Search that finds what people mean (issue 46), through the job search and the candidate
 * search: typos, synonyms, accents, relevance and distance, on PGlite and PostgreSQL.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/connect';
import { searchParts } from '../../src/search/textQuery';
import { editDistance } from '../../src/search/typos';
import { searchWords } from '../../src/search/words';
import { parseSynonyms } from '../../src/search/synonyms';
import { createCandidate, createEmployerOrganization, getAs } from '../candidates/fixtures';
import { injectAs } from '../helpers';
import { createOrganization } from '../organizations/fixtures';
import { term } from '../profiles/profileFixtures';
import { createJob } from '../jobs/fixtures';
import { testFile } from '../support/fixture';

const description = (text: string) => ({ value: `<p>${text}</p>`, format: 'basic_html' });

let made = 0;

/** A job in `city` (Germany unless said), an hour newer than the one made before. */
async function job(
  title: string,
  options: {
    text?: string;
    skills?: string[];
    city?: string;
    country?: string;
    remote?: string;
  } = {},
): Promise<number> {
  const { nid } = await createJob(given.t, given.owner, organization.uuid, {
    attributes: {
      title,
      field_description: description(options.text ?? 'A team that ships.'),
      field_experience_requirements: null,
      field_job_city_name: options.city ?? 'Hamburg',
      field_job_state: null,
      field_remote_job: options.remote ?? 'no',
    },
    relationships: {
      field_job_country: { data: term('country', options.country ?? 'Germany') },
      field_technical_skills: {
        data: (options.skills ?? ['Git']).map((name) => term('technical_skills', name)),
      },
    },
  });
  made += 1;
  const created = new Date(given.t.clock.now().getTime() - (100 - made) * 3_600_000);
  await given.t.database.db.execute(
    sql`UPDATE jobs SET created = ${created.toISOString()}::timestamptz WHERE nid = ${nid}`,
  );
  return nid;
}

let organization: { uuid: string; nid: number };
const jobs: Record<string, number> = {};

const given = testFile({ owner: 'employer', candidate: 'candidate' }, async () => {
  organization = await createOrganization(given.t, given.owner);
  await given.t.database.db.execute(
    sql`UPDATE organizations SET job_quota = 50 WHERE nid = ${organization.nid}`,
  );
  // Oldest first: each job is an hour newer than the one above it.
  jobs.described = await job('Backend Engineer', {
    text: 'You will pair with our JavaScript developers every week.',
  });
  jobs.titled = await job('JavaScript Developer', { city: 'Potsdam' });
  jobs.skilled = await job('Web Engineer', { skills: ['JavaScript'], city: 'Berlin' });
  jobs.react = await job('React Engineer', { skills: ['React'], city: 'Munich' });
  jobs.kubernetes = await job('Platform Engineer', { skills: ['Kubernetes'], city: 'Cologne' });
  jobs.go = await job('Go Developer', { skills: ['Go'], city: 'Frankfurt am Main' });
  jobs.frontend = await job('Frontend Engineer', { skills: ['TypeScript'], city: 'Leipzig' });
  jobs.zurich = await job('Data Analyst in Zürich', { city: 'Zürich', country: 'Switzerland' });
  jobs.remote = await job('Remote Support Engineer', {
    city: 'Lisbon',
    remote: 'remote',
    country: 'Portugal',
  });
  jobs.node = await job('Node.js Engineer', { skills: ['Node.js'], city: 'Dresden' });
  jobs.postgres = await job('Database Administrator', { skills: ['PostgreSQL'], city: 'Bremen' });
});

type Row = { nid: string; title: string };

async function searchJobs(query: string): Promise<string[]> {
  const response = await given.t.app.inject({
    method: 'GET',
    url: `/api/jobs/search?_format=json&page=0${query}`,
  });
  assert.equal(response.statusCode, 200, response.body);
  return (response.json() as Row[]).map((row) => row.title);
}
const titleOf = async (nid: number) =>
  (
    await queryRows<{ title: string }>(
      given.t.database.db,
      sql`SELECT title FROM jobs WHERE nid = ${nid}`,
    )
  )[0].title;

describe('words', () => {
  it('cuts what is typed as migration 030 cuts what is indexed', async () => {
    const samples = [
      'Node.js, Vue.js and Next.js; a.js.b',
      'C++ / C# on .NET',
      'CI/CD with UX/UI design',
      'Zürich São-Paulo kraków',
      'front-end k8s e-commerce',
    ];
    for (const text of samples) {
      const [row] = await queryRows<{ words: string[] }>(
        given.t.database.db,
        sql`SELECT tsvector_to_array(to_tsvector('mb_simple', mb_search_text(${text}))) AS words`,
      );
      const typed = new Set(
        searchWords(text).map((word) => word.normalize('NFD').replace(/\p{M}+/gu, '')),
      );
      // PostgreSQL's parser also keeps a hyphenated word whole besides its parts.
      const indexed = new Set(row.words.filter((word) => !word.includes('-')));
      assert.deepEqual([...typed].sort(), [...indexed].sort(), text);
    }
  });

  it('counts a swap of two letters as one edit', () => {
    assert.equal(editDistance('raect', 'react', 2), 1);
    assert.equal(editDistance('javascrpt', 'javascript', 2), 1);
    assert.equal(editDistance('kubernetse', 'kubernetes', 2), 1);
    assert.equal(editDistance('python', 'pascal', 2), 3);
  });

  it('reads synonym groups and refuses a form in two groups', () => {
    assert.deepEqual(parseSynonyms('# c\nk8s, kubernetes\nfront end, frontend\n'), [
      [['k8s'], ['kubernetes']],
      [['front', 'end'], ['frontend']],
    ]);
    assert.throws(() => parseSynonyms('js, javascript\njs, json'), /line 2.*line 1/);
    assert.throws(() => parseSynonyms('lonely'), /two forms/);
    // The longest form wins: "front end developer" is two parts, not three.
    assert.deepEqual(
      searchParts('front end developer').map((part) => part.typed.join(' ')),
      ['front end', 'developer'],
    );
  });
});

describe('the job search', () => {
  it('forgives one typo in words of five letters and two from nine, ranking exact first', async () => {
    const found = await searchJobs('&search=javascrpt');
    assert.ok(found.includes(await titleOf(jobs.titled)), found.join());
    assert.ok(found.includes(await titleOf(jobs.skilled)), found.join());
    assert.ok(found.includes(await titleOf(jobs.described)), found.join());
    // A swap is one edit; short words are not read as typos.
    assert.ok((await searchJobs('&search=raect')).includes('React Engineer'));
    assert.ok((await searchJobs('&search=kubernetse')).includes('Platform Engineer'));
    assert.deepEqual(await searchJobs('&search=raec'), []);
    // Exact above typo readings: "react" finds the React job first.
    assert.equal((await searchJobs('&search=react'))[0], 'React Engineer');
  });

  it('knows synonyms and abbreviations from the vocabulary file', async () => {
    assert.ok((await searchJobs('&search=k8s')).includes('Platform Engineer'));
    assert.ok((await searchJobs('&search=golang')).includes('Go Developer'));
    assert.ok((await searchJobs('&search=postgres')).includes('Database Administrator'));
    assert.ok((await searchJobs('&search=JS')).includes('JavaScript Developer'));
    for (const text of ['front+end', 'front-end', 'frontend'])
      assert.ok((await searchJobs(`&search=${text}`)).includes('Frontend Engineer'), text);
    assert.ok((await searchJobs('&search=node.js')).includes('Node.js Engineer'));
    assert.ok((await searchJobs('&search=nodejs')).includes('Node.js Engineer'));
  });

  it('folds accents and case on both sides', async () => {
    assert.ok((await searchJobs('&search=zurich')).includes('Data Analyst in Zürich'));
    assert.ok((await searchJobs('&search=ZÜRICH')).includes('Data Analyst in Zürich'));
    assert.deepEqual(await searchJobs('&location=Zurich'), ['Data Analyst in Zürich']);
  });

  it('ranks by relevance with a text: title, then skills, then description; newest breaks ties', async () => {
    const found = await searchJobs('&search=javascript');
    assert.deepEqual(found.slice(0, 3), [
      'JavaScript Developer',
      'Web Engineer',
      'Backend Engineer',
    ]);
    // Newest first is still there when asked for: the described job is the oldest.
    const newest = await searchJobs('&search=javascript&sort=date');
    assert.equal(newest.at(-1), 'Backend Engineer');
    assert.equal(newest[0], 'Web Engineer');
    // The typed words in a row in the title rank above the same words apart.
    const phrase = await searchJobs('&search=javascript+developer');
    assert.equal(phrase[0], 'JavaScript Developer');
  });

  it('finds jobs within a distance of a city, and keeps remote jobs when remote is asked for', async () => {
    // Potsdam is 27 km from Berlin's centre and within 25 km of the city.
    const near = await searchJobs('&location=Berlin&distance=25');
    assert.deepEqual(near.sort(), ['JavaScript Developer', 'Web Engineer']);
    assert.deepEqual(await searchJobs('&location=Berlin'), ['Web Engineer']);
    // Hamburg is 255 km from Berlin.
    const far = await searchJobs('&location=Berlin&distance=100');
    assert.ok(!far.includes('Backend Engineer'));
    const withRemote = await searchJobs('&location=Berlin&distance=25&remote=remote+hybrid+no');
    assert.ok(withRemote.includes('Remote Support Engineer'));
    // The e2e journey's search: the Potsdam job first among the relevant ones.
    const journey = await searchJobs('&search=javascrpt+developer&location=Berlin&distance=25');
    assert.equal(journey[0], 'JavaScript Developer');
  });

  it('answers a distance that is not offered, or given twice, with a 400', async () => {
    for (const query of ['&distance=30', '&distance=ten', '&distance=10&distance=25']) {
      const response = await given.t.app.inject({
        method: 'GET',
        url: `/api/jobs/search?_format=json&page=0&location=Berlin${query}`,
      });
      assert.equal(response.statusCode, 400, query);
    }
  });

  it('locates a job again when its city changes', async () => {
    const nid = await job('Mobile Engineer', { city: 'Bonn' });
    const where = async () =>
      (
        await queryRows<{ latitude: number | null }>(
          given.t.database.db,
          sql`SELECT latitude FROM jobs WHERE nid = ${nid}`,
        )
      )[0].latitude;
    assert.ok(Math.abs(Number(await where()) - 50.73) < 0.1);
    const { uuid } = (
      await queryRows<{ uuid: string }>(
        given.t.database.db,
        sql`SELECT uuid FROM jobs WHERE nid = ${nid}`,
      )
    )[0];
    const response = await injectAs(given.t, given.owner, {
      method: 'PATCH',
      url: `/api/node/job_posting/${uuid}`,
      payload: {
        data: {
          type: 'node--job_posting',
          id: uuid,
          attributes: { field_job_city_name: 'Stockholm' },
          relationships: { field_job_country: { data: term('country', 'Sweden') } },
        },
      },
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.ok(Math.abs(Number(await where()) - 59.33) < 0.1);
    assert.ok((await searchJobs('&location=Uppsala&distance=100')).includes('Mobile Engineer'));
  });
});

describe('the candidate search', () => {
  it('finds by synonyms, typos, accents and distance, and ranks the role above the skills', async () => {
    const viewer = await createEmployerOrganization(given.t, true, 'Search Org');
    const list = async (query: string) => {
      const response = await getAs(
        given.t,
        viewer.owner,
        `/api/candidates/export?_format=json&page=0&org_id=${viewer.nid}${query}`,
      );
      assert.equal(response.status, 200, response.raw);
      return (response.body as { field_current_role: string }[]).map(
        (row) => row.field_current_role,
      );
    };
    await createCandidate(given.t, {
      first: 'Ines',
      last: 'Mayr',
      open: '1',
      visible: '1',
      role: 'Kubernetes Administrator',
      skills: ['Linux'],
      city: 'Zürich',
      country: 'Switzerland',
    });
    await createCandidate(given.t, {
      first: 'Wen',
      last: 'Li',
      open: '1',
      visible: '1',
      role: 'Site Engineer',
      skills: ['Kubernetes'],
      city: 'Potsdam',
    });
    assert.deepEqual(await list('&search=k8s'), ['Kubernetes Administrator', 'Site Engineer']);
    assert.deepEqual(await list('&search=kubernetse'), [
      'Kubernetes Administrator',
      'Site Engineer',
    ]);
    assert.deepEqual(await list('&search=zurich'), ['Kubernetes Administrator']);
    assert.deepEqual(await list('&location=Zurich'), ['Kubernetes Administrator']);
    assert.deepEqual(await list('&location=Berlin&distance=25&search=kubernetes'), [
      'Site Engineer',
    ]);
  });

  it('never matches a hidden name, not through a synonym nor a typo reading', async () => {
    const viewer = await createEmployerOrganization(given.t, true, 'Names Org');
    const hidden = await createCandidate(given.t, {
      first: 'Golang',
      last: 'Kubernetes',
      open: '0',
      visible: '0',
      role: 'Baker',
      skills: ['SQL'],
    });
    const shown = await createCandidate(given.t, {
      first: 'Golang',
      last: 'Kubernetes',
      open: '1',
      visible: '1',
      role: 'Baker',
      skills: ['SQL'],
    });
    const found = async (search: string) => {
      const response = await getAs(
        given.t,
        viewer.owner,
        `/api/candidates/export?_format=json&page=0&org_id=${viewer.nid}&search=${search}`,
      );
      return (response.body as { node_id: string }[]).map((row) => Number(row.node_id));
    };
    for (const search of ['k8s', 'go', 'kubernetse', 'golnag', 'kubernetes', 'golang'])
      assert.ok(!(await found(search)).includes(hidden.nid), search);
    // A visible name is found as typed, and only as typed.
    assert.ok((await found('kubernetes')).includes(shown.nid));
    assert.ok((await found('golang+kube')).includes(shown.nid));
    assert.ok(!(await found('k8s')).includes(shown.nid));
    assert.ok(!(await found('kubernetse')).includes(shown.nid));
  });
});
