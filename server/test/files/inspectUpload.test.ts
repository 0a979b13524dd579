import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { IMAGE_RULES, MEGABYTE, PDF_RULES } from '@contract/files';
import { inspectUpload } from '../../src/files/inspectUpload';
import { UploadError } from '../../src/files/uploadError';
import { bombPng, exeBytes, jpegBytes, pdfBytes, pngBytes } from '../imageFixtures';

function refusedWith(code: string, message: string | RegExp) {
  return (error: unknown) => {
    assert.ok(error instanceof UploadError, String(error));
    assert.equal(error.code, code);
    if (typeof message === 'string') assert.equal(error.message, message);
    else assert.match(error.message, message);
    return true;
  };
}

describe('inspectUpload for images', () => {
  it('accepts a PNG and reports its type and pixel size', async () => {
    const result = await inspectUpload(pngBytes(320, 240), 'image', 'me.PNG');
    assert.deepEqual(result, { mime: 'image/png', ext: 'png', width: 320, height: 240 });
  });

  it('accepts a JPEG named .jpg, .jpeg or .jfif and stores it as jpg', async () => {
    for (const name of ['me.jpg', 'me.jpeg', 'me.jfif']) {
      const result = await inspectUpload(jpegBytes(400, 300), 'image', name);
      assert.deepEqual(result, { mime: 'image/jpeg', ext: 'jpg', width: 400, height: 300 });
    }
  });

  it('refuses other extensions with the spec message', async () => {
    await assert.rejects(
      inspectUpload(pngBytes(300, 300), 'image', 'me.gif'),
      refusedWith('type_not_allowed', IMAGE_RULES.messages.type),
    );
    await assert.rejects(
      inspectUpload(pngBytes(300, 300), 'image', 'no-extension'),
      refusedWith('type_not_allowed', IMAGE_RULES.messages.type),
    );
  });

  it('refuses a Windows program renamed to .png', async () => {
    await assert.rejects(
      inspectUpload(exeBytes(), 'image', 'holiday.png'),
      refusedWith('content_mismatch', 'The file content does not match its name.'),
    );
  });

  it('refuses a PNG named .jpg because the content does not match the name', async () => {
    await assert.rejects(
      inspectUpload(pngBytes(300, 300), 'image', 'photo.jpg'),
      refusedWith('content_mismatch', 'The file content does not match its name.'),
    );
  });

  it('refuses images smaller than 200×200 pixels', async () => {
    for (const [width, height] of [
      [199, 400],
      [400, 199],
    ]) {
      await assert.rejects(
        inspectUpload(pngBytes(width, height), 'image', 'small.png'),
        refusedWith('too_small', 'The image must be at least 200×200 pixels.'),
      );
    }
    const edge = await inspectUpload(pngBytes(200, 200), 'image', 'edge.png');
    assert.equal(edge.width, 200);
  });

  it('refuses a decompression bomb from its header without decoding it', async () => {
    const bomb = bombPng(30_000, 30_000);
    assert.ok(bomb.length < 200_000, `bomb is ${bomb.length} bytes`);
    const before = process.memoryUsage().rss;
    const start = performance.now();
    await assert.rejects(
      inspectUpload(bomb, 'image', 'bomb.png'),
      refusedWith('too_many_pixels', /too many pixels/),
    );
    assert.ok(performance.now() - start < 200);
    // Decoding would need 2.7 GB; reading the header needs nothing measurable.
    assert.ok(process.memoryUsage().rss - before < 50 * MEGABYTE);
  });

  it('refuses files over 15 MB and empty files', async () => {
    await assert.rejects(
      inspectUpload(pngBytes(300, 300, 15 * MEGABYTE + 1), 'image', 'big.png'),
      refusedWith('too_large', 'The file is larger than 15 MB.'),
    );
    await assert.rejects(
      inspectUpload(Buffer.alloc(0), 'image', 'empty.png'),
      refusedWith('empty', 'The file is empty.'),
    );
  });

  it('refuses a truncated image whose size cannot be read', async () => {
    const truncated = jpegBytes(300, 300).subarray(0, 24);
    await assert.rejects(
      inspectUpload(truncated, 'image', 'cut.jpg'),
      refusedWith('unreadable_image', 'The image could not be read.'),
    );
  });
});

describe('inspectUpload for PDFs', () => {
  it('accepts a real PDF', async () => {
    assert.deepEqual(await inspectUpload(pdfBytes(), 'pdf', 'cv.pdf'), {
      mime: 'application/pdf',
      ext: 'pdf',
    });
  });

  it('refuses other file types and renamed files', async () => {
    await assert.rejects(
      inspectUpload(pdfBytes(), 'pdf', 'cv.docx'),
      refusedWith('type_not_allowed', PDF_RULES.messages.type),
    );
    await assert.rejects(
      inspectUpload(pngBytes(300, 300), 'pdf', 'cv.pdf'),
      refusedWith('content_mismatch', 'The file content does not match its name.'),
    );
  });

  it('refuses PDFs over 25 MB with a 413 status', async () => {
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(25 * MEGABYTE)]);
    await assert.rejects(inspectUpload(big, 'pdf', 'cv.pdf'), (error: unknown) => {
      assert.ok(error instanceof UploadError);
      assert.equal(error.message, 'The file is larger than 25 MB.');
      assert.equal(error.status, 413);
      return true;
    });
  });
});
