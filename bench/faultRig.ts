/**
 * The rig of the faults bench (faults.ts): an SMTP sink that can go away, the server as its own
 * process, and the clients that load it and count what they were answered.
 */
import { SERVER_ARGS } from '../scripts/serverNode.mjs';
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { call, passwordGrant, patchCurrentRole, signIn } from './httpClient';

export const STATEMENT_TIMEOUT_MS = 5000;
export const CONNECT_TIMEOUT_MS = 3000;
export const SHUTDOWN_TIMEOUT_S = 10;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/* ------------------------------------------------------------------------------------------- */
/* An SMTP sink that can go away.                                                               */
/* ------------------------------------------------------------------------------------------- */

export async function startSink(port: number, received: Map<string, number>) {
  let server: SMTPServer | null = null;
  const up = () =>
    new Promise<void>((resolve) => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream, session, callback) {
          stream.resume();
          stream.on('end', () => {
            for (const to of session.envelope.rcptTo) received.set(to.address, Date.now());
            callback();
          });
        },
      });
      server.listen(port, '127.0.0.1', () => resolve());
    });
  const down = () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      server.close(() => resolve());
      server = null;
    });
  await up();
  return { up, down };
}

/* ------------------------------------------------------------------------------------------- */
/* The server, as its own process.                                                              */
/* ------------------------------------------------------------------------------------------- */

export interface Api {
  baseUrl: string;
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export async function startApi(
  env: Record<string, string>,
  port: number,
  output?: (chunk: string) => void,
): Promise<Api> {
  const child = spawn(process.execPath, [...SERVER_ARGS], {
    stdio: ['ignore', output ? 'pipe' : 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'fatal',
      CHECK_RESPONSES: 'false',
      STATIC_DIR: path.join(os.tmpdir(), 'matchboard-faults-no-dist'),
      DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
      DATABASE_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS),
      SHUTDOWN_TIMEOUT: String(SHUTDOWN_TIMEOUT_S),
      // The registrations of this bench come from one address.
      RATE_LIMIT_REGISTER_PER_ADDRESS: '100000',
      RATE_LIMIT_LOGIN_PER_ADDRESS: '100000',
      ...env,
    },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  if (output) child.stdout?.on('data', (chunk: Buffer) => output(chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${stderr.trim()}`);
    try {
      // /api answers on every version of the server, so the mixed load can be compared with an
      // older checkout (FAULTS_ONLY=mixed, see bench/README.md).
      if ((await fetch(`${baseUrl}/api`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('the server did not start within 3 minutes');
    await sleep(200);
  }
  return { baseUrl, child, exited };
}

/* ------------------------------------------------------------------------------------------- */
/* Clients.                                                                                     */
/* ------------------------------------------------------------------------------------------- */

export interface Outcome {
  at: number;
  ms: number;
  status: number;
  retryAfter: boolean;
}

/** The everyday calls of the mixed load, each a function answering with its outcome. */
export async function everydayCalls(baseUrl: string) {
  const candidate = {
    Authorization: `Bearer ${await signIn(baseUrl, 'candidate@matchboard.test')}`,
  };
  const employer = { Authorization: `Bearer ${await signIn(baseUrl, 'employer@matchboard.test')}` };
  const me = JSON.parse((await call(`${baseUrl}/api`, { headers: candidate })).body).meta.links.me
    .meta.id;
  const readUrl = `${baseUrl}/api/node/candidate_profile?filter[uid.id]=${me}&include=uid,field_technical_skills`;
  const profile = JSON.parse((await call(readUrl, { headers: candidate })).body).data[0];
  const [organization] = JSON.parse(
    (
      await call(`${baseUrl}/api/organization/get_organizations_for_current_user`, {
        headers: employer,
      })
    ).body,
  ) as { nid: number }[];
  let n = 0;
  const calls: Array<() => Promise<{ status: number; retryAfter: boolean }>> = [
    () => call(readUrl, { headers: candidate }),
    () => {
      n += 1;
      return patchCurrentRole(baseUrl, candidate, profile.id, n);
    },
    () => call(`${baseUrl}/api/jobs/search?_format=json&page=0`),
    () => call(`${baseUrl}/api/jobs/search?_format=json&page=0&search=engineer`),
    () =>
      call(`${baseUrl}/api/candidates/export?_format=json&page=0&org_id=${organization.nid}`, {
        headers: employer,
      }),
  ];
  // One sign-in in twenty calls (argon2id: the costliest call there is).
  const signInCall = () => passwordGrant(baseUrl, 'candidate@matchboard.test');
  let i = 0;
  return () => {
    i += 1;
    return i % 20 === 0 ? signInCall() : calls[i % calls.length]();
  };
}

/** `clients` loops calling `next` until `ms` have passed; every outcome, timed from the start. */
export async function load(
  clients: number,
  ms: number,
  next: () => Promise<{ status: number; retryAfter: boolean }>,
  events: Array<[number, () => void | Promise<void>]> = [],
): Promise<{ outcomes: Outcome[]; started: number }> {
  const outcomes: Outcome[] = [];
  const started = Date.now();
  const end = started + ms;
  const timeline = (async () => {
    for (const [at, event] of events) {
      await sleep(Math.max(0, started + at - Date.now()));
      await event();
    }
  })();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (Date.now() < end) {
        const t0 = Date.now();
        const { status, retryAfter } = await next();
        outcomes.push({ at: t0 - started, ms: Date.now() - t0, status, retryAfter });
        // A refused connection answers at once: do not spin on it.
        if (status === 0) await sleep(50);
      }
    }),
  );
  await timeline;
  return { outcomes, started };
}

export const histogram = (outcomes: Outcome[]) => {
  const counts = new Map<string, number>();
  for (const { status, retryAfter } of outcomes) {
    const key =
      status === 503
        ? `503${retryAfter ? '+Retry-After' : ' without Retry-After'}`
        : status === 0
          ? 'no answer'
          : String(status);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, count]) => `${key}: ${count}`).join(', ');
};
