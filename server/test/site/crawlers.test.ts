/**
 * What crawlers read besides the job pages: robots.txt, the sitemap of the open jobs' pages, and
 * organization images whose addresses a kept page or a crawler holds for longer than a signed
 * link lives.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/connect';
import { sitemapFile, sitemapFiles, sitemapIndex } from '../../src/site/sitemap';
import { buildTestApp, registerAndConfirm, type TestApp, type TestUser } from '../helpers';
import { createJob } from '../jobs/fixtures';
import { createOrganization } from '../organizations/fixtures';
import { uploadValid } from '../profiles/profileFixtures';

let t: TestApp;
let owner: TestUser;
let origin: string;
/** Open jobs of a published organization, one of them ended, and one of an unpublished one. */
let open: number[];
let ended: number;
let hidden: number;
let logoUuid: string;
let hiddenLogoUuid: string;
let hiddenOrgNid: number;

before(async () => {
  t = await buildTestApp();
  origin = t.app.deps.config.appUrl.replace(/\/+$/, '');
  owner = await registerAndConfirm(t, 'employer');
  const published = await createOrganization(t, owner);
  const unpublished = await createOrganization(t, owner, { attributes: { title: 'Quiet Ltd' } });
  hiddenOrgNid = unpublished.nid;
  open = [];
  for (const title of ['Data Engineer', 'Site Reliability Engineer'])
    open.push((await createJob(t, owner, published.uuid, { attributes: { title } })).nid);
  ended = (await createJob(t, owner, published.uuid, { attributes: { title: 'Ended' } })).nid;
  hidden = (await createJob(t, owner, unpublished.uuid, { attributes: { title: 'Quiet' } })).nid;
  await t.database.db.execute(
    sql`UPDATE jobs SET valid_until = current_date - 3 WHERE nid = ${ended}`,
  );
  await t.database.db.execute(
    sql`UPDATE organizations SET status = false WHERE nid = ${unpublished.nid}`,
  );
  const logos = await queryRows<{ nid: number; uuid: string }>(
    t.database.db,
    sql`SELECT o.nid, f.uuid FROM organizations o JOIN files f ON f.fid = o.logo_fid`,
  );
  logoUuid = logos.find((row) => row.nid === published.nid)?.uuid ?? '';
  hiddenLogoUuid = logos.find((row) => row.nid === unpublished.nid)?.uuid ?? '';
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('robots.txt and the sitemap', () => {
  it('names the sitemap at the configured address and keeps one-time links out', async () => {
    const response = await get('/robots.txt');
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'text/plain; charset=utf-8');
    assert.match(response.body, /^User-agent: \*$/m);
    assert.match(response.body, /^Disallow: \/api\/candidate$/m);
    assert.ok(response.body.includes(`\nSitemap: ${origin}/sitemap.xml\n`));
  });

  it('lists the open jobs of published organizations with the day each last changed', async () => {
    const response = await get('/sitemap.xml');
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'application/xml; charset=utf-8');
    assert.ok(response.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset '));
    const listed = [
      ...response.body.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod>/g),
    ];
    assert.deepEqual(
      listed.map((match) => match[1]),
      open.map((nid) => `${origin}/job-posting/${nid}`),
    );
    const [changed] = await queryRows<{ changed: Date }>(
      t.database.db,
      sql`SELECT changed FROM jobs WHERE nid = ${open[0]}`,
    );
    assert.equal(listed[0][2], `${new Date(changed.changed).toISOString().slice(0, 19)}+00:00`);
    assert.equal(response.body.includes(`/job-posting/${ended}<`), false);
    assert.equal(response.body.includes(`/job-posting/${hidden}<`), false);
  });

  it('becomes an index of files once the jobs outgrow one file', async () => {
    const today = t.app.deps.now().toISOString().slice(0, 10);
    const { db } = t.database;
    assert.equal(await sitemapFiles(db, today), 1);
    assert.equal(await sitemapFiles(db, today, 1), 2);
    const second = await sitemapFile(db, today, origin, 2, 1);
    assert.ok(second.includes(`<loc>${origin}/job-posting/${open[1]}</loc>`));
    assert.equal(second.includes(`/job-posting/${open[0]}<`), false);
    const index = sitemapIndex(origin, 2);
    assert.ok(index.includes('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'));
    assert.ok(index.includes(`<sitemap><loc>${origin}/sitemaps/jobs-2.xml</loc></sitemap>`));
    // A file past the last is none; a name that is not a file's is refused before any query.
    assert.equal((await get('/sitemaps/jobs-2.xml')).statusCode, 404);
    assert.equal((await get('/sitemaps/jobs-1.xml')).statusCode, 200);
    assert.equal((await get('/sitemaps/jobs-0.xml')).statusCode, 400);
    assert.equal((await get('/sitemaps/..%2Fsecret.xml')).statusCode, 400);
  });

  it('makes the sitemap once a minute, however often it is asked for', async () => {
    const first = (await get('/sitemap.xml')).body;
    await t.database.db.execute(
      sql`UPDATE jobs SET valid_until = current_date - 1 WHERE nid = ${open[1]}`,
    );
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, () => get('/sitemap.xml')));
      for (const answer of answers) assert.equal(answer.body, first);
    } finally {
      await t.database.db.execute(
        sql`UPDATE jobs SET valid_until = current_date + 30 WHERE nid = ${open[1]}`,
      );
    }
  });
});

describe('organization images on pages others keep', () => {
  it("serves a published organization's logo to anyone, its signed link long expired", async () => {
    const signed = t.app.deps.fileUrls.url({ uuid: logoUuid, filename: 'image.png' });
    t.clock.advance(7 * 86_400);
    try {
      for (const url of [signed, `/system/files/${logoUuid}/image.png`]) {
        const response = await get(url);
        assert.equal(response.statusCode, 200, url);
        assert.equal(response.headers['content-type'], 'image/png', url);
        assert.equal(response.headers['cache-control'], 'public, max-age=3600', url);
      }
    } finally {
      t.clock.advance(-7 * 86_400);
    }
  });

  it('keeps to signed links for an unpublished organization and for candidates’ files', async () => {
    const candidate = await registerAndConfirm(t, 'candidate');
    const picture = await uploadValid(t, candidate, 'candidate_profile');
    for (const uuid of [hiddenLogoUuid, picture]) {
      const signed = t.app.deps.fileUrls.url({ uuid, filename: 'image.png' });
      assert.equal((await get(signed)).statusCode, 200, uuid);
      assert.equal((await get(`/system/files/${uuid}/image.png`)).statusCode, 401, uuid);
      t.clock.advance(7 * 86_400);
      try {
        assert.equal((await get(signed)).statusCode, 403, uuid);
      } finally {
        t.clock.advance(-7 * 86_400);
      }
    }
    // Published again, its logo is anyone's again.
    await t.database.db.execute(
      sql`UPDATE organizations SET status = true WHERE nid = ${hiddenOrgNid}`,
    );
    assert.equal((await get(`/system/files/${hiddenLogoUuid}/image.png`)).statusCode, 200);
  });
});
