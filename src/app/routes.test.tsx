import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '@/testing/renderWithProviders';
import { respondWithOwnProfile } from '@/testing/shell';
import { buildSignedInAuth } from '@/testing/builders';

describe('route table', () => {
  // The shell's avatar menu reads the own profile.
  beforeEach(() => respondWithOwnProfile());

  it('sends a visitor without a user id from a wizard to /sign-up', async () => {
    const { router } = renderApp('/sign-up-candidate');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-up'));
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
  });

  it('shows the four candidate wizard steps and keeps an empty first step open', async () => {
    const { user } = renderApp('/sign-up-candidate', {
      preloadedState: { auth: buildSignedInAuth({ isRegistered: false }) },
    });
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Create your candidate profile' },
        // The wizard chunk (form fields, upload and places code) takes a while to load in jsdom.
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    for (const title of [
      'Personal details',
      'CV and social links',
      'Skills and experience',
      'Preferences',
    ]) {
      expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    }
    expect(
      screen.getByRole('heading', { name: 'Step 1 of 4: Personal details' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findAllByText('Required')).length).toBeGreaterThan(0);
    expect(
      screen.getByRole('heading', { name: 'Step 1 of 4: Personal details' }),
    ).toBeInTheDocument();
  });

  it('shows the two employer wizard steps', async () => {
    renderApp('/sign-up-employer', {
      preloadedState: { auth: buildSignedInAuth({ role: 'employer', isRegistered: false }) },
    });
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Step 1 of 2: Personal and picture' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Role and position').length).toBeGreaterThan(0);
  });

  it('sends a visitor from a signed-in page to sign-in', async () => {
    const { router } = renderApp('/jobs');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('opens the signed-in shell with its own page title for a registered user', async () => {
    renderApp('/dashboard', { preloadedState: { auth: buildSignedInAuth({ role: 'employer' }) } });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /account menu/i })).toBeInTheDocument();
    expect(document.title).toBe('Dashboard | Matchboard');
  });

  it("sends a user to their own role's area", async () => {
    const { router } = renderApp('/dashboard', {
      preloadedState: { auth: buildSignedInAuth({ role: 'candidate' }) },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs'));
  });

  it('sends a signed-in user away from the sign-in page', async () => {
    const { router } = renderApp('/', {
      preloadedState: { auth: buildSignedInAuth({ role: 'employer', isRegistered: false }) },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-up-employer'));
  });

  it('sends unknown paths to sign-in', async () => {
    const { router } = renderApp('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
