/**
 * Upload targets (issue 3): a 15 MB image is validated and stored in under 1 s over HTTP, and
 * decompression-bomb PNGs are refused while the server's resident memory stays under 200 MB.
 * The server runs as its own process so its RSS can be read from /proc. With the embedded
 * database, PGlite's WebAssembly PostgreSQL alone holds about 800 MB before any request, so the
 * bomb target is read as growth; `BENCH_DATABASE_URL=postgres://...` runs the server against
 * PostgreSQL, where the absolute figure is the server's own.
 */
import { readFileSync } from 'node:fs';
import { createDeflate } from 'node:zlib';
import { passwordGrantForm } from '../contract/auth';
import { MEGABYTE } from '../contract/files';
import { bombPng, pngBytes } from '../server/test/imageFixtures';
import { percentile, startServer } from './server';

const ROUNDS = 5;
const PICTURE_URL = '/api/node/candidate_profile/field_profile_picture';
const PASSWORD = 'bench-password-1';

/** Resident memory of a process in MB, from /proc (Linux). */
function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : NaN;
}

/** Samples a process's RSS every 5 ms while `work` runs; returns the peak. */
async function peakRssDuring(pid: number, work: () => Promise<void>): Promise<number> {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 5);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.max(peak, rssMb(pid));
}

/**
 * A PNG whose image data really is there, all of it zeros: `side`×`side` RGB pixels deflated
 * to about a thousandth of their size. Decoding it would take side² × 3 bytes.
 */
async function fullBombPng(side: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const rowsPerWrite = 256;
  const block = Buffer.alloc((side * 3 + 1) * rowsPerWrite);
  for (let row = 0; row < side; row += rowsPerWrite) {
    if (!deflate.write(block)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  const idat = Buffer.concat(chunks);
  // Reuse the fixture's header and trailer, swapping in the big IDAT.
  const template = bombPng(side, side);
  const idatStart = 8 + 25;
  const idatLength = template.readUInt32BE(idatStart);
  const head = template.subarray(0, idatStart);
  const tail = template.subarray(idatStart + 12 + idatLength);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(idat.length);
  const typeAndData = Buffer.concat([Buffer.from('IDAT'), idat]);
  // image-size and file-type never check CRCs; a zero CRC keeps this generator short.
  return Buffer.concat([head, length, typeAndData, Buffer.alloc(4), tail]);
}

async function signIn(baseUrl: string): Promise<string> {
  const mail = `bench-upload-${Date.now()}@example.com`;
  const registered = await fetch(`${baseUrl}/api/user/register/candidate?_format=json`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ mail, pass: PASSWORD }),
  });
  if (!registered.ok) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const token = await fetch(`${baseUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: passwordGrantForm(mail, PASSWORD),
  });
  if (!token.ok) throw new Error(`login: ${token.status}`);
  return ((await token.json()) as { access_token: string }).access_token;
}

async function upload(baseUrl: string, token: string, body: Buffer, name: string) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${PICTURE_URL}`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/octet-stream',
      'Content-Disposition': `file; filename="${name}"`,
    },
    body: new Uint8Array(body),
  });
  const text = await response.text();
  return { status: response.status, text, ms: performance.now() - started };
}

export async function benchUpload(): Promise<void> {
  const server = await startServer(
    { DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '' },
    { spa: false },
  );
  try {
    const token = await signIn(server.baseUrl);
    const idle = rssMb(server.pid);
    const image = pngBytes(2000, 2000, 15 * MEGABYTE);
    const warm = await upload(server.baseUrl, token, image, 'warm-up.png');
    if (warm.status !== 201) throw new Error(`upload: ${warm.status} ${warm.text}`);
    const times: number[] = [];
    const uploadPeak = await peakRssDuring(server.pid, async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const result = await upload(server.baseUrl, token, image, `photo-${round}.png`);
        if (result.status !== 201) throw new Error(`upload: ${result.status} ${result.text}`);
        times.push(result.ms);
      }
    });
    const p50 = percentile(times, 50);
    const worst = Math.max(...times);
    console.info(
      `\nPOST ${PICTURE_URL}, ${(image.length / MEGABYTE).toFixed(1)} MB PNG (2000×2000), ${ROUNDS} rounds:`,
    );
    console.info(
      `  p50 ${p50.toFixed(0)} ms, max ${worst.toFixed(0)} ms (target < 1000 ms: ${worst < 1000 ? 'ok' : 'OVER'}); server RSS ${idle.toFixed(0)} MB before the first upload, peak ${uploadPeak.toFixed(0)} MB`,
    );

    const database = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite';
    console.info(`  (database: ${database}; server RSS now ${rssMb(server.pid).toFixed(0)} MB)`);
    const bombs: [string, Buffer][] = [
      ['header bomb 30000×30000 (2.7 GB decoded)', bombPng(30_000, 30_000)],
      ['full-data bomb 16000×16000 (768 MB decoded)', await fullBombPng(16_000)],
    ];
    for (const [label, bomb] of bombs) {
      const before = rssMb(server.pid);
      let status = 0;
      const peak = await peakRssDuring(server.pid, async () => {
        status = (await upload(server.baseUrl, token, bomb, 'bomb.png')).status;
      });
      const growth = peak - before;
      console.info(
        `  ${label}, ${(bomb.length / 1024).toFixed(0)} KB on the wire: HTTP ${status}; server RSS ${before.toFixed(0)} → peak ${peak.toFixed(0)} MB, growth ${growth.toFixed(1)} MB (target: refused, < 200 MB: ${status === 422 && growth < 200 ? 'ok' : 'OVER'})`,
      );
    }
  } finally {
    await server.stop();
  }
}
