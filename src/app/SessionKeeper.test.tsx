import { waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { buildSignedInAuth, buildStoredToken } from '@/testing/builders';
import { respondWithRefreshFailure } from '@/testing/handlers/auth';
import { recordRequests, refreshCalls } from '@/testing/server';
import { SessionKeeper } from './SessionKeeper';

describe('SessionKeeper', () => {
  it('refreshes a token that expired while the app was closed', async () => {
    const requests = recordRequests();
    const { store } = renderWithProviders(<SessionKeeper />, {
      preloadedState: { auth: buildSignedInAuth({ token: buildStoredToken({}, -60_000) }) },
    });
    await waitFor(() =>
      expect(store.getState().auth.token?.access_token).toBe('access-refreshed-1'),
    );
    expect(refreshCalls(requests)).toHaveLength(1);
  });

  it('logs out when that refresh fails', async () => {
    respondWithRefreshFailure();
    const { store } = renderWithProviders(<SessionKeeper />, {
      preloadedState: { auth: buildSignedInAuth({ token: buildStoredToken({}, -60_000) }) },
    });
    await waitFor(() => expect(store.getState().auth.token).toBeNull());
    expect(store.getState().auth).toMatchObject({ uuid: null, role: null, isRegistered: false });
  });

  it('leaves a valid token alone', async () => {
    const requests = recordRequests();
    const { store } = renderWithProviders(<SessionKeeper />, {
      preloadedState: { auth: buildSignedInAuth() },
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toHaveLength(0);
    expect(store.getState().auth.token?.access_token).toBe('access-1');
  });
});
