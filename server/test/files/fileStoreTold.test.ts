/**
 * The file store, told: two servers that each keep uploads on their own disk say so (503 with
 * the reason, not "gone"), and a bucket that does not answer is named in one line at start,
 * bucket and endpoint, never a secret.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { startS3Server, type RunningS3Server } from '../../../scripts/services/s3Server';
import { files } from '../../src/db/profileSchema';
import { buildTestApp, injectAs, registerAndConfirm, type TestApp } from '../helpers';
import { pngBytes } from '../imageFixtures';
import { PICTURE, uploadFile } from '../profiles/profileFixtures';
import { closedPort, SERVER, serverEnv, tempDir } from '../serverProcess';

describe('two servers, each with uploads on its own disk', () => {
  it('the other server answers 503 with the reason; the one that has it serves it; a lost file is 404', async () => {
    const lines: string[] = [];
    const a = await buildTestApp();
    const b = await buildTestApp(
      { LOG_LEVEL: 'warn' },
      { logStream: { write: (line) => lines.push(line) } },
    );
    const candidate = await registerAndConfirm(a, 'candidate');
    const uploaded = await uploadFile(a, candidate, PICTURE, pngBytes(320, 320), 'me.png');
    assert.equal(uploaded.statusCode, 201, uploaded.body);
    const uuid: string = uploaded.json().data.id;
    const [row] = await a.database.db.select().from(files).where(eq(files.uuid, uuid));
    assert.match(
      String(row.storedOn),
      new RegExp(`:${a.config.dataDir.replace(/[/.]/g, '\\$&')}/files$`),
    );

    const signed = async (t: TestApp) =>
      (await injectAs(t, candidate, { method: 'GET', url: `/api/file/file/${uuid}` })).json().data
        .attributes.uri.url as string;
    const url = await signed(a);
    assert.equal((await a.app.inject({ method: 'GET', url })).statusCode, 200);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const elsewhere = await b.app.inject({ method: 'GET', url });
      assert.equal(elsewhere.statusCode, 503, elsewhere.body);
      assert.equal(elsewhere.headers['retry-after'], '5');
      assert.match(
        elsewhere.json().errors[0].detail,
        /^This file is kept by another Matchboard server/,
      );
    }
    // The operator hears it once, with the fix.
    const told = lines.filter((line) => line.includes("a file is on another server's disk"));
    assert.equal(told.length, 1, lines.join('\n'));
    assert.match(told[0], /set S3_BUCKET/);

    // Gone from the disk of the server that kept it: gone, 404.
    fs.rmSync(path.join(a.config.dataDir, 'files', row.storageKey));
    const lost = await a.app.inject({ method: 'GET', url });
    assert.equal(lost.statusCode, 404);
    assert.equal(lost.json().errors[0].detail, 'This file is no longer available.');
  });
});

/** Starts a server and gathers what it prints until `until` appears (or it exits); then stops it. */
async function startupLines(env: NodeJS.ProcessEnv, until: RegExp): Promise<string> {
  const child = spawn(process.execPath, SERVER, { env: { ...env, SHUTDOWN_GRACE: '0' } });
  let output = '';
  const collect = (chunk: Buffer) => (output += chunk.toString());
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const deadline = Date.now() + 60_000;
  while (!until.test(output) && child.exitCode === null && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 100));
  if (child.exitCode === null) child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  return output;
}

describe('a bucket that does not answer, at start', () => {
  let s3: RunningS3Server;
  const folder = tempDir('matchboard-s3-told-');
  before(async () => {
    s3 = await startS3Server({ directory: folder });
  });
  after(async () => {
    await s3.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  const started = async (changes: Record<string, string>) => {
    const dataDir = tempDir();
    const output = await startupLines(
      { ...serverEnv(await closedPort(), dataDir), ...s3.env, ...changes },
      /Matchboard is running/,
    );
    const told = output
      .split('\n')
      .filter((line) => line.startsWith('The file store does not answer'));
    return { output, told };
  };

  it('names the bucket and the endpoint of a store that refuses the connection, in one line', async () => {
    const port = await closedPort();
    const { output, told } = await started({ S3_ENDPOINT: `http://127.0.0.1:${port}` });
    assert.equal(told.length, 1, output);
    assert.match(
      told[0],
      new RegExp(`ECONNREFUSED; bucket ${s3.env.S3_BUCKET} at http://127\\.0\\.0\\.1:${port}`),
    );
    assert.ok(!output.includes(s3.env.AWS_SECRET_ACCESS_KEY), 'the secret was printed');
  });

  it('names a missing bucket, and never prints the secret', async () => {
    const { output, told } = await started({ S3_BUCKET: 'no-such-bucket-here' });
    assert.equal(told.length, 1, output);
    assert.match(
      told[0],
      /NoSuchBucket\) for bucket no-such-bucket-here at http:\/\/127\.0\.0\.1:\d+/,
    );
    assert.ok(!output.includes(s3.env.AWS_SECRET_ACCESS_KEY));
  });

  it('says nothing when the bucket answers', async () => {
    const { output, told } = await started({});
    assert.deepEqual(told, []);
    assert.match(output, /Matchboard is running/);
  });
});

describe('files on the disk while the database is shared', () => {
  it('warns at start that each server would keep its own files', async () => {
    const url = process.env.DATABASE_URL;
    if (!url) {
      // On the embedded database only one server can run: nothing to warn about.
      const output = await startupLines(
        serverEnv(await closedPort(), tempDir()),
        /Matchboard is running/,
      );
      assert.ok(!output.includes("Files are kept on this machine's disk"), output);
      return;
    }
    const output = await startupLines(
      { ...serverEnv(await closedPort(), tempDir()), DATABASE_URL: url },
      /Matchboard is running/,
    );
    assert.match(
      output,
      /Files are kept on this machine's disk \(.*\/files\): with more than one server, set S3_BUCKET so that every server can serve every file\./,
    );
  });
});
