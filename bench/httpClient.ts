/**
 * A keep-alive HTTP client for the load benches: every answer is a status (0 when the connection
 * failed, as a client sees a dead server), its body and whether it said Retry-After.
 */
import http from 'node:http';
import { DEFAULT_OAUTH_CLIENT } from '../contract/auth';

export const DEMO_PASSWORD = 'Matchboard2026!';

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

export function call(
  url: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    agent?: http.Agent;
  } = {},
): Promise<{ status: number; body: string; retryAfter: boolean; servedBy?: string }> {
  return new Promise((resolve) => {
    const request = http.request(
      url,
      {
        method: options.method ?? 'GET',
        agent: options.agent ?? agent,
        headers: {
          ...options.headers,
          ...(options.body ? { 'Content-Length': String(Buffer.byteLength(options.body)) } : {}),
        },
        timeout: 120_000,
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body,
            retryAfter: response.headers['retry-after'] !== undefined,
            servedBy: response.headers['x-served-by'] as string | undefined,
          }),
        );
      },
    );
    // A refused or reset connection is status 0: what a client sees of a dead server.
    request.on('error', () => resolve({ status: 0, body: '', retryAfter: false }));
    request.end(options.body);
  });
}

export const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

/** A password grant for a demo account (argon2id: the costliest call there is). */
export function passwordGrant(
  baseUrl: string,
  username: string,
  password = DEMO_PASSWORD,
): ReturnType<typeof call> {
  return call(
    `${baseUrl}/oauth/token`,
    form({
      grant_type: 'password',
      client_id: DEFAULT_OAUTH_CLIENT.id,
      client_secret: DEFAULT_OAUTH_CLIENT.secret,
      username,
      password,
    }),
  );
}

/** Signs an account in (a demo one by default) and returns its access token. */
export async function signIn(
  baseUrl: string,
  username: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const answer = await passwordGrant(baseUrl, username, password);
  if (answer.status !== 200) throw new Error(`sign-in: ${answer.status} ${answer.body}`);
  return JSON.parse(answer.body).access_token as string;
}

/** A candidate's profile PATCH of the mixed loads: one small attribute, changed each time. */
export function patchCurrentRole(
  baseUrl: string,
  headers: Record<string, string>,
  profileId: string,
  n: number,
): ReturnType<typeof call> {
  return call(`${baseUrl}/api/node/candidate_profile/${profileId}`, {
    method: 'PATCH',
    headers: { ...headers, 'Content-Type': 'application/vnd.api+json' },
    body: JSON.stringify({
      data: {
        type: 'node--candidate_profile',
        id: profileId,
        attributes: { field_current_role: `Engineer ${n % 9}` },
      },
    }),
  });
}
