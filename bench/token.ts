/**
 * Token endpoint latency: 20 concurrent clients, each signing in repeatedly with its own
 * account over loopback, against the real server with the password hash at OWASP parameters.
 */
import { percentile, startServer } from './server';
import { DEFAULT_OAUTH_CLIENT } from '../contract/auth';

const CLIENTS = 20;
const ROUNDS = 10;
const PASSWORD = 'bench-password-1';

export async function benchToken(): Promise<void> {
  const server = await startServer({
    RATE_LIMIT_LOGIN_PER_ADDRESS: '100000',
    RATE_LIMIT_REGISTER_PER_ADDRESS: '100000',
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
      const res = await fetch(`${server.baseUrl}/oauth/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'password',
          client_id: DEFAULT_OAUTH_CLIENT.id,
          client_secret: DEFAULT_OAUTH_CLIENT.secret,
          username: mail,
          password: PASSWORD,
        }),
      });
      await res.text();
      if (res.status !== 200) throw new Error(`login ${mail}: ${res.status}`);
      return performance.now() - started;
    };
    await Promise.all(mails.map(login)); // warm-up round, not counted
    const latencies: number[] = [];
    const started = performance.now();
    await Promise.all(
      mails.map(async (mail) => {
        for (let round = 0; round < ROUNDS; round++) latencies.push(await login(mail));
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const p95 = percentile(latencies, 95);
    console.info(
      `\nPOST /oauth/token, ${CLIENTS} concurrent clients × ${ROUNDS} sign-ins (argon2id m=19 MiB, t=2):`,
    );
    console.info(
      `  requests ${latencies.length}, throughput ${(latencies.length / seconds).toFixed(1)}/s`,
    );
    console.info(
      `  p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, max ${Math.max(...latencies).toFixed(0)} ms (target p95 < 300 ms: ${p95 < 300 ? 'ok' : 'OVER'})`,
    );
  } finally {
    await server.stop();
  }
}
