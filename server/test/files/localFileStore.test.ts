import assert from 'node:assert/strict';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { after, before, describe, it } from 'node:test';
import { MEGABYTE } from '@contract/files';
import { FileNotFoundError } from '../../src/files/fileStore';
import { inspectUpload } from '../../src/files/inspectUpload';
import { LocalFileStore } from '../../src/files/localFileStore';
import { pngBytes } from '../imageFixtures';

describe('LocalFileStore', () => {
  let dataDir: string;
  let store: LocalFileStore;

  before(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'matchboard-files-'));
    store = new LocalFileStore(dataDir);
  });

  after(async () => {
    await rm(dataDir, { recursive: true, force: true });
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

  it('leaves no temporary files behind after saving', async () => {
    await store.save(Buffer.from('x'), 'png');
    const names = await readdir(join(dataDir, 'files'));
    assert.ok(names.length > 0);
    assert.ok(
      names.every((name) => !name.startsWith('.tmp-')),
      names.join(', '),
    );
  });

  it('deletes files, and deleting twice is not an error', async () => {
    const { key } = await store.save(Buffer.from('bye'), 'png');
    await store.delete(key);
    await store.delete(key);
    assert.equal(await store.exists(key), false);
    await assert.rejects(store.read(key), FileNotFoundError);
  });

  it('refuses keys it could not have made, so nothing outside its folder is reachable', async () => {
    for (const key of ['../secret.txt', '/etc/passwd', 'x.png', '']) {
      assert.equal(await store.exists(key), false);
      await assert.rejects(store.read(key), FileNotFoundError);
    }
    await assert.rejects(store.save(Buffer.from('x'), '../png'), /Invalid file extension/);
  });

  it('validates and stores a 15 MB image in under a second', async () => {
    const image = pngBytes(4000, 3000, 15 * MEGABYTE - 1024);
    assert.ok(image.length > 14.9 * MEGABYTE && image.length <= 15 * MEGABYTE);
    const start = performance.now();
    const inspected = await inspectUpload(image, 'image', 'large.png');
    const stored = await store.save(image, inspected.ext);
    const elapsed = performance.now() - start;
    assert.equal(stored.size, image.length);
    assert.ok(elapsed < 1000, `took ${elapsed.toFixed(0)} ms`);
  });
});
