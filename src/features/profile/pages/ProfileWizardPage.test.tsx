import { screen, waitFor } from '@testing-library/react';
import { buildSignedInAuth, TEST_USER } from '@/testing/builders';
import {
  buildCurrentUserOrganization,
  organizationHandlers,
} from '@/testing/handlers/organizations';
import { referenceHandlers } from '@/testing/handlers/reference';
import { renderApp } from '@/testing/renderWithProviders';
import { recordRequests, refreshCalls, server } from '@/testing/server';
import {
  createProfileStore,
  profileHandlers,
  respondWithExpiredTokenOnCreate,
} from '@/testing/handlers/profiles';

/** A new employer: no organization yet. */
function renderEmployerWizard() {
  const store = createProfileStore();
  server.use(...referenceHandlers(), ...profileHandlers(store), ...organizationHandlers([]));
  const view = renderApp('/sign-up-employer', {
    preloadedState: {
      auth: buildSignedInAuth({ role: 'employer', isRegistered: false }),
      signUp: { tab: 'employer', companyName: 'Compilers Inc' },
    },
  });
  return { ...view, profiles: store };
}

async function completeEmployerWizard(user: ReturnType<typeof renderEmployerWizard>['user']) {
  await user.type(await screen.findByLabelText('First name', {}, { timeout: 5000 }), 'Grace');
  await user.type(screen.getByLabelText('Last name'), 'Hopper');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.type(await screen.findByLabelText('Role at company'), 'Head of engineering');
  await user.click(screen.getByLabelText('Company position'));
  await user.click(await screen.findByTitle('Hiring manager'));
  await user.click(screen.getByRole('button', { name: 'Save' }));
}

describe('profile wizards', () => {
  it('shows the spec messages of candidate step 1 and stays on the step', async () => {
    server.use(...referenceHandlers());
    const { user } = renderApp('/sign-up-candidate', {
      preloadedState: { auth: buildSignedInAuth({ isRegistered: false }) },
    });
    await user.type(await screen.findByLabelText('Phone number', {}, { timeout: 5000 }), 'call me');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Phone must be a number')).toBeInTheDocument();
    expect(screen.getAllByText('Required')).toHaveLength(4);
    expect(
      screen.getByText('Required. Please select a location from the autocomplete dropdown'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Step 1 of 4: Personal details' })).toBeVisible();
    expect(screen.getByLabelText('Contact email')).toHaveValue(TEST_USER.mail);
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
  });

  it('prefills the company name from the sign-up and checks the employer phone', async () => {
    const { user } = renderEmployerWizard();
    expect(await screen.findByLabelText('Company name', {}, { timeout: 5000 })).toHaveValue(
      'Compilers Inc',
    );
    await user.type(screen.getByLabelText('Phone number'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Phone number is not valid')).toBeInTheDocument();
    expect(screen.getAllByText('Required')).toHaveLength(2);
  });

  it('moves back to the first step with the typed values kept', async () => {
    const { user } = renderEmployerWizard();
    await user.type(await screen.findByLabelText('First name', {}, { timeout: 5000 }), 'Grace');
    await user.type(screen.getByLabelText('Last name'), 'Hopper');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('heading', { name: 'Step 2 of 2: Role and position' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText('First name', {}, { timeout: 5000 })).toHaveValue('Grace');
  });

  it('creates the profile, links it to the user, refreshes the token and opens a first organization with the company name', async () => {
    const { user, profiles: store, router, store: appStore } = renderEmployerWizard();
    const recorded = recordRequests();
    await completeEmployerWizard(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/organization/add'));
    expect(router.state.location.search).toBe('?title=Compilers+Inc');
    const calls = recorded.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`);
    expect(calls.slice(0, 3)).toEqual([
      'POST /api/node/employer_profile',
      `PATCH /api/user/user/${TEST_USER.uuid}`,
      'POST /oauth/token',
    ]);
    expect(refreshCalls(recorded)).toHaveLength(1);
    expect(store.profile?.attributes).toMatchObject({
      title: 'Grace Hopper',
      field_first_name: 'Grace',
      field_company_name: 'Compilers Inc',
      field_contact_email: TEST_USER.mail,
      field_role_at_company: 'Head of engineering',
      field_company_position: 2,
    });
    expect(store.userPatches[0]).toEqual({
      data: {
        type: 'user--user',
        id: TEST_USER.uuid,
        relationships: {
          field_personal_profile_reference: {
            data: { type: 'node--employer_profile', id: store.profile?.id },
          },
        },
      },
    });
    expect(appStore.getState().auth.isRegistered).toBe(true);
    expect(appStore.getState().auth.token?.access_token).toBe('access-refreshed-1');
  });

  it('refreshes the token and retries when the create answers 401', async () => {
    const { user, profiles: store, router } = renderEmployerWizard();
    respondWithExpiredTokenOnCreate();
    const recorded = recordRequests();
    await completeEmployerWizard(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/organization/add'));
    const creates = recorded.filter((r) => r.method === 'POST' && r.path.startsWith('/api/node'));
    expect(creates).toHaveLength(2);
    expect(creates[1].headers.get('authorization')).toBe('Bearer access-refreshed-1');
    expect(store.profile).not.toBeNull();
    expect(refreshCalls(recorded)).toHaveLength(2);
  });

  it('sends a registered employer with organizations on to the edit page of the first (spec 02 §2)', async () => {
    server.use(
      ...organizationHandlers([
        buildCurrentUserOrganization({ nid: 31, title: 'Zuse KG' }),
        buildCurrentUserOrganization({ uuid: 'org-2', nid: 32, title: 'Babbage & Co' }),
      ]),
    );
    const { router } = renderApp('/sign-up-employer', {
      preloadedState: { auth: buildSignedInAuth({ role: 'employer', isRegistered: true }) },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/organization/edit/31'));
  });

  it('warns before the page unloads while the wizard is open', async () => {
    renderEmployerWizard();
    await screen.findByLabelText('First name', {}, { timeout: 5000 });
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});
