import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '@/testing/renderWithProviders';
import { recordRequests, refreshCalls } from '@/testing/server';
import { buildSignedInAuth } from '@/testing/builders';
import { respondWithConfirmFailure } from '@/testing/handlers/auth';

describe('EmailConfirmPage', () => {
  it('shows the success message to a visitor and goes to sign-in', async () => {
    const requests = recordRequests();
    const { router } = renderApp('/email-confirm/hash-1');
    expect(await screen.findByText('Your account has been confirmed.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(requests.some((r) => r.path === '/api/user/confirm/hash-1')).toBe(true);
    expect(refreshCalls(requests)).toHaveLength(0);
  });

  it('shows the error message to a visitor and goes to sign-in', async () => {
    respondWithConfirmFailure('The confirmation link is invalid.');
    const { router } = renderApp('/email-confirm/bad');
    expect(await screen.findByText('The confirmation link is invalid.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('refreshes the token of a signed-in user after a successful confirmation', async () => {
    const requests = recordRequests();
    const { router, store } = renderApp('/email-confirm/hash-1', {
      preloadedState: { auth: buildSignedInAuth({ role: 'candidate', isRegistered: true }) },
    });
    expect(await screen.findByText('Your account has been confirmed.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs'));
    expect(refreshCalls(requests)).toHaveLength(1);
    expect(store.getState().auth.token?.access_token).toBe('access-refreshed-1');
  });

  it('does not refresh the token of a signed-in user when the confirmation fails', async () => {
    respondWithConfirmFailure('Already confirmed.');
    const requests = recordRequests();
    const { router } = renderApp('/email-confirm/used', {
      preloadedState: { auth: buildSignedInAuth({ role: 'employer', isRegistered: false }) },
    });
    expect(await screen.findByText('Already confirmed.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-up-employer'));
    expect(refreshCalls(requests)).toHaveLength(0);
  });
});
