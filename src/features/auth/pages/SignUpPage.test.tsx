import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '@/testing/renderWithProviders';
import { recordRequests } from '@/testing/server';
import { TEST_USER } from '@/testing/builders';
import {
  respondWithDuplicateEmail,
  respondWithRegistrationServerError,
  respondWithRoles,
} from '@/testing/handlers/auth';

type User = ReturnType<typeof renderApp>['user'];

async function fillAccount(user: User, password = TEST_USER.password, confirm = password) {
  const panel = screen.getByRole('tabpanel');
  await user.type(within(panel).getByLabelText('Email'), TEST_USER.mail);
  await user.type(within(panel).getByLabelText('Password'), password);
  await user.type(within(panel).getByLabelText('Confirm password'), confirm);
}

const submit = (user: User) =>
  user.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Sign up' }));

describe('SignUpPage', () => {
  it('selects the tab from the tab query parameter and keeps it in session storage', async () => {
    renderApp('/sign-up?tab=employer', { persist: true });
    expect(await screen.findByRole('tab', { name: 'Employer' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByLabelText('Company name')).toBeInTheDocument();
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem('initialData') ?? '{}')).toMatchObject({
        tab: 'employer',
      }),
    );
  });

  it('reopens the tab kept in session storage when the URL names none', async () => {
    sessionStorage.setItem(
      'initialData',
      JSON.stringify({ tab: 'employer', companyName: 'Ada Labs' }),
    );
    renderApp('/sign-up', { persist: true });
    expect(await screen.findByRole('tab', { name: 'Employer' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByLabelText('Company name')).toHaveValue('Ada Labs');
  });

  it('switches tabs, updating the query parameter; candidates see no company name', async () => {
    const { user, router } = renderApp('/sign-up?tab=employer');
    await user.click(await screen.findByRole('tab', { name: 'Candidate' }));
    expect(screen.getByRole('tab', { name: 'Candidate' })).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('?tab=candidate');
    expect(
      within(screen.getByRole('tabpanel')).queryByLabelText('Company name'),
    ).not.toBeInTheDocument();
  });

  it('requires the company name, the confirmation and valid credentials', async () => {
    const { user } = renderApp('/sign-up?tab=employer');
    await screen.findByLabelText('Company name');
    await submit(user);
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByText('Required')).toBeInTheDocument();
    expect(within(panel).getByText('Email is required')).toBeInTheDocument();
    expect(within(panel).getByText('Enter your password')).toBeInTheDocument();
    expect(within(panel).getByText('Confirm your password')).toBeInTheDocument();
  });

  it('says when the confirmation does not match the password', async () => {
    const { user } = renderApp('/sign-up?tab=candidate');
    await screen.findByRole('tabpanel');
    await fillAccount(user, 'first-password', 'other-password');
    await submit(user);
    expect(await screen.findByText('Password does not match')).toBeInTheDocument();
  });

  it('registers, signs in automatically and opens the employer wizard', async () => {
    respondWithRoles('unverified_employer');
    const requests = recordRequests();
    const { user, router, store } = renderApp('/sign-up?tab=employer');
    await user.type(await screen.findByLabelText('Company name'), 'Ada Labs');
    await fillAccount(user, `  ${TEST_USER.password} `, TEST_USER.password);
    await submit(user);
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Create your employer profile' },
        // The wizard is its own chunk; under a full parallel run it can take over a second.
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-up-employer');
    const register = requests.find((r) => r.path === '/api/user/register/employer');
    expect(JSON.parse(register?.body ?? '{}')).toEqual({
      mail: TEST_USER.mail,
      pass: TEST_USER.password,
    });
    expect(register?.search).toBe('?_format=json');
    expect(store.getState().signUp).toEqual({ tab: 'employer', companyName: 'Ada Labs' });
  });

  it('shows the duplicate-email message on a 422 and stays on /sign-up', async () => {
    respondWithDuplicateEmail();
    const { user, router } = renderApp('/sign-up');
    await screen.findByRole('tabpanel');
    await fillAccount(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There is a user already registered with this email',
    );
    expect(router.state.location.pathname).toBe('/sign-up');
  });

  it("shows 'Something went wrong' on any other failure", async () => {
    respondWithRegistrationServerError();
    const { user, router } = renderApp('/sign-up');
    await screen.findByRole('tabpanel');
    await fillAccount(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(router.state.location.pathname).toBe('/sign-up');
  });

  it('links members to /login', async () => {
    renderApp('/sign-up');
    expect(await screen.findByRole('link', { name: 'Already a member?' })).toHaveAttribute(
      'href',
      '/login',
    );
  });
});
