import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { count, eq } from 'drizzle-orm';
import { startS3Server, type RunningS3Server } from '../../../scripts/services/s3Server';
import { files } from '../../src/db/profileSchema';
import { S3FileStore } from '../../src/files/s3FileStore';
import { runAdminCommand, UsageError } from '../../src/admin/commands';
import { buildTestApp, injectAs, registerAndConfirm, testQueue, type TestApp } from '../helpers';
import { pngBytes } from '../imageFixtures';
import { PICTURE, uploadFile } from '../profiles/profileFixtures';

/**
 * Two servers on one database and one bucket, as behind a load balancer: a file uploaded through
 * one is served and deleted through the other, and nothing stays on either's disk.
 */

let s3: RunningS3Server;
let bucket: S3FileStore;
let folder: string;
let a: TestApp;
let b: TestApp;

before(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'matchboard-s3-'));
  s3 = await startS3Server({ directory: folder });
  Object.assign(process.env, s3.env);
  bucket = new S3FileStore(s3.settings);
  a = await buildTestApp(s3.env);
  b = await buildTestApp(s3.env);
});

after(async () => {
  bucket.close();
  await s3.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

async function storageKey(uuid: string): Promise<string> {
  const [row] = await a.database.db.select().from(files).where(eq(files.uuid, uuid));
  return row.storageKey;
}

describe('files in an S3 bucket shared by two servers', () => {
  it('serves through B what was uploaded through A, and deleting through B empties the bucket', async () => {
    const candidate = await registerAndConfirm(a, 'candidate');
    const picture = pngBytes(320, 320);
    const uploaded = await uploadFile(a, candidate, PICTURE, picture, 'me.png');
    assert.equal(uploaded.statusCode, 201, uploaded.body);
    const uuid: string = uploaded.json().data.id;
    const key = await storageKey(uuid);
    assert.equal(await bucket.exists(key), true);
    for (const t of [a, b])
      assert.equal(fs.existsSync(path.join(t.config.dataDir, 'files')), false);

    const described = await injectAs(b, candidate, {
      method: 'GET',
      url: `/api/file/file/${uuid}`,
    });
    assert.equal(described.statusCode, 200, described.body);
    const signedUrl: string = described.json().data.attributes.uri.url;
    const served = await b.app.inject({ method: 'GET', url: signedUrl });
    assert.equal(served.statusCode, 200, served.body);
    assert.equal(served.headers['content-type'], 'image/png');
    assert.deepEqual(served.rawPayload, picture);
    // The signed URL A hands out is accepted by B: the signing key is shared, not per process.
    const fromA = await injectAs(a, candidate, { method: 'GET', url: `/api/file/file/${uuid}` });
    const servedByB = await b.app.inject({
      method: 'GET',
      url: fromA.json().data.attributes.uri.url,
    });
    assert.equal(servedByB.statusCode, 200);

    const deleted = await injectAs(b, candidate, {
      method: 'DELETE',
      url: `/api/file/file/${uuid}`,
    });
    assert.equal(deleted.statusCode, 204, deleted.body);
    assert.equal(await bucket.exists(key), false);
    const gone = await a.app.inject({ method: 'GET', url: signedUrl });
    assert.equal(gone.statusCode, 404);
  });

  it('answers 404, not 500, when a row names an object the bucket lost', async () => {
    const candidate = await registerAndConfirm(a, 'candidate');
    const uploaded = await uploadFile(a, candidate, PICTURE, pngBytes(300, 300), 'lost.png');
    const uuid: string = uploaded.json().data.id;
    await bucket.delete(await storageKey(uuid));
    const described = await injectAs(a, candidate, {
      method: 'GET',
      url: `/api/file/file/${uuid}`,
    });
    const served = await b.app.inject({
      method: 'GET',
      url: described.json().data.attributes.uri.url,
    });
    assert.equal(served.statusCode, 404);
    assert.equal(served.json().errors[0].detail, 'This file is no longer available.');
  });

  it('answers 503 with Retry-After and keeps nothing when the object store is down', async () => {
    const down = await buildTestApp({ ...s3.env, S3_ENDPOINT: 'http://127.0.0.1:9' });
    const candidate = await registerAndConfirm(down, 'candidate');
    const [before] = await down.database.db.select({ value: count() }).from(files);
    const refused = await uploadFile(down, candidate, PICTURE, pngBytes(320, 320), 'me.png');
    assert.equal(refused.statusCode, 503, refused.body);
    assert.equal(refused.headers['retry-after'], '5');
    assert.match(refused.json().errors[0].detail, /^File storage is briefly unavailable/);
    const [afterwards] = await down.database.db.select({ value: count() }).from(files);
    assert.equal(afterwards.value, before.value);

    const ready = await down.app.inject({ method: 'GET', url: '/health/ready' });
    assert.equal(ready.statusCode, 503);
    assert.equal(ready.json().checks.files, 'unavailable');
    const healthy = await a.app.inject({ method: 'GET', url: '/health/ready' });
    assert.deepEqual(healthy.json().checks, { database: 'ok', files: 'ok', disk: 'ok' });
  });
});

describe('npm run admin -- files copy-to-s3', () => {
  it('copies a local store into the bucket under the same keys, once, and says so', async () => {
    const local = await buildTestApp();
    const candidate = await registerAndConfirm(local, 'candidate');
    const uuids: string[] = [];
    for (const name of ['one.png', 'two.png']) {
      const uploaded = await uploadFile(local, candidate, PICTURE, pngBytes(310, 310), name);
      uuids.push(uploaded.json().data.id);
    }
    const keys = await Promise.all(uuids.map(storageKey));
    for (const key of keys) assert.equal(await bucket.exists(key), false);

    const context = {
      db: local.database.db,
      queue: await testQueue(),
      config: { dataDir: local.config.dataDir, s3: s3.settings },
    };
    const first = await runAdminCommand(context, ['files', 'copy-to-s3']);
    assert.match(first, /^Copied 2 files \(0\.\d MB\); 0 already in the bucket\.$/m);
    for (const key of keys) assert.equal(await bucket.exists(key), true);
    const again = await runAdminCommand(context, ['files', 'copy-to-s3']);
    assert.match(again, /^Copied 0 files \(0\.0 MB\); 2 already in the bucket\.$/m);

    // A server on the bucket now serves what the local store held.
    const described = await injectAs(b, candidate, {
      method: 'GET',
      url: `/api/file/file/${uuids[0]}`,
    });
    const served = await b.app.inject({
      method: 'GET',
      url: described.json().data.attributes.uri.url,
    });
    assert.equal(served.statusCode, 200);

    // Without a bucket configured, it says what to set instead of guessing.
    await assert.rejects(
      runAdminCommand({ ...context, config: { dataDir: local.config.dataDir, s3: null } }, [
        'files',
        'copy-to-s3',
      ]),
      (error: Error) => error instanceof UsageError && /^Set S3_BUCKET/.test(error.message),
    );
  });
});
