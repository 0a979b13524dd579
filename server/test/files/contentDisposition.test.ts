import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  MAX_FILENAME_LENGTH,
  parseContentDisposition,
  sanitizeFilename,
} from '../../src/files/contentDisposition';
import { UploadError } from '../../src/files/uploadError';

describe('parseContentDisposition', () => {
  it('reads the quoted file name Drupal clients send', () => {
    assert.equal(parseContentDisposition('file; filename="my photo.png"'), 'my photo.png');
  });

  it('reads unquoted names, escaped quotes and semicolons inside quotes', () => {
    assert.equal(parseContentDisposition('file; filename=cv.pdf'), 'cv.pdf');
    assert.equal(parseContentDisposition('file; filename="a \\"b\\"; c.pdf"'), 'a b; c.pdf');
    assert.equal(parseContentDisposition('attachment;FILENAME="x.jpg"'), 'x.jpg');
  });

  it('prefers an RFC 8187 filename* and decodes UTF-8', () => {
    assert.equal(
      parseContentDisposition(
        `file; filename="fallback.pdf"; filename*=UTF-8''Lebenslauf%20J%C3%BCrgen.pdf`,
      ),
      'Lebenslauf Jürgen.pdf',
    );
  });

  it('falls back to filename when filename* is malformed', () => {
    assert.equal(
      parseContentDisposition(`file; filename*=UTF-8''%E0%A4%A; filename="ok.pdf"`),
      'ok.pdf',
    );
  });

  it('strips directory parts so a name cannot point elsewhere', () => {
    assert.equal(parseContentDisposition('file; filename="../../etc/passwd"'), 'passwd');
    assert.equal(parseContentDisposition('file; filename="C:\\\\Users\\\\me\\\\cv.pdf"'), 'cv.pdf');
  });

  it('refuses a missing header, a missing name, or a name with nothing usable', () => {
    for (const header of [undefined, '', 'file', 'file; filename=""', 'file; filename="../.."']) {
      assert.throws(
        () => parseContentDisposition(header),
        (error: unknown) => error instanceof UploadError && error.code === 'missing_filename',
        String(header),
      );
    }
  });
});

describe('sanitizeFilename', () => {
  it('removes control and reserved characters and leading dots', () => {
    assert.equal(sanitizeFilename('.hidden\u0000<evil>|name?.png'), 'hiddenevilname.png');
    assert.equal(sanitizeFilename('  spaced \t out .pdf  '), 'spaced out .pdf');
    assert.equal(sanitizeFilename('right\u202Eto-left.pdf'), 'rightto-left.pdf');
  });

  it('caps long names and keeps the extension', () => {
    const long = `${'a'.repeat(500)}.jpeg`;
    const clean = sanitizeFilename(long);
    assert.equal(clean.length, MAX_FILENAME_LENGTH);
    assert.ok(clean.endsWith('.jpeg'));
  });
});
