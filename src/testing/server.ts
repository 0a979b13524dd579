import { setupServer } from 'msw/node';

/** The msw server of the jest run; default handlers are installed in setupTests.ts. */
export const server = setupServer();

export interface RecordedRequest {
  method: string;
  path: string;
  search: string;
  headers: Headers;
  body: string;
}

/** Records every request from now on (method, path, headers, body). */
export function recordRequests(): RecordedRequest[] {
  const recorded: RecordedRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    const entry: RecordedRequest = {
      method: request.method,
      path: url.pathname,
      search: url.search,
      headers: request.headers,
      body: '',
    };
    recorded.push(entry);
    void request
      .clone()
      .text()
      .then((text) => {
        entry.body = text;
      });
  });
  return recorded;
}

/** The recorded refresh grants. */
export function refreshCalls(recorded: RecordedRequest[]): RecordedRequest[] {
  return recorded.filter(
    (r) =>
      r.path === '/oauth/token' &&
      new URLSearchParams(r.body).get('grant_type') === 'refresh_token',
  );
}
