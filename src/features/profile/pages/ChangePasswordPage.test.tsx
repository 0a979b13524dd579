import { screen, waitFor } from '@testing-library/react';
import { buildSignedInAuth, TEST_USER } from '@/testing/builders';
import { referenceHandlers } from '@/testing/handlers/reference';
import { renderApp } from '@/testing/renderWithProviders';
import { recordRequests, refreshCalls, server } from '@/testing/server';
import {
  createProfileStore,
  employerResource,
  profileHandlers,
  respondWithWrongCurrentPassword,
} from '@/testing/handlers/profiles';

const LONG = { timeout: 10_000 };

function renderPasswordPage() {
  const store = createProfileStore(employerResource());
  server.use(...referenceHandlers(), ...profileHandlers(store));
  const view = renderApp('/profile/password', {
    preloadedState: { auth: buildSignedInAuth({ role: 'employer' }) },
  });
  return { ...view, profiles: store };
}

async function fill(user: ReturnType<typeof renderPasswordPage>['user'], values: string[]) {
  const labels = ['Current password', 'New password', 'Confirm new password'];
  for (const [index, value] of values.entries()) {
    if (value) await user.type(await screen.findByLabelText(labels[index], {}, LONG), value);
  }
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('change password', () => {
  it('shows the spec messages for empty, short and unconfirmed passwords', async () => {
    const { user } = renderPasswordPage();
    expect(await screen.findByRole('heading', { name: 'Change Password' }, LONG)).toBeVisible();
    await fill(user, ['', 'short', 'other']);
    expect(await screen.findByText('Enter your password')).toBeInTheDocument();
    expect(screen.getByText('Password must contain at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Password does not match')).toBeInTheDocument();
  });

  it('puts a wrong current password on the current field', async () => {
    const { user } = renderPasswordPage();
    respondWithWrongCurrentPassword();
    await fill(user, ['wrong-one', 'new password 1', 'new password 1']);
    expect(
      await screen.findByText('Please insert correct current password', {}, LONG),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
      'Please insert correct current password',
    );
  });

  it('sends the trimmed passwords and refreshes the token on success', async () => {
    const { user, profiles, store } = renderPasswordPage();
    const recorded = recordRequests();
    await fill(user, ['  old password ', ' new password 1 ', 'new password 1']);
    expect(await screen.findByText('Your password has been changed.', {}, LONG)).toBeVisible();
    expect(profiles.userPatches).toEqual([
      {
        data: {
          type: 'user--user',
          id: TEST_USER.uuid,
          attributes: { pass: { existing: 'old password', value: 'new password 1' } },
        },
      },
    ]);
    await waitFor(() => expect(refreshCalls(recorded)).toHaveLength(1));
    expect(store.getState().auth.token?.access_token).toBe('access-refreshed-1');
  });
});
