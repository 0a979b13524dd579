import { screen, waitForElementToBeRemoved } from '@testing-library/react';
import { renderApp } from '@/testing/renderWithProviders';
import { recordRequests } from '@/testing/server';
import { respondWithResetRequestError } from '@/testing/handlers/auth';

describe('ForgottenPasswordPage', () => {
  it('keeps Send disabled while the email is empty', async () => {
    const { user } = renderApp('/forgotten-password');
    const send = await screen.findByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), 'a');
    expect(send).toBeEnabled();
    await user.clear(screen.getByLabelText('Email'));
    expect(send).toBeDisabled();
  });

  it("asks for a valid email with 'Please add valid email'", async () => {
    const { user } = renderApp('/forgotten-password');
    await user.type(await screen.findByLabelText('Email'), 'ada@');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please add valid email')).toBeInTheDocument();
  });

  it("shows 'Required' when the email is emptied after typing", async () => {
    const { user } = renderApp('/forgotten-password');
    const email = await screen.findByLabelText('Email');
    await user.type(email, 'x');
    await user.clear(email);
    await user.tab();
    expect(await screen.findByText('Required')).toBeInTheDocument();
  });

  it('closes on success with the server message and returns to sign-in', async () => {
    const requests = recordRequests();
    const { user, router } = renderApp('/forgotten-password');
    await user.type(await screen.findByLabelText('Email'), ' ada@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('Further instructions have been sent to your email address.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    const request = requests.find((r) => r.path === '/api/user/password-reset');
    expect(JSON.parse(request?.body ?? '{}')).toEqual({ email: 'ada@example.com' });
  });

  it('keeps the dialog open with an error card that hides after 3 s', async () => {
    respondWithResetRequestError('This email is not registered.');
    const { user, router } = renderApp('/forgotten-password');
    await user.type(await screen.findByLabelText('Email'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const card = await screen.findByRole('alert');
    expect(card).toHaveTextContent('This email is not registered.');
    expect(router.state.location.pathname).toBe('/forgotten-password');
    expect(screen.getByLabelText('Email')).toHaveValue('nobody@example.com');
    await waitForElementToBeRemoved(card, { timeout: 4500 });
  });

  it('goes back to sign-in with Back', async () => {
    const { user, router } = renderApp('/forgotten-password');
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/');
  });
});
