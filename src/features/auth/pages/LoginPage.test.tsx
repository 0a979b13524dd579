import { screen } from '@testing-library/react';
import { renderApp } from '@/testing/renderWithProviders';
import { recordRequests } from '@/testing/server';
import { TEST_USER } from '@/testing/builders';
import {
  respondWithLinkedProfile,
  respondWithRoles,
  respondWithWrongPassword,
} from '@/testing/handlers/auth';
import { UNRECOGNISED_ROLE_MESSAGE } from '@/session/roles';

async function signIn(user: ReturnType<typeof renderApp>['user'], email: string, password: string) {
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginPage', () => {
  it('asks for the email and the password when the form is submitted empty', async () => {
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('rejects an invalid email and a password shorter than 8 characters after trimming', async () => {
    const { user } = renderApp('/');
    await signIn(user, 'ada@', '  short  ');
    expect(await screen.findByText('Enter a valid email')).toBeInTheDocument();
    expect(screen.getByText('Password must contain at least 8 characters')).toBeInTheDocument();
  });

  it('offers the forgotten-password and sign-up links', async () => {
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgotten-password',
    );
    expect(screen.getByRole('link', { name: 'Sign up!' })).toHaveAttribute('href', '/sign-up');
  });

  it('sends a registered candidate to the job search with the trimmed password', async () => {
    respondWithLinkedProfile();
    const requests = recordRequests();
    const { user, router, store } = renderApp('/');
    await signIn(user, ` ${TEST_USER.mail} `, `  ${TEST_USER.password}  `);
    expect(await screen.findByRole('heading', { name: 'Job Search' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/jobs');
    expect(store.getState().auth).toMatchObject({
      uuid: TEST_USER.uuid,
      role: 'candidate',
      isRegistered: true,
      email: TEST_USER.mail,
    });
    const grant = new URLSearchParams(requests.find((r) => r.path === '/oauth/token')?.body);
    expect(grant.get('password')).toBe(TEST_USER.password);
    expect(grant.get('username')).toBe(TEST_USER.mail);
    expect(grant.get('grant_type')).toBe('password');
  });

  it('sends a registered employer to the dashboard', async () => {
    respondWithLinkedProfile();
    respondWithRoles('Employer');
    const { user, router } = renderApp('/login');
    await signIn(user, TEST_USER.mail, TEST_USER.password);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/overview');
  });

  it('sends a candidate without a profile to the candidate wizard', async () => {
    const { user, router } = renderApp('/');
    await signIn(user, TEST_USER.mail, TEST_USER.password);
    expect(
      await screen.findByRole('heading', { name: 'Create your candidate profile' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-up-candidate');
  });

  it('treats an unverified employer without a profile as an employer', async () => {
    respondWithRoles('unverified_employer');
    const { user, router } = renderApp('/');
    await signIn(user, TEST_USER.mail, TEST_USER.password);
    expect(
      await screen.findByRole('heading', { name: 'Create your employer profile' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-up-employer');
  });

  it("shows the server's message when the credentials are wrong", async () => {
    respondWithWrongPassword('The user credentials were incorrect.');
    const { user, store } = renderApp('/');
    await signIn(user, TEST_USER.mail, 'not the password');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The user credentials were incorrect.',
    );
    expect(store.getState().auth.token).toBeNull();
  });

  it('shows the administrator message and logs out when no role is recognised', async () => {
    respondWithRoles('editor');
    const { user, store, router } = renderApp('/');
    await signIn(user, TEST_USER.mail, TEST_USER.password);
    expect(await screen.findByRole('alert')).toHaveTextContent(UNRECOGNISED_ROLE_MESSAGE);
    expect(store.getState().auth).toMatchObject({ token: null, uuid: null, role: null });
    expect(router.state.location.pathname).toBe('/');
  });
});
