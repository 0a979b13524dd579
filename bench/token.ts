/**
 * Token endpoint latency: 20 concurrent clients, each signing in repeatedly with its own
 * account over loopback, against the real server with the password hash at OWASP parameters.
 */
import http from 'node:http';
import os from 'node:os';
import { call } from './httpClient';
import { percentile, startServer } from './server';
import { DEFAULT_OAUTH_CLIENT } from '../contract/auth';
import { ARGON2_OPTIONS } from '../server/src/auth/password';

const CLIENTS = 20;
const ROUNDS = 10;
const PASSWORD = 'bench-password-1';

// The load comes from this process, on the same two cores as the server, so it uses node:http
// over kept-alive connections: about a third of the CPU per request of `fetch`, which leaves the
// cores to the server being measured.
const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });

/** A form POST over this bench's kept-alive connections. */
const postForm = (url: string, fields: URLSearchParams) =>
  call(url, {
    agent,
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: fields.toString(),
  });

export async function benchToken(): Promise<void> {
  const server = await startServer({
    RATE_LIMIT_LOGIN_PER_ADDRESS: '100000',
    RATE_LIMIT_REGISTER_PER_ADDRESS: '100000',
    // `BENCH_DATABASE_URL=postgres://…` measures against PostgreSQL instead of embedded PGlite.
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
  });
  try {
    const mails = Array.from({ length: CLIENTS }, (_, i) => `bench-${i}@example.com`);
    for (const mail of mails) {
      const res = await fetch(`${server.baseUrl}/api/user/register/candidate?_format=json`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ mail, pass: PASSWORD }),
      });
      if (!res.ok) throw new Error(`registering ${mail}: ${res.status} ${await res.text()}`);
    }
    const login = async (mail: string): Promise<number> => {
      const started = performance.now();
      const res = await postForm(
        `${server.baseUrl}/oauth/token`,
        new URLSearchParams({
          grant_type: 'password',
          client_id: DEFAULT_OAUTH_CLIENT.id,
          client_secret: DEFAULT_OAUTH_CLIENT.secret,
          username: mail,
          password: PASSWORD,
        }),
      );
      if (res.status !== 200) throw new Error(`login ${mail}: ${res.status} ${res.body}`);
      return performance.now() - started;
    };
    await Promise.all(mails.map(login)); // warm-up round, not counted

    // Bursts: the 20 clients sign in at the same moment, the round ends when all are answered.
    const burst: number[] = [];
    for (let round = 0; round < ROUNDS; round++)
      burst.push(...(await Promise.all(mails.map(login))));

    // Sustained: each client signs in again as soon as it has its answer (closed loop), so 20
    // requests are always in flight; latency is then bounded below by 20 / throughput.
    const sustained: number[] = [];
    const started = performance.now();
    await Promise.all(
      mails.map(async (mail) => {
        for (let round = 0; round < ROUNDS; round++) sustained.push(await login(mail));
      }),
    );
    const seconds = (performance.now() - started) / 1000;

    const line = (name: string, values: number[]) => {
      const p95 = percentile(values, 95);
      return `  ${name.padEnd(10)} p50 ${percentile(values, 50).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms (target p95 < 300 ms: ${p95 < 300 ? 'ok' : 'OVER'})`;
    };
    console.info(
      `\nPOST /oauth/token (password grant), ${CLIENTS} concurrent clients × ${ROUNDS} sign-ins each, argon2id m=${ARGON2_OPTIONS.memoryCost / 1024} MiB t=${ARGON2_OPTIONS.timeCost} p=${ARGON2_OPTIONS.parallelism}, hashing bounded to ${os.availableParallelism()} cores, ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}:`,
    );
    console.info(line('bursts', burst));
    console.info(line('sustained', sustained));
    console.info(`  sustained throughput ${(sustained.length / seconds).toFixed(1)} sign-ins/s`);
  } finally {
    agent.destroy();
    await server.stop();
  }
}
