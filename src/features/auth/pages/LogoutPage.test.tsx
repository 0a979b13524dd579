import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '@/testing/renderWithProviders';
import { buildSignedInAuth } from '@/testing/builders';

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
});
