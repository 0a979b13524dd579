import { screen } from '@testing-library/react';
import { Button } from 'antd';
import type { Failure } from '@/api/errors';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { buildSignedInAuth } from '@/testing/builders';
import { useReportFailure } from './useReportFailure';

function Reporter({ error }: { error: Failure }) {
  const report = useReportFailure();
  return <Button onClick={() => report(error)}>Fail</Button>;
}

describe('useReportFailure', () => {
  it('shows a client error as a notice with the server message', async () => {
    const { user, store } = renderWithProviders(
      <Reporter error={{ status: 403, data: { message: 'Not your organization' } }} />,
      { preloadedState: { auth: buildSignedInAuth() } },
    );
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    expect(await screen.findByText('Not your organization')).toBeInTheDocument();
    expect(store.getState().auth.token).not.toBeNull();
  });

  it('shows a server error in the app-level error toast', async () => {
    const { user } = renderWithProviders(<Reporter error={{ status: 500, data: null }} />);
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });

  it('logs out when the session is gone', async () => {
    const { user, store } = renderWithProviders(<Reporter error={{ status: 401, data: null }} />, {
      preloadedState: { auth: buildSignedInAuth() },
    });
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    expect(store.getState().auth).toMatchObject({ token: null, uuid: null, role: null });
  });
});
