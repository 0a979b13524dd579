import assert from 'node:assert/strict';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { after, before, describe, it } from 'node:test';
import { MEGABYTE } from '@contract/files';
import { startS3Server, type RunningS3Server } from '../../../scripts/services/s3Server';
import {
  FileNotFoundError,
  FileStoreUnavailableError,
  type FileStore,
} from '../../src/files/fileStore';
import { inspectUpload } from '../../src/files/inspectUpload';
import { LocalFileStore } from '../../src/files/localFileStore';
import { S3FileStore } from '../../src/files/s3FileStore';
import { pngBytes } from '../imageFixtures';

/**
 * The same cases for every store: local disk, and an S3 bucket on a local S3-compatible server
 * (s3rver, spoken to over HTTP through the AWS SDK like any S3 service).
 */
const stores: {
  name: string;
  open: (folder: string) => Promise<{ store: FileStore; stop(): Promise<void> }>;
}[] = [
  {
    name: 'LocalFileStore',
    open: async (folder) => ({ store: new LocalFileStore(folder), stop: async () => {} }),
  },
  {
    name: 'S3FileStore',
    open: async (folder) => {
      const server = await startS3Server({ directory: join(folder, 's3') });
      Object.assign(process.env, server.env);
      const store = new S3FileStore(server.settings);
      return {
        store,
        stop: async () => {
          store.close();
          await server.close();
        },
      };
    },
  },
];

for (const { name, open } of stores) {
  describe(name, () => {
    let folder: string;
    let store: FileStore;
    let stop: () => Promise<void>;

    before(async () => {
      folder = await mkdtemp(join(tmpdir(), 'matchboard-files-'));
      ({ store, stop } = await open(folder));
    });

    after(async () => {
      await stop();
      await rm(folder, { recursive: true, force: true });
    });

    it('stores bytes under a random name with the extension and reads them back', async () => {
      const data = Buffer.from('%PDF-1.4 test');
      const first = await store.save(data, 'pdf');
      const second = await store.save(data, 'pdf');
      assert.match(first.key, /^[0-9a-f-]{36}\.pdf$/);
      assert.notEqual(first.key, second.key);
      assert.equal(first.size, data.length);
      assert.deepEqual(await buffer(await store.read(first.key)), data);
      assert.equal(await store.exists(first.key), true);
    });

    it('deletes files, and deleting twice is not an error', async () => {
      const { key } = await store.save(Buffer.from('bye'), 'png');
      await store.delete(key);
      await store.delete(key);
      assert.equal(await store.exists(key), false);
      await assert.rejects(store.read(key), FileNotFoundError);
    });

    it('refuses keys it could not have made, so nothing else is reachable', async () => {
      for (const key of ['../secret.txt', '/etc/passwd', 'x.png', '', 'matchboard-health-probe']) {
        assert.equal(await store.exists(key), false);
        await assert.rejects(store.read(key), FileNotFoundError);
      }
      await assert.rejects(store.save(Buffer.from('x'), '../png'), /Invalid file extension/);
    });

    it('keeps a 15 MB image byte for byte', async () => {
      const image = pngBytes(4000, 3000, 15 * MEGABYTE - 1024);
      assert.ok(image.length > 14.9 * MEGABYTE && image.length <= 15 * MEGABYTE);
      const inspected = await inspectUpload(image, 'image', 'large.png');
      const stored = await store.save(image, inspected.ext);
      assert.equal(stored.size, image.length);
      assert.deepEqual(await buffer(await store.read(stored.key)), image);
    });

    it('says it is ready when it can take files', async () => {
      await store.check();
    });
  });
}

describe('LocalFileStore on disk', () => {
  it('leaves no temporary files behind after saving, and lists only stored keys', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'matchboard-files-'));
    const store = new LocalFileStore(folder);
    const { key } = await store.save(Buffer.from('x'), 'png');
    const names = await readdir(join(folder, 'files'));
    assert.deepEqual(names, [key]);
    assert.deepEqual(await store.keys(), [key]);
    await rm(folder, { recursive: true, force: true });
  });
});

describe('S3FileStore when the object store is unreachable or refuses', () => {
  let folder: string;
  let server: RunningS3Server;

  before(async () => {
    folder = await mkdtemp(join(tmpdir(), 'matchboard-files-'));
    server = await startS3Server({ directory: folder });
    Object.assign(process.env, server.env);
  });

  after(async () => {
    await server.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('fails with FileStoreUnavailableError (answered 503) when nothing listens', async () => {
    const store = new S3FileStore({ ...server.settings, endpoint: 'http://127.0.0.1:9' });
    await assert.rejects(store.save(Buffer.from('x'), 'png'), FileStoreUnavailableError);
    await assert.rejects(store.check(), FileStoreUnavailableError);
    store.close();
  });

  it('names the bucket when it does not exist, without claiming the store is down', async () => {
    const store = new S3FileStore({ ...server.settings, bucket: 'no-such-bucket' });
    await assert.rejects(store.check(), (error: Error) => {
      assert.ok(!(error instanceof FileStoreUnavailableError));
      assert.match(error.message, /HTTP 404 NoSuchBucket\) for bucket no-such-bucket/);
      return true;
    });
    store.close();
  });
});
