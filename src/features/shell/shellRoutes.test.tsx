import { configure, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/routes';
import { makeStore } from '@/app/store';
import type { AuthState } from '@/session/authSlice';
import { buildSignedInAuth, TEST_USER } from '@/testing/builders';
import { renderApp } from '@/testing/renderWithProviders';
import { respondWithOwnProfile } from '@/testing/shell';

// Lazy route chunks load slowly on a busy machine; wait longer than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

const ACTIVE = {
  [TEST_USER.uuid]: { organization: 'org-1', organizationLogo: null, appBarColor: null, nid: 12 },
};

function visit(route: string, auth?: Partial<AuthState>, withOrganization = false) {
  const app = renderApp(route, {
    preloadedState: {
      ...(auth ? { auth: buildSignedInAuth(auth) } : {}),
      ...(withOrganization ? { activeOrganization: ACTIVE } : {}),
    },
  });
  return app;
}

async function expectPath(router: ReturnType<typeof renderApp>['router'], path: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(path));
}

beforeEach(() => respondWithOwnProfile());

describe('shell route guards', () => {
  it.each(['/dashboard', '/job/all', '/organizations', '/jobs/3', '/user/edit', '/password'])(
    'sends a visitor without a token from %s to sign-in',
    async (route) => {
      const { router } = visit(route);
      await expectPath(router, '/');
      expect(await screen.findByRole('button', { name: /sign in|log in/i })).toBeInTheDocument();
    },
  );

  it.each([
    ['/dashboard', '/jobs'],
    ['/organization/all', '/jobs'],
    ['/settings/greenhouse', '/jobs'],
    ['/job/all', '/jobs'],
    ['/candidates/filter', '/jobs'],
  ])('sends a candidate from the employer route %s to %s', async (route, home) => {
    const { router } = visit(route, { role: 'candidate' });
    await expectPath(router, home);
    expect(await screen.findByRole('heading', { name: 'Job Search' })).toBeInTheDocument();
  });

  it.each(['/jobs', '/jobs/42', '/organizations', '/organizations/7'])(
    'sends an employer from the candidate route %s to the dashboard',
    async (route) => {
      const { router } = visit(route, { role: 'employer' });
      await expectPath(router, '/dashboard/overview');
    },
  );

  it.each([
    ['employer', '/dashboard', '/sign-up-employer'],
    ['candidate', '/jobs', '/sign-up-candidate'],
    ['candidate', '/organizations', '/sign-up-candidate'],
  ] as const)(
    'sends a %s without a profile from %s to their wizard',
    async (role, route, wizard) => {
      const { router } = visit(route, { role, isRegistered: false });
      await expectPath(router, wizard);
    },
  );

  it.each(['/job', '/job/all', '/candidates', '/candidates/board'])(
    'sends an employer without an active organization from %s to the dashboard',
    async (route) => {
      const { router } = visit(route, { role: 'employer' });
      await expectPath(router, '/dashboard/overview');
      expect(await screen.findByText('Please Select Active Organization')).toBeInTheDocument();
    },
  );

  it.each([
    ['/job/all', 'Job postings'],
    ['/candidates/filter', 'Candidate Search'],
  ])('lets an employer with an active organization open %s', async (route, heading) => {
    const { router } = visit(route, { role: 'employer' }, true);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(route);
  });
});

describe('shell routes', () => {
  it.each([['/dashboard', 'Dashboard']])(
    'shows the employer area %s under the heading %s',
    async (route, heading) => {
      visit(route, { role: 'employer' });
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'your profile' })).toHaveAttribute(
        'href',
        '/profile/view',
      );
    },
  );

  it.each([
    ['/jobs', 'Job Search'],
    ['/jobs/42', 'Job Search'],
    ['/organizations', 'Organizations'],
  ])('shows the candidate area %s under the heading %s', async (route, heading) => {
    visit(route, { role: 'candidate' });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('sends any other organization path to the organization list', async () => {
    const { router } = visit('/organization/nowhere/at/all', { role: 'employer' });
    await expectPath(router, '/organization/all');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Organizations' }),
    ).toBeInTheDocument();
  });

  it('says so when an organization in the address does not exist', async () => {
    visit('/organizations/7', { role: 'candidate' });
    expect(await screen.findByText('Organization not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to organizations' })).toHaveAttribute(
      'href',
      '/organizations',
    );
  });

  it('opens the employer dashboard at / once signed in', async () => {
    const { router } = visit('/', { role: 'employer' });
    await expectPath(router, '/dashboard/overview');
  });

  it.each([
    ['/user/edit', '/profile/step/0'],
    ['/password', '/profile/password'],
  ])('forwards the old address %s to %s', async (route, target) => {
    // Subscribed before the first render, so the forward is seen even if a later guard moves on.
    const router = createMemoryRouter(routes, { initialEntries: [route] });
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname));
    render(
      <AppProviders store={makeStore({ auth: buildSignedInAuth({ role: 'candidate' }) })}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    await waitFor(() => expect(visited[0]).toBe(target));
  });
});
