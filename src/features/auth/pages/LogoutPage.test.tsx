import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { refreshOnce } from '@/api/baseQueryWithReauth';
import { localKeys } from '@/app/persist';
import { makeStore } from '@/app/store';
import { apiUrl } from '@/testing/api';
import { buildOAuthToken, buildSignedInAuth, buildStoredToken } from '@/testing/builders';
import { renderApp } from '@/testing/renderWithProviders';
import { recordRequests, server } from '@/testing/server';
import { userLoggedOut } from '@/session/authSlice';
import { logOut } from '@/session/session';

describe('LogoutPage', () => {
  it("shows 'Logging out ...', then clears the session and goes to sign-in", async () => {
    const { router, store } = renderApp('/logout', {
      preloadedState: { auth: buildSignedInAuth({ role: 'employer' }) },
    });
    expect(await screen.findByText('Logging out ...')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getState().auth).toMatchObject({
      token: null,
      uuid: null,
      role: null,
      isRegistered: false,
    });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('ends the sign-in on the server with its refresh token', async () => {
    const recorded = recordRequests();
    const auth = buildSignedInAuth({ role: 'candidate' });
    const { router } = renderApp('/logout', { preloadedState: { auth } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(recorded.some((r) => r.path === '/oauth/revoke')).toBe(true));
    const revoke = recorded.find((r) => r.path === '/oauth/revoke');
    await waitFor(() => expect(revoke?.body).not.toBe(''));
    const form = new URLSearchParams(revoke?.body);
    expect(form.get('token')).toBe(auth.token?.refresh_token);
    expect(form.get('token_type_hint')).toBe('refresh_token');
    expect(revoke?.headers.get('authorization')).toBeNull();
  });
});

describe('logging out', () => {
  it('removes the token from localStorage at once, before redux-persist writes', () => {
    window.localStorage.setItem(localKeys.token, JSON.stringify(buildStoredToken()));
    window.localStorage.setItem(localKeys.uuid, 'someone');
    const store = makeStore({ auth: buildSignedInAuth({ role: 'candidate' }) });
    store.dispatch(userLoggedOut());
    expect(window.localStorage.getItem(localKeys.token)).toBeNull();
    expect(window.localStorage.getItem(localKeys.uuid)).toBeNull();
    expect(window.localStorage.getItem(localKeys.isRegistered)).toBe('false');
  });

  it('is not undone by a refresh that answers after it', async () => {
    server.use(
      http.post(apiUrl('oauth/token'), async () => {
        await delay(50);
        return HttpResponse.json(
          buildOAuthToken({ access_token: 'late', refresh_token: 'late-r' }),
        );
      }),
    );
    const auth = buildSignedInAuth({ role: 'candidate' });
    const store = makeStore({ auth });
    const api = {
      dispatch: store.dispatch,
      getState: store.getState,
      signal: new AbortController().signal,
    } as unknown as Parameters<typeof refreshOnce>[0];
    const refreshing = refreshOnce(api, auth.token!);
    await store.dispatch(logOut());
    expect(await refreshing).toBeNull();
    expect(store.getState().auth.token).toBeNull();
  });
});
