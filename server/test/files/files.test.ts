import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { count, eq } from 'drizzle-orm';
import { IMAGE_RULES, MEGABYTE, PDF_RULES } from '@contract/files';
import { files } from '../../src/db/profileSchema';
import { injectAs } from '../helpers';
import { CV, PICTURE, uploadFile } from '../profiles/profileFixtures';
import { bombPng, exeBytes, jpegBytes, pdfBytes, pngBytes } from '../imageFixtures';
import { testFile } from '../support/fixture';

const given = testFile({ candidate: 'candidate', employer: 'employer' });

async function fileCount(): Promise<number> {
  const [row] = await given.t.database.db.select({ value: count() }).from(files);
  return row.value;
}

function storedFiles(): string[] {
  const dir = path.join(given.t.config.dataDir, 'files');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

function errorDetail(body: string): string {
  return JSON.parse(body).errors[0].detail;
}

describe('POST /api/node/{bundle}/{field}', () => {
  it('stores a picture under a random name and answers 201 with a file--file document', async () => {
    const response = await uploadFile(
      given.t,
      given.candidate,
      PICTURE,
      pngBytes(320, 320),
      'my face.png',
    );
    assert.equal(response.statusCode, 201, response.body);
    const { data } = response.json();
    assert.equal(data.type, 'file--file');
    assert.equal(data.attributes.filename, 'my face.png');
    assert.equal(data.attributes.filemime, 'image/png');
    assert.equal(data.attributes.status, false);
    assert.match(
      data.attributes.uri.url,
      new RegExp(`^/system/files/${data.id}/my%20face\\.png\\?expires=\\d+&sig=[\\w-]{43}$`),
    );
    assert.equal(response.headers.location, `/api/file/file/${data.id}`);
    const [row] = await given.t.database.db.select().from(files).where(eq(files.uuid, data.id));
    assert.match(row.storageKey, /^[0-9a-f-]{36}\.png$/);
    assert.ok(storedFiles().includes(row.storageKey));
  });

  it('accepts a JPEG picture for employers and a PDF CV for candidates', async () => {
    const jpeg = await uploadFile(
      given.t,
      given.employer,
      'employer_profile/field_profile_picture',
      jpegBytes(400, 300),
      'logo.jfif',
    );
    assert.equal(jpeg.statusCode, 201, jpeg.body);
    assert.equal(jpeg.json().data.attributes.filemime, 'image/jpeg');
    const pdf = await uploadFile(given.t, given.candidate, CV, pdfBytes(), 'Ada CV.pdf');
    assert.equal(pdf.statusCode, 201, pdf.body);
    assert.equal(pdf.json().data.attributes.filemime, 'application/pdf');
  });

  it('refuses fake, small and bomb images and keeps nothing', async () => {
    const before = await fileCount();
    const storedBefore = storedFiles().length;
    const cases: [Buffer, string, number, string][] = [
      [exeBytes(), 'holiday.png', 422, 'The file content does not match its name.'],
      [pngBytes(300, 300), 'virus.exe', 422, IMAGE_RULES.messages.type],
      [pngBytes(199, 300), 'small.png', 422, IMAGE_RULES.messages.dimensions],
      [bombPng(), 'bomb.png', 422, IMAGE_RULES.messages.pixels],
      [Buffer.alloc(0), 'empty.png', 422, 'The file is empty.'],
      [pdfBytes(), 'cv.png', 422, 'The file content does not match its name.'],
    ];
    for (const [body, name, status, message] of cases) {
      const response = await uploadFile(given.t, given.candidate, PICTURE, body, name);
      assert.equal(response.statusCode, status, name);
      assert.equal(errorDetail(response.body), message, name);
    }
    const cv = await uploadFile(given.t, given.candidate, CV, pngBytes(300, 300), 'cv.pdf');
    assert.equal(cv.statusCode, 422);
    assert.equal(await fileCount(), before);
    assert.equal(storedFiles().length, storedBefore);
  });

  it('refuses a body over the limit with 413 and the limit in words', async () => {
    const before = await fileCount();
    const big = pngBytes(300, 300, 15 * MEGABYTE + 10);
    const response = await uploadFile(given.t, given.candidate, PICTURE, big, 'big.png');
    assert.equal(response.statusCode, 413);
    assert.equal(errorDetail(response.body), IMAGE_RULES.messages.size);
    const pdf = Buffer.concat([pdfBytes(), Buffer.alloc(25 * MEGABYTE)]);
    const cv = await uploadFile(given.t, given.candidate, CV, pdf, 'cv.pdf');
    assert.equal(cv.statusCode, 413);
    assert.equal(errorDetail(cv.body), PDF_RULES.messages.size);
    assert.equal(await fileCount(), before);
  });

  it('accepts an image of exactly 15 MB', async () => {
    const response = await uploadFile(
      given.t,
      given.candidate,
      PICTURE,
      pngBytes(300, 300, 15 * MEGABYTE),
      'x.png',
    );
    assert.equal(response.statusCode, 201, response.body.slice(0, 200));
    assert.equal(response.json().data.attributes.filesize, 15 * MEGABYTE);
  });

  it('needs a file name and the octet-stream content type', async () => {
    const noName = await injectAs(given.t, given.candidate, {
      method: 'POST',
      url: `/api/node/${PICTURE}`,
      payload: pngBytes(300, 300),
      headers: { 'content-type': 'application/octet-stream' },
    });
    assert.equal(noName.statusCode, 422);
    assert.match(errorDetail(noName.body), /Content-Disposition/);
    const json = await injectAs(given.t, given.candidate, {
      method: 'POST',
      url: `/api/node/${PICTURE}`,
      payload: { data: 'x' },
    });
    assert.equal(json.statusCode, 415);
  });

  it('lets candidates upload only to candidate profiles and employers only to theirs', async () => {
    const before = await fileCount();
    const png = pngBytes(300, 300);
    assert.equal(
      (await uploadFile(given.t, given.employer, PICTURE, png, 'a.png')).statusCode,
      403,
    );
    assert.equal(
      (await uploadFile(given.t, given.employer, CV, pdfBytes(), 'a.pdf')).statusCode,
      403,
    );
    assert.equal(
      (
        await uploadFile(
          given.t,
          given.candidate,
          'employer_profile/field_profile_picture',
          png,
          'a.png',
        )
      ).statusCode,
      403,
    );
    assert.equal((await uploadFile(given.t, null, PICTURE, png, 'a.png')).statusCode, 401);
    assert.equal(await fileCount(), before);
  });

  it('answers 404 for unknown bundles and fields', async () => {
    const png = pngBytes(300, 300);
    for (const target of [
      'candidate_profile/field_logo',
      'employer_profile/field_curriculum_vitae',
      'job/field_profile_picture',
    ]) {
      assert.equal(
        (await uploadFile(given.t, given.candidate, target, png, 'a.png')).statusCode,
        404,
        target,
      );
    }
  });
});

describe('serving and deleting files', () => {
  it('serves a picture inline and a CV as an attachment, without a signature to the owner only', async () => {
    const png = pngBytes(256, 256);
    const picture = (await uploadFile(given.t, given.candidate, PICTURE, png, 'face.png')).json()
      .data;
    const served = await injectAs(given.t, given.candidate, {
      method: 'GET',
      url: picture.attributes.uri.url,
    });
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers['content-type'], 'image/png');
    assert.equal(served.headers['x-content-type-options'], 'nosniff');
    assert.match(String(served.headers['content-disposition']), /^inline; filename="face.png"/);
    assert.deepEqual(served.rawPayload, png);

    const cv = (
      await uploadFile(given.t, given.candidate, CV, pdfBytes(), 'Lebenslauf é.pdf')
    ).json().data;
    const pdf = await injectAs(given.t, given.candidate, {
      method: 'GET',
      url: cv.attributes.uri.url,
    });
    assert.equal(pdf.statusCode, 200);
    assert.equal(pdf.headers['content-type'], 'application/pdf');
    assert.equal(
      pdf.headers['content-disposition'],
      `attachment; filename="Lebenslauf _.pdf"; filename*=UTF-8''Lebenslauf%20%C3%A9.pdf`,
    );

    const unsigned = cv.attributes.uri.url.split('?')[0];
    assert.equal(
      (await injectAs(given.t, given.candidate, { method: 'GET', url: unsigned })).statusCode,
      200,
    );
    assert.equal(
      (await injectAs(given.t, given.employer, { method: 'GET', url: unsigned })).statusCode,
      403,
    );
    assert.equal((await injectAs(given.t, null, { method: 'GET', url: unsigned })).statusCode, 401);
    const unknown = await injectAs(given.t, given.candidate, {
      method: 'GET',
      url: `/system/files/${randomUUID()}/x.png`,
    });
    assert.equal(unknown.statusCode, 404);
  });

  it('reads the file--file resource of an own file only', async () => {
    const id = (
      await uploadFile(given.t, given.candidate, PICTURE, pngBytes(256, 256), 'f.png')
    ).json().data.id;
    const own = await injectAs(given.t, given.candidate, {
      method: 'GET',
      url: `/api/file/file/${id}`,
    });
    assert.equal(own.statusCode, 200);
    assert.equal(own.json().data.id, id);
    assert.equal(
      (await injectAs(given.t, given.employer, { method: 'GET', url: `/api/file/file/${id}` }))
        .statusCode,
      403,
    );
  });

  it('deletes a file for its owner only: 403 for others, 404 unknown, 204 and gone', async () => {
    const data = (
      await uploadFile(given.t, given.candidate, PICTURE, pngBytes(256, 256), 'd.png')
    ).json().data;
    const url = `/api/file/file/${data.id}`;
    const [row] = await given.t.database.db.select().from(files).where(eq(files.uuid, data.id));
    assert.equal(
      (await injectAs(given.t, given.employer, { method: 'DELETE', url })).statusCode,
      403,
    );
    assert.equal((await injectAs(given.t, null, { method: 'DELETE', url })).statusCode, 401);
    assert.ok(storedFiles().includes(row.storageKey));
    const deleted = await injectAs(given.t, given.candidate, { method: 'DELETE', url });
    assert.equal(deleted.statusCode, 204);
    assert.equal(storedFiles().includes(row.storageKey), false);
    assert.equal(
      (await injectAs(given.t, given.candidate, { method: 'DELETE', url })).statusCode,
      404,
    );
    const served = await injectAs(given.t, given.candidate, {
      method: 'GET',
      url: data.attributes.uri.url,
    });
    assert.equal(served.statusCode, 404);
  });
});
