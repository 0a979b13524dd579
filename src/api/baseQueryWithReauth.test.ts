import { http, HttpResponse } from 'msw';
import { makeStore } from '@/app/store';
import { apiUrl } from '@/testing/api';
import { buildSignedInAuth, buildStoredToken } from '@/testing/builders';
import { respondWithRefreshFailure } from '@/testing/handlers/auth';
import { recordRequests, refreshCalls, server } from '@/testing/server';
import { baseApi } from './baseApi';

const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<{ id: string }, string>({ query: (id) => `api/node/probe/${id}` }),
    saveProbe: build.mutation<unknown, { title: string }>({
      query: (body) => ({ url: 'api/node/probe', method: 'POST', body }),
    }),
    restProbe: build.mutation<unknown, { value: string }>({
      query: (body) => ({ url: 'api/rest-probe?_format=json', method: 'POST', body }),
    }),
  }),
});

/** Answers 200 only to the given access token, 401 otherwise, like an expired session. */
function acceptOnly(accessToken: string) {
  server.use(
    http.get(apiUrl('api/node/probe/:id'), ({ request, params }) =>
      request.headers.get('authorization') === `Bearer ${accessToken}`
        ? HttpResponse.json({ id: String(params.id) })
        : HttpResponse.json({ message: 'Unauthorized' }, { status: 401 }),
    ),
  );
}

function storeWith(token = buildStoredToken()) {
  return makeStore({ auth: buildSignedInAuth({ token }) });
}

describe('baseQueryWithReauth', () => {
  it('sends JSON:API headers and the bearer token on JSON:API calls', async () => {
    acceptOnly('access-1');
    server.use(http.post(apiUrl('api/node/probe'), () => HttpResponse.json({}, { status: 201 })));
    const requests = recordRequests();
    const store = storeWith();
    await store.dispatch(probeApi.endpoints.saveProbe.initiate({ title: 'x' })).unwrap();
    const post = requests.find((r) => r.method === 'POST');
    expect(post?.headers.get('accept')).toBe('application/vnd.api+json');
    expect(post?.headers.get('content-type')).toBe('application/vnd.api+json');
    expect(post?.headers.get('authorization')).toBe('Bearer access-1');
  });

  it('sends plain JSON headers on ?_format=json REST calls', async () => {
    server.use(http.post(apiUrl('api/rest-probe'), () => HttpResponse.json({ ok: true })));
    const requests = recordRequests();
    const store = storeWith();
    await store.dispatch(probeApi.endpoints.restProbe.initiate({ value: 'x' })).unwrap();
    expect(requests[0].headers.get('content-type')).toBe('application/json');
    expect(requests[0].headers.get('accept')).toBe('application/json');
  });

  it('refreshes once on a 401 and retries the call with the new token', async () => {
    acceptOnly('access-refreshed-1');
    const requests = recordRequests();
    const store = storeWith();
    const result = await store.dispatch(probeApi.endpoints.probe.initiate('a')).unwrap();
    expect(result).toEqual({ id: 'a' });
    expect(refreshCalls(requests)).toHaveLength(1);
    const probes = requests.filter((r) => r.path === '/api/node/probe/a');
    expect(probes.map((r) => r.headers.get('authorization'))).toEqual([
      'Bearer access-1',
      'Bearer access-refreshed-1',
    ]);
    expect(store.getState().auth.token?.refresh_token).toBe('refresh-refreshed-1');
  });

  it('makes concurrent 401s share one refresh call', async () => {
    acceptOnly('access-refreshed-1');
    const requests = recordRequests();
    const store = storeWith();
    const results = await Promise.all(
      ['a', 'b', 'c'].map((id) => store.dispatch(probeApi.endpoints.probe.initiate(id)).unwrap()),
    );
    expect(results).toEqual([{ id: 'a' }, { id: 'b' }, { id: 'c' }]);
    expect(refreshCalls(requests)).toHaveLength(1);
  });

  it('logs out when the refresh fails and does not retry', async () => {
    acceptOnly('never-valid');
    respondWithRefreshFailure();
    const requests = recordRequests();
    const store = storeWith();
    const result = await store.dispatch(probeApi.endpoints.probe.initiate('a'));
    // The logout also resets the API cache, so the failed call leaves no data behind.
    expect(result.data).toBeUndefined();
    expect(result.isSuccess).toBe(false);
    expect(store.getState().auth).toMatchObject({
      token: null,
      uuid: null,
      role: null,
      isRegistered: false,
    });
    expect(requests.filter((r) => r.path === '/api/node/probe/a')).toHaveLength(1);
  });

  it('refreshes an access token that has already expired before sending the call', async () => {
    acceptOnly('access-refreshed-1');
    const requests = recordRequests();
    const store = storeWith(buildStoredToken({}, -1000));
    await store.dispatch(probeApi.endpoints.probe.initiate('a')).unwrap();
    expect(requests.map((r) => r.path)).toEqual(['/oauth/token', '/api/node/probe/a']);
    expect(requests[1].headers.get('authorization')).toBe('Bearer access-refreshed-1');
  });

  it('sends no Authorization header and tries no refresh for a visitor', async () => {
    acceptOnly('access-1');
    const requests = recordRequests();
    const store = makeStore();
    const result = await store.dispatch(probeApi.endpoints.probe.initiate('a'));
    expect(result.error).toMatchObject({ status: 401 });
    expect(requests).toHaveLength(1);
    expect(requests[0].headers.get('authorization')).toBeNull();
  });

  it('forgets cached answers when the user logs out', async () => {
    acceptOnly('access-1');
    const store = storeWith();
    await store.dispatch(probeApi.endpoints.probe.initiate('a')).unwrap();
    expect(probeApi.endpoints.probe.select('a')(store.getState()).data).toEqual({ id: 'a' });
    const { userLoggedOut } = await import('@/session/authSlice');
    store.dispatch(userLoggedOut());
    expect(probeApi.endpoints.probe.select('a')(store.getState()).data).toBeUndefined();
  });
});
