import { deflateSync } from 'node:zlib';
import { PNG_SIGNATURE, pngChunk, pngHeader } from '../src/files/png';

/** Files built in code for upload tests: real headers, chosen dimensions, no binary fixtures. */

/**
 * A complete, decodable PNG of the given size (black RGB pixels). `padToBytes` adds an ancillary
 * private chunk so the file reaches that size, as a large photo would.
 */
export function pngBytes(width: number, height: number, padToBytes = 0): Buffer {
  const scanlines = Buffer.alloc((width * 3 + 1) * height);
  const parts = [PNG_SIGNATURE, pngHeader(width, height), pngChunk('IDAT', deflateSync(scanlines))];
  const size = parts.reduce((total, part) => total + part.length, 0) + 12;
  if (padToBytes > size + 12) parts.push(pngChunk('prVt', Buffer.alloc(padToBytes - size - 12, 7)));
  parts.push(pngChunk('IEND', Buffer.alloc(0)));
  return Buffer.concat(parts);
}

/**
 * A decompression bomb: the header promises `width`×`height` pixels, the data is a few bytes.
 * Decoding it would need width × height × 3 bytes of memory.
 */
export function bombPng(width = 30_000, height = 30_000): Buffer {
  const row = Buffer.alloc(width * 3 + 1);
  return Buffer.concat([
    PNG_SIGNATURE,
    pngHeader(width, height),
    pngChunk('IDAT', deflateSync(row)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function jpegSegment(marker: number, payload: Uint8Array): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
}

/** A baseline JPEG header (SOI, JFIF APP0, quantization table, SOF0 with the size) and EOI. */
export function jpegBytes(width: number, height: number): Buffer {
  const jfif = Buffer.from([0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  const quantization = Buffer.concat([Buffer.from([0]), Buffer.alloc(64, 1)]);
  const frame = Buffer.alloc(15);
  frame[0] = 8;
  frame.writeUInt16BE(height, 1);
  frame.writeUInt16BE(width, 3);
  frame[5] = 3;
  frame.set([1, 0x22, 0, 2, 0x11, 0, 3, 0x11, 0], 6);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    jpegSegment(0xe0, jfif),
    jpegSegment(0xdb, quantization),
    jpegSegment(0xc0, frame),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** The start of a Windows executable (MZ header pointing at a PE signature). */
export function exeBytes(): Buffer {
  const file = Buffer.alloc(512);
  file.write('MZ', 0, 'ascii');
  file.writeUInt32LE(0x80, 0x3c);
  file.write('PE\0\0', 0x80, 'binary');
  file.writeUInt16LE(0x14c, 0x84); // machine: i386
  return file;
}

/** A minimal, valid one-page PDF with a correct cross-reference table. */
export function pdfBytes(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
