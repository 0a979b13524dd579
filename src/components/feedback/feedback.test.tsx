import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { FeedbackProvider } from './FeedbackProvider';
import { useFeedback } from './useFeedback';

/** Buttons that request toasts the way pages do, from event handlers. */
function ToastButtons() {
  const feedback = useFeedback();
  return (
    <>
      <button onClick={() => feedback.authToast('error', 'Wrong email or password')}>
        Sign in
      </button>
      <button
        onClick={() => {
          feedback.authToast('success', 'First toast');
          feedback.authToast('success', 'Second toast');
        }}
      >
        Two toasts
      </button>
      <button onClick={() => feedback.notice('success', 'Profile saved')}>Save</button>
      <button onClick={() => feedback.appError('Something went wrong')}>Fail</button>
    </>
  );
}

function renderButtons() {
  const user = userEvent.setup();
  render(
    <ConfigProvider>
      <FeedbackProvider>
        <ToastButtons />
      </FeedbackProvider>
    </ConfigProvider>,
  );
  return user;
}

/** The texts of the messages on screen, top to bottom. */
function messageTexts(): string[] {
  return Array.from(document.querySelectorAll('.ant-message-notice')).map(
    (notice) => notice.textContent ?? '',
  );
}

describe('FeedbackProvider', () => {
  it('shows a toast requested before the toast code has loaded', async () => {
    const user = renderButtons();

    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Wrong email or password')).toBeInTheDocument();
  });

  it('shows both toasts, in order, when two are requested in the same tick', async () => {
    const user = renderButtons();

    await user.click(screen.getByRole('button', { name: 'Two toasts' }));

    await waitFor(() => expect(messageTexts()).toEqual(['First toast', 'Second toast']));
  });

  it('shows notices as top-right notifications and auth toasts as messages', async () => {
    const user = renderButtons();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const notification = await waitFor(() => {
      const element = document.querySelector<HTMLElement>('.ant-notification-topRight');
      expect(element).not.toBeNull();
      return element as HTMLElement;
    });
    expect(await within(notification).findByText('Profile saved')).toBeInTheDocument();
    const message = await screen.findByText('Wrong email or password');
    expect(message.closest('.ant-message')).not.toBeNull();
    expect(message.closest('.ant-notification')).toBeNull();
    // Both below the 64 px top bar, never over the avatar and Logout.
    const top = (element: HTMLElement | null | undefined) =>
      element?.style.getPropertyValue('--notification-top');
    expect(top(message.closest<HTMLElement>('.ant-message'))).toBe('72px');
    expect(top(notification)).toBe('72px');
  });

  it('shows toasts requested after the toast code has loaded', async () => {
    const user = renderButtons();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('Wrong email or password');

    await user.click(screen.getByRole('button', { name: 'Fail' }));

    const appError = await screen.findByText('Something went wrong');
    expect(appError.closest('.ant-message')).not.toBeNull();
  });

  it('keeps the page and the queued toast when the toast code fails to load, and retries', async () => {
    // The download of the feedback chunk fails once, as it would offline; React reports the
    // caught error on the console, which is expected here.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.doMock('./FeedbackHolders', () => {
      throw new Error('Loading chunk feedback failed.');
    });
    const user = renderButtons();

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(consoleError).toHaveBeenCalled());
    expect(screen.queryByText('Wrong email or password')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();

    jest.dontMock('./FeedbackHolders');
    consoleError.mockRestore();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Wrong email or password')).toBeInTheDocument();
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
  });
});
