import { screen } from '@testing-library/react';
import { renderApp } from '@/testing/renderWithProviders';
import { recordRequests } from '@/testing/server';
import { respondWithResetFailure } from '@/testing/handlers/auth';
import { PASSWORD_RESET_SUCCESS } from './ResetPasswordPage';

describe('ResetPasswordPage', () => {
  it('keeps the button disabled until both passwords are filled', async () => {
    const { user } = renderApp('/user/reset/abc123');
    const save = await screen.findByRole('button', { name: 'Save new password' });
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText('New password'), 'long enough');
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText('Confirm new password'), 'long enough');
    expect(save).toBeEnabled();
  });

  it('requires 8 characters and a matching confirmation', async () => {
    const { user } = renderApp('/user/reset/abc123');
    await user.type(await screen.findByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm new password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(
      await screen.findByText('Password must contain at least 8 characters'),
    ).toBeInTheDocument();
    expect(screen.getByText('Password does not match')).toBeInTheDocument();
  });

  it('sends the hash and the trimmed password, then returns to sign-in with a message', async () => {
    const requests = recordRequests();
    const { user, router } = renderApp('/user/reset/abc123');
    await user.type(await screen.findByLabelText('New password'), ' new password ');
    await user.type(screen.getByLabelText('Confirm new password'), 'new password');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText(PASSWORD_RESET_SUCCESS)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    const patch = requests.find((r) => r.method === 'PATCH');
    expect(patch?.search).toBe('?_format=json');
    expect(JSON.parse(patch?.body ?? '{}')).toEqual({
      hash: 'abc123',
      new_password: 'new password',
    });
  });

  it("shows the server's error in a toast and stays on the page", async () => {
    respondWithResetFailure('The reset link has expired.');
    const { user, router } = renderApp('/user/reset/abc123');
    await user.type(await screen.findByLabelText('New password'), 'new password');
    await user.type(screen.getByLabelText('Confirm new password'), 'new password');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('The reset link has expired.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/reset/abc123');
  });
});
