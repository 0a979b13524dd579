import { deflateSync } from 'node:zlib';

/**
 * Images of the demo organization, drawn in code so the repository ships no binary assets:
 * a round logo and soft gradients for the title background and culture pictures. Each is a
 * real RGB PNG that passes the upload checks (magic bytes, header dimensions).
 */

type Rgb = [number, number, number];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** Encodes `pixel(x, y)` as an 8-bit RGB PNG. */
function png(width: number, height: number, pixel: (x: number, y: number) => Rgb): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  const raw = Buffer.alloc((width * 3 + 1) * height);
  let offset = 0;
  for (let y = 0; y < height; y++) {
    raw[offset++] = 0;
    for (let x = 0; x < width; x++) {
      const [r, g, b] = pixel(x, y);
      raw[offset++] = r;
      raw[offset++] = g;
      raw[offset++] = b;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  Math.round(a[0] + (b[0] - a[0]) * t),
  Math.round(a[1] + (b[1] - a[1]) * t),
  Math.round(a[2] + (b[2] - a[2]) * t),
];

const PURPLE: Rgb = [106, 27, 154];
const TEAL: Rgb = [15, 118, 110];
const WHITE: Rgb = [255, 255, 255];

/** A 400×400 logo: a purple-to-teal disc with a white ring, on white. */
export function demoLogo(): Buffer {
  const size = 400;
  const c = size / 2;
  return png(size, size, (x, y) => {
    const d = Math.hypot(x - c, y - c);
    if (d > 180) return WHITE;
    if (d > 118 && d < 138) return WHITE;
    return mix(PURPLE, TEAL, (x + y) / (2 * size));
  });
}

/** A 1920×600 title background: a calm diagonal gradient without text. */
export function demoBackground(): Buffer {
  return png(1920, 600, (x, y) => mix(TEAL, PURPLE, (x / 1920) * 0.8 + (y / 600) * 0.2));
}

/** An 800×600 culture picture in one of two palettes. */
export function demoCultureImage(variant: 0 | 1): Buffer {
  const [from, to]: [Rgb, Rgb] = variant === 0 ? [[255, 183, 77], PURPLE] : [[129, 199, 132], TEAL];
  return png(800, 600, (x, y) => mix(from, to, (Math.sin(x / 90) + 1) / 4 + y / 1200));
}
