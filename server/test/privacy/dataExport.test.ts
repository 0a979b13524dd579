import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { requestAccessPath } from '@contract/candidates';
import {
  DATA_EXPORT_DOCUMENT,
  DATA_EXPORT_PAGE,
  DATA_EXPORT_PATH,
  DATA_EXPORT_SECTIONS,
} from '@contract/privacy';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/connect';
import { INTERNAL_COLUMNS } from '../../src/privacy/exportDocument';
import { SAVED_SEARCHES_PATH } from '@contract/savedSearches';
import { unzip } from '@contract/testing/unzip';
import yauzl from 'yauzl';
import { buildTestApp, injectAs, type TestApp } from '../helpers';
import { createProfile } from '../profiles/profileFixtures';
import { createCandidate, createEmployerOrganization } from '../candidates/fixtures';

let t: TestApp;

/** The export's document, read loosely: each test names what it looks at. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- parsed JSON under test
type ExportDocument = Record<string, any>;

before(async () => {
  t = await buildTestApp();
});

describe('GET /api/user/data-export', () => {
  it('gives a candidate everything held about her: account, profile, choices, files, introductions', async () => {
    const acme = await createEmployerOrganization(t, true, 'Acme Export');
    const globex = await createEmployerOrganization(t, true, 'Globex Export');
    const ada = await createCandidate(t, {
      first: 'Ada',
      last: 'Exporter',
      open: '0',
      visible: '1',
      picture: true,
      cv: true,
      skills: ['Python', 'SQL'],
    });
    // She changes a privacy choice, is introduced to Acme by mail, and declines Globex.
    const changed = await injectAs(t, ada.user, {
      method: 'PATCH',
      url: `/api/node/candidate_profile/${ada.uuid}`,
      payload: {
        data: {
          type: 'node--candidate_profile',
          id: ada.uuid,
          attributes: { field_name_visible_to_companies: '0' },
        },
      },
    });
    assert.equal(changed.statusCode, 200);
    for (const org of [acme, globex])
      assert.equal(
        (
          await injectAs(t, org.owner, {
            method: 'POST',
            url: `${requestAccessPath(org.nid, ada.nid)}?_format=json`,
            payload: [],
          })
        ).statusCode,
        200,
      );
    await injectAs(t, ada.user, {
      method: 'POST',
      url: `/api/candidate/connections/${globex.nid}?_format=json`,
      payload: { action: 'decline' },
    });

    const saved = await injectAs(t, ada.user, {
      method: 'POST',
      url: SAVED_SEARCHES_PATH,
      payload: { name: 'Python in Berlin', query: 'search=python', frequency: 'weekly' },
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(saved.statusCode, 201);
    // A search that names skills and a country by id: the export names them.
    const tid = async (name: string) =>
      (
        await queryRows<{ tid: number }>(
          t.database.db,
          sql`SELECT tid FROM taxonomy_terms WHERE name = ${name} ORDER BY tid LIMIT 1`,
        )
      )[0].tid;
    const [python, sqlSkill, germany] = await Promise.all([
      tid('Python'),
      tid('SQL'),
      tid('Germany'),
    ]);
    const named = await injectAs(t, ada.user, {
      method: 'POST',
      url: SAVED_SEARCHES_PATH,
      payload: {
        name: 'Data in Germany',
        query: `skills=${python},${sqlSkill}&country=${germany}&remote=remote&created=past_week`,
        frequency: 'none',
      },
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(named.statusCode, 201, named.body);

    const response = await injectAs(t, ada.user, { method: 'GET', url: DATA_EXPORT_PATH });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'application/zip');
    assert.match(
      String(response.headers['content-disposition']),
      /^attachment; filename="matchboard-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    assert.equal(response.headers['cache-control'], 'no-store');
    const entries = await unzip(response.rawPayload);
    const document = JSON.parse(String(entries.get(DATA_EXPORT_DOCUMENT))) as ExportDocument;
    assert.deepEqual(Object.keys(document), [...DATA_EXPORT_SECTIONS]);

    assert.deepEqual(document.account, {
      email: ada.user.mail,
      roles: ['Candidate'],
      active: true,
      created: document.account.created,
      changed: document.account.changed,
    });
    assert.ok(
      !JSON.stringify(document).includes('$argon2') && !JSON.stringify(document).includes('$2b$'),
    );
    assert.equal(document.profile.first_name, 'Ada');
    assert.equal(document.profile.phone_number, ada.phone);
    assert.equal(document.profile.country, 'Germany');
    // Her answers in the app's words, not their codes; no id, search-index or facet column.
    assert.equal(document.profile.profile_without_confirmation, false);
    assert.equal(document.profile.name_visible_to_companies, false);
    assert.ok(document.profile.cv?.endsWith('.pdf'), document.profile.cv);
    const raw = JSON.stringify(document);
    for (const internal of [
      'search_public',
      'search_name',
      'facets',
      'skill_levels',
      'nid',
      'uuid',
      'uid',
      '_tid',
      '_fid',
    ])
      assert.ok(!raw.includes(`"${internal}`) && !raw.includes(`${internal}"`), internal);
    assert.ok(!raw.includes(ada.uuid), 'no internal id of hers');
    assert.deepEqual(
      document.skills
        .filter((s: { kind: string }) => s.kind === 'Technical')
        .map((s: { skill: string; kind: string }) => [s.kind, s.skill]),
      [
        ['Technical', 'Python'],
        ['Technical', 'SQL'],
      ],
    );
    // Her choices, as made at sign-up and changed since, in order.
    assert.deepEqual(
      document.privacy_choices.map((c: { choice: string; value: string }) => [c.choice, c.value]),
      [
        ['Companies may see your profile and CV without asking you first', 'No'],
        ['Your name and picture in candidate search', 'Shown'],
        ['Your name and picture in candidate search', 'Hidden'],
      ],
    );
    assert.deepEqual(
      document.connections.map((c: { organization: string; status: string }) => [
        c.organization,
        c.status,
      ]),
      [
        ['Acme Export', 'Asked to be introduced, waiting for your answer'],
        ['Globex Export', 'Declined'],
      ],
    );
    assert.deepEqual(
      document.introductions_requested.map((i: { organization: string }) => i.organization),
      ['Acme Export', 'Globex Export'],
    );
    assert.deepEqual(
      document.declines.map((d: { organization: string }) => d.organization),
      ['Globex Export'],
    );
    assert.deepEqual(document.organizations, []);
    assert.deepEqual(
      document.saved_searches.map((s: Record<string, unknown>) => [
        s.name,
        s.filters,
        s.email_frequency,
        s.last_emailed,
        s.jobs_emailed,
      ]),
      [
        ['Python in Berlin', { search: 'python' }, 'Weekly', null, 0],
        [
          'Data in Germany',
          {
            skills: ['Python', 'SQL'],
            skills_must_match: 'All',
            countries: ['Germany'],
            remote: ['Remote'],
            date_posted: 'Past week',
          },
          'No email',
          null,
          0,
        ],
      ],
    );

    // Both files, byte for byte as stored, under the names the document gives.
    assert.equal(document.files.length, 2);
    for (const file of document.files as {
      path: string;
      size_bytes: number;
      storage_key?: string;
    }[]) {
      assert.equal(file.storage_key, undefined);
      const bytes = entries.get(file.path);
      assert.ok(bytes, `${file.path} is in the ZIP`);
      assert.equal(bytes.length, file.size_bytes);
    }
    assert.deepEqual(
      [...entries.keys()].sort(),
      [
        DATA_EXPORT_DOCUMENT,
        DATA_EXPORT_PAGE,
        ...document.files.map((f: { path: string }) => f.path),
      ].sort(),
    );

    // The readable copy: the same data under the app's names, dates written out, nothing raw.
    const page = String(entries.get(DATA_EXPORT_PAGE));
    assert.match(page, /^<!doctype html>\n<html lang="en">/);
    for (const words of [
      '<h2>Your profile</h2>',
      '<dt>First name</dt><dd>Ada</dd>',
      '<dt>Country</dt><dd>Germany</dd>',
      '<dt>Name and picture shown in candidate search</dt><dd>No</dd>',
      '<h2>Your privacy choices</h2>',
      '<td>Companies may see your profile and CV without asking you first</td><td>No</td>',
      '<td>Globex Export</td><td>Declined</td>',
      '<td>Python in Berlin</td>',
      '<td>Weekly</td>',
    ])
      assert.ok(page.includes(words), words);
    const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(document.exported_at),
    );
    assert.ok(page.includes(`as of ${day} at `) || page.includes(`as of ${day}, `), day);
    assert.ok(!/\d{4}-\d{2}-\d{2}T/.test(page), 'no raw timestamp');
    assert.ok(!page.includes('third_party_communications') && !page.includes('<script'));
  });

  it("gives an employer her account, profile and organizations, and nobody else's", async () => {
    const acme = await createEmployerOrganization(t, true, 'Acme Own Export');
    const profile = await createProfile(t, acme.owner, 'employer_profile');
    const response = await injectAs(t, acme.owner, { method: 'GET', url: DATA_EXPORT_PATH });
    assert.equal(response.statusCode, 200);
    const entries = await unzip(response.rawPayload);
    const document = JSON.parse(String(entries.get(DATA_EXPORT_DOCUMENT))) as ExportDocument;
    assert.equal(document.account.email, acme.owner.mail);
    assert.deepEqual(document.account.roles, ['Employer']);
    assert.ok(profile);
    assert.equal(typeof document.profile.first_name, 'string');
    assert.equal(document.profile.uuid, undefined);
    // The logo she uploaded for the organization is hers too.
    assert.equal(document.files.length, 1);
    assert.ok(entries.get(document.files[0].path));
    assert.deepEqual(
      document.organizations.map((o: { organization: string; owner: boolean }) => [
        o.organization,
        o.owner,
      ]),
      [['Acme Own Export', true]],
    );
    assert.deepEqual(document.connections, []);
  });

  it('decides for every column of her tables whether it is exported or internal', async () => {
    // A column a migration adds fails here until exportDocument.ts says which it is: exported
    // (read by a *Fields function) or internal (INTERNAL_COLUMNS).
    const exported: Record<keyof typeof INTERNAL_COLUMNS, string[]> = {
      users: ['mail', 'roles', 'status', 'created', 'changed'],
      candidate_profiles: [
        'created',
        'changed',
        'contact_email',
        'first_name',
        'last_name',
        'phone_number',
        'short_bio',
        'city_text',
        'state',
        'third_party_communications',
        'name_visible_to_companies',
        'linkedin_profile',
        'github_profile',
        'twitter_profile',
        'portfolio_link',
        'languages',
        'professional_experience',
        'current_role_text',
        'roles_interested',
        'remote_work',
        'looking_for_opportunities',
        'visa_sponsorship_required',
        'involving_interest',
      ],
      employer_profiles: [
        'created',
        'changed',
        'company_name',
        'contact_email',
        'first_name',
        'last_name',
        'phone_number',
        'role_at_company',
        'company_position',
      ],
    };
    for (const table of Object.keys(INTERNAL_COLUMNS) as (keyof typeof INTERNAL_COLUMNS)[]) {
      const columns = await queryRows<{ column_name: string }>(
        t.database.db,
        sql`SELECT column_name FROM information_schema.columns
          WHERE table_name = ${table} AND table_schema = current_schema()`,
      );
      assert.deepEqual(
        columns.map((c) => c.column_name).sort(),
        [...exported[table], ...INTERNAL_COLUMNS[table]].sort(),
        table,
      );
    }
  });

  it('is refused without a session', async () => {
    const response = await injectAs(t, null, { method: 'GET', url: DATA_EXPORT_PATH });
    assert.equal(response.statusCode, 401);
    assert.equal(typeof response.json().message, 'string');
  });

  it('stores her files as they are, deflates only its own document, and counts per account', async () => {
    const acme = await createEmployerOrganization(t, true, 'Acme Stored Export');
    await createProfile(t, acme.owner, 'employer_profile');
    const first = await injectAs(t, acme.owner, { method: 'GET', url: DATA_EXPORT_PATH });
    assert.equal(first.statusCode, 200);
    const methods = await compressionMethods(first.rawPayload);
    // 8: deflated; 0: stored as it is.
    assert.equal(methods.get(DATA_EXPORT_DOCUMENT), 8);
    assert.equal(methods.get(DATA_EXPORT_PAGE), 8);
    const files = [...methods].filter(
      ([name]) => name !== DATA_EXPORT_DOCUMENT && name !== DATA_EXPORT_PAGE,
    );
    assert.ok(files.length >= 1);
    for (const [name, method] of files) assert.equal(method, 0, name);
    // Five copies an hour (RATE_LIMIT_DATA_EXPORTS_PER_USER); someone else is not held up.
    for (let i = 1; i < 5; i += 1)
      assert.equal(
        (await injectAs(t, acme.owner, { method: 'GET', url: DATA_EXPORT_PATH })).statusCode,
        200,
      );
    const sixth = await injectAs(t, acme.owner, { method: 'GET', url: DATA_EXPORT_PATH });
    assert.equal(sixth.statusCode, 429);
    assert.match(sixth.json().message, /5 times an hour/);
    const other = await createEmployerOrganization(t, false, 'Other Export');
    assert.equal(
      (await injectAs(t, other.owner, { method: 'GET', url: DATA_EXPORT_PATH })).statusCode,
      200,
    );
  });
});

/** The compression method of each entry of a ZIP, by name. */
function compressionMethods(zip: Buffer): Promise<Map<string, number>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, archive) => {
      if (error || !archive) return reject(error ?? new Error('no archive'));
      const methods = new Map<string, number>();
      archive.on('entry', (entry: yauzl.Entry) => {
        methods.set(entry.fileName, entry.compressionMethod);
        archive.readEntry();
      });
      archive.on('end', () => resolve(methods));
      archive.on('error', reject);
      archive.readEntry();
    });
  });
}
