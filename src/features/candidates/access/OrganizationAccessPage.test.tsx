import { formatDay } from '@/components/dates/dates';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { CANDIDATE_MESSAGES } from '@contract/candidates';
import { apiUrl } from '@/testing/api';
import { renderApp } from '@/testing/renderWithProviders';
import { recordRequests, server } from '@/testing/server';

jest.setTimeout(60_000);

const PAGE = '/api/candidate/organization-access?token=abc123&action=accept';
const EXPIRES = '2026-12-10T12:00:00.000Z';

function respondWithRequest(state: 'open' | 'used' | 'expired' = 'open') {
  server.use(
    http.get(apiUrl('api/candidate_access_process'), () =>
      HttpResponse.json({ organization: 'Acme', state, expires: EXPIRES }),
    ),
    http.post(apiUrl('api/candidate_access_process'), ({ request }) => {
      const accepted = new URL(request.url).searchParams.get('action') === 'accept';
      return HttpResponse.json(
        accepted
          ? { message: CANDIDATE_MESSAGES.accepted('Acme'), status: 'connected' }
          : { message: CANDIDATE_MESSAGES.rejected('Acme'), status: 'rejected' },
      );
    }),
  );
}

const posts = (requests: ReturnType<typeof recordRequests>) =>
  requests.filter((r) => r.method === 'POST' && r.path === '/api/candidate_access_process');

describe('the introduction link /api/candidate/organization-access', () => {
  it('shows who asks and what they will see, and answers nothing until a click', async () => {
    const requests = recordRequests();
    respondWithRequest();
    renderApp(PAGE);
    expect(
      await screen.findByRole('heading', { name: 'Acme would like to be introduced to you' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/your contact email and phone number/)).toBeInTheDocument();
    expect(
      screen.getByText(`You can answer until ${formatDay('2026-12-10T12:00:00Z')}.`),
    ).toBeInTheDocument();
    // A scanner that opens the page and waits gets nothing answered.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(posts(requests)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Accept introduction' }));
    expect(await screen.findByText('Introduction accepted')).toBeInTheDocument();
    expect(screen.getByText(CANDIDATE_MESSAGES.accepted('Acme'))).toBeInTheDocument();
    expect(posts(requests)).toHaveLength(1);
    expect(posts(requests)[0].search).toBe('?token=abc123&action=accept');
  });

  it('declines once confirmed, whatever the link suggested', async () => {
    const requests = recordRequests();
    respondWithRequest();
    renderApp(PAGE);
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    // Nothing is sent before she confirms; the dialog says what declining holds.
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('Decline the introduction to Acme?');
    expect(confirm).toHaveTextContent('cannot ask you again for 6 months');
    expect(posts(requests)).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Introduction declined')).toBeInTheDocument();
    expect(posts(requests)[0].search).toBe('?token=abc123&action=decline');
  });

  it('says so when the link was answered already, without offering to answer again', async () => {
    respondWithRequest('used');
    renderApp(PAGE);
    expect(await screen.findByText(CANDIDATE_MESSAGES.linkUsed)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept introduction' })).toBeNull();
  });

  it('goes to /dashboard with the server message when the link is not valid', async () => {
    server.use(
      http.get(apiUrl('api/candidate_access_process'), () =>
        HttpResponse.json({ message: CANDIDATE_MESSAGES.linkUnknown }, { status: 404 }),
      ),
    );
    const { router } = renderApp(PAGE);
    expect(await screen.findByText(CANDIDATE_MESSAGES.linkUnknown)).toBeInTheDocument();
    await waitFor(() =>
      expect(router.state.location.pathname).not.toContain('organization-access'),
    );
  });
});
