import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { CANDIDATE_MESSAGES, type CandidateConnection } from '@contract/candidates';
import { apiUrl } from '@/testing/api';
import { buildSignedInAuth } from '@/testing/builders';
import { referenceHandlers } from '@/testing/handlers/reference';
import { renderApp } from '@/testing/renderWithProviders';
import { recordRequests, server } from '@/testing/server';

const LONG = { timeout: 10_000 };

function respondWithConnections(initial: CandidateConnection[]) {
  let connections = [...initial];
  server.use(
    ...referenceHandlers(),
    http.get(apiUrl('api/candidate/connections'), () => HttpResponse.json(connections)),
    http.delete(apiUrl('api/candidate/connections/:nid'), ({ params }) => {
      const ended = connections.find((c) => c.organization_nid === Number(params.nid));
      connections = connections.filter((c) => c !== ended);
      return HttpResponse.json({
        message: CANDIDATE_MESSAGES.connectionEnded(ended?.organization ?? ''),
      });
    }),
  );
}

const ACME: CandidateConnection = {
  organization_nid: 7,
  organization: 'Acme',
  status: 'connected',
  since: '2026-11-02T10:00:00.000Z',
};

describe('the candidate connections page', () => {
  it('lists the organizations and ends a connection after a confirmation', async () => {
    respondWithConnections([
      ACME,
      { ...ACME, organization_nid: 8, organization: 'Globex', status: 'rejected' },
    ]);
    const requests = recordRequests();
    const { user } = renderApp('/profile/connections', {
      preloadedState: { auth: buildSignedInAuth({ role: 'candidate' }) },
    });
    expect(await screen.findByRole('heading', { name: 'Connections' }, LONG)).toBeVisible();
    expect(await screen.findByText('Acme')).toBeInTheDocument();
    expect(screen.getByText('Declined')).toBeInTheDocument();
    // A declined organization has nothing to end.
    expect(screen.getAllByRole('button', { name: /End connection|Decline request/ })).toHaveLength(
      1,
    );

    await user.click(screen.getByRole('button', { name: 'End connection with Acme' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/cannot ask you again for 6 months/)).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'End connection' }));
    expect(
      await screen.findByText(CANDIDATE_MESSAGES.connectionEnded('Acme'), {}, LONG),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Acme')).toBeNull());
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      '/api/candidate/connections/7',
    ]);
  });

  it('says when nobody is connected', async () => {
    respondWithConnections([]);
    renderApp('/profile/connections', {
      preloadedState: { auth: buildSignedInAuth({ role: 'candidate' }) },
    });
    expect(await screen.findByText(/No organization is connected to you/, {}, LONG)).toBeVisible();
  });

  it('is not a page of employers', async () => {
    respondWithConnections([ACME]);
    const { router } = renderApp('/profile/connections', {
      preloadedState: { auth: buildSignedInAuth({ role: 'employer' }) },
    });
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/profile/connections'));
  });
});
