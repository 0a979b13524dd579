/**
 * The API's own overhead on everyday calls, under 20 concurrent clients: the signed-in
 * candidate's profile read (GET /api/node/candidate_profile with the SPA's filter and includes)
 * and a profile PATCH (one attribute, as the edit mode sends it). Request validation and response
 * serialization run on every one of them, so this is where schemas would show up if they cost.
 * The token endpoint has its own bench (`token`); its time is the password hash's.
 */
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { percentile, startServer } from './server';
import { DEFAULT_OAUTH_CLIENT } from '../contract/auth';
import { call as httpCall } from './httpClient';

const CLIENTS = 20;
const ROUNDS = Number(process.env.API_ROUNDS ?? 100);
const DEMO_MAIL = 'candidate@matchboard.test';
const DEMO_PASSWORD = 'Matchboard2026!';
const INCLUDES =
  'uid,field_profile_picture,field_curriculum_vitae,field_technical_skills,field_personal_skills';

const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });

/** One request over this bench's kept-alive connections. */
const call = (url: string, options: Parameters<typeof httpCall>[1] = {}) =>
  httpCall(url, { agent, ...options });

/**
 * CPU time the server's process has used so far, in ms (Linux: utime + stime of /proc/PID/stat).
 * Throughput on a small machine moves with whatever else runs; CPU per request is the server's
 * own cost, so a change in what it does per request shows there first.
 */
function serverCpuMs(pid: number): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // After "pid (comm) ", utime and stime are fields 12 and 13 (0-based), in clock ticks.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
}

/** Each of CLIENTS clients calls `once` ROUNDS times back to back; the latencies, in ms. */
async function closedLoop(once: () => Promise<void>): Promise<{ times: number[]; rate: number }> {
  const times: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const t0 = performance.now();
        await once();
        times.push(performance.now() - t0);
      }
    }),
  );
  return { times, rate: times.length / ((performance.now() - started) / 1000) };
}

export async function benchApi(): Promise<void> {
  const server = await startServer(
    {
      SEED_DEMO: 'true',
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
      // The API's own cost is measured: none of the checks only the tests turn on.
      CHECK_RESPONSES: 'false',
    },
    { spa: false },
  );
  try {
    const token = await call(`${server.baseUrl}/oauth/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'password',
        client_id: DEFAULT_OAUTH_CLIENT.id,
        client_secret: DEFAULT_OAUTH_CLIENT.secret,
        username: DEMO_MAIL,
        password: DEMO_PASSWORD,
      }).toString(),
    });
    if (token.status !== 200) throw new Error(`sign-in: ${token.status} ${token.body}`);
    const auth = { Authorization: `Bearer ${JSON.parse(token.body).access_token}` };
    const entry = JSON.parse((await call(`${server.baseUrl}/api`, { headers: auth })).body);
    const userUuid: string = entry.meta.links.me.meta.id;
    const readUrl = `${server.baseUrl}/api/node/candidate_profile?${new URLSearchParams({
      'filter[uid.id]': userUuid,
      include: INCLUDES,
    })}`;
    const first = await call(readUrl, { headers: auth });
    if (first.status !== 200) throw new Error(`profile read: ${first.status} ${first.body}`);
    const profile = JSON.parse(first.body).data[0];
    const patchUrl = `${server.baseUrl}/api/node/candidate_profile/${profile.id}`;
    const role: string = profile.attributes.field_current_role ?? 'Engineer';

    const read = async () => {
      const response = await call(readUrl, { headers: auth });
      if (response.status !== 200) throw new Error(`profile read: ${response.status}`);
    };
    let n = 0;
    const patch = async () => {
      n += 1;
      const body = JSON.stringify({
        data: {
          type: 'node--candidate_profile',
          id: profile.id,
          attributes: { field_current_role: `${role.slice(0, 40)} ${n % 7}` },
        },
      });
      const response = await call(patchUrl, {
        method: 'PATCH',
        headers: { ...auth, 'Content-Type': 'application/vnd.api+json' },
        body,
      });
      if (response.status !== 200)
        throw new Error(`profile PATCH: ${response.status} ${response.body}`);
    };

    await closedLoop(read); // warm-up, not counted
    const measured = async (name: string, once: () => Promise<void>) => {
      const cpuBefore = serverCpuMs(server.pid);
      const result = await closedLoop(once);
      const cpuAfter = serverCpuMs(server.pid);
      const cpu =
        cpuBefore === undefined || cpuAfter === undefined
          ? ''
          : `, server CPU ${((cpuAfter - cpuBefore) / result.times.length).toFixed(2)} ms/request`;
      return `  ${name.padEnd(14)} p50 ${percentile(result.times, 50).toFixed(1)} ms, p95 ${percentile(result.times, 95).toFixed(1)} ms, ${result.rate.toFixed(0)} requests/s${cpu}`;
    };
    console.info(
      `\nProfile calls, ${CLIENTS} concurrent clients × ${ROUNDS} each, ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}:`,
    );
    console.info(await measured('profile read', read));
    console.info(await measured('profile PATCH', patch));
  } finally {
    agent.destroy();
    await server.stop();
  }
}
