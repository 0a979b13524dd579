import {
  fetchBaseQuery,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query';
import type { StoredToken } from '@contract/auth';
import { apiBaseUrl } from '@/config/env';
import { selectToken, tokenRefreshed, userLoggedOut, type AuthState } from '@/session/authSlice';
import {
  isExpired,
  isOAuthToken,
  isTokenRequest,
  refreshGrant,
  toStoredToken,
  TOKEN_PATH,
} from './oauth';
import { withStandardHeaders } from './requestHeaders';

type RawQuery = BaseQueryFn<FetchArgs, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta>;

let cached: { baseUrl: string; query: RawQuery } | null = null;

/**
 * Where a store's requests go when it does not run in the browser: the server that renders a
 * page hands its store the API's address and a fetch of its own (src/prerender/renderPage.tsx).
 */
export interface ServerFetch {
  apiBaseUrl: string;
  fetchFn: typeof fetch;
}

const serverFetchOf = (api: BaseQueryApi): ServerFetch | undefined =>
  (api.extra as { serverFetch?: ServerFetch } | undefined)?.serverFetch;

/** The base URL is read when the first call runs, after /config.js has defined it. */
function rawQuery(api: BaseQueryApi): RawQuery {
  const server = serverFetchOf(api);
  if (server) return fetchBaseQuery({ baseUrl: server.apiBaseUrl, fetchFn: server.fetchFn });
  const baseUrl = apiBaseUrl();
  if (cached?.baseUrl !== baseUrl) cached = { baseUrl, query: fetchBaseQuery({ baseUrl }) };
  return cached.query;
}

const currentToken = (api: BaseQueryApi): StoredToken | null =>
  selectToken(api.getState() as { auth: AuthState });

/**
 * Refreshes in flight, keyed by the refresh token they spend. Concurrent 401s with the same
 * session await one promise, so the server sees one refresh and the rotated token is not spent
 * twice (a reused refresh token is rejected).
 */
const inflight = new Map<string, Promise<StoredToken | null>>();

/** Runs (or joins) the single refresh for `stale`; a failed refresh logs the user out. */
export function refreshOnce(api: BaseQueryApi, stale: StoredToken): Promise<StoredToken | null> {
  const running = inflight.get(stale.refresh_token);
  if (running) return running;
  const refresh = (async () => {
    // A fresh signal: one caller aborting must not cancel the refresh the others wait for.
    const detached: BaseQueryApi = { ...api, signal: new AbortController().signal };
    const result = await rawQuery(detached)(
      withStandardHeaders(
        { url: TOKEN_PATH, method: 'POST', body: refreshGrant(stale.refresh_token) },
        null,
      ),
      detached,
      {},
    );
    if (!result.error && isOAuthToken(result.data)) {
      const token = toStoredToken(result.data);
      api.dispatch(tokenRefreshed({ token, replacedRefreshToken: stale.refresh_token }));
      // Logged out (or signed in anew) while the refresh was on its way: it is not ours to use.
      return currentToken(api)?.access_token === token.access_token ? token : null;
    }
    api.dispatch(userLoggedOut());
    return null;
  })().finally(() => inflight.delete(stale.refresh_token));
  inflight.set(stale.refresh_token, refresh);
  return refresh;
}

const SESSION_ENDED: FetchBaseQueryError = {
  status: 401,
  data: { message: 'Your session has ended. Please sign in again.' },
};

/**
 * The one base query: JSON:API, REST and OAuth headers, the bearer token, a refresh before
 * sending an already expired token, and on 401 one shared refresh and one retry.
 */
export const baseQueryWithReauth: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  object,
  FetchBaseQueryMeta
> = async (args, api, extraOptions) => {
  const url = typeof args === 'string' ? args : args.url;
  if (isTokenRequest(url)) return rawQuery(api)(withStandardHeaders(args, null), api, extraOptions);

  let token = currentToken(api);
  if (token && isExpired(token)) {
    token = await refreshOnce(api, token);
    if (!token) return { error: SESSION_ENDED };
  }
  const result = await rawQuery(api)(withStandardHeaders(args, token), api, extraOptions);
  if (result.error?.status !== 401 || !token) return result;

  const latest = currentToken(api);
  // Logged out meanwhile (another refresh failed): nothing left to retry with.
  if (!latest) return result;
  // Someone else already rotated the token while this call was in flight: just retry.
  const fresh =
    latest.access_token !== token.access_token ? latest : await refreshOnce(api, latest);
  if (!fresh) return result;
  return rawQuery(api)(withStandardHeaders(args, fresh), api, extraOptions);
};
