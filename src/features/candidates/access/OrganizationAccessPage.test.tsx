import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { CANDIDATE_MESSAGES } from '@contract/candidates';
import { apiUrl } from '@/testing/api';
import { renderApp } from '@/testing/renderWithProviders';
import { recordRequests, server } from '@/testing/server';

jest.setTimeout(60_000);

const PAGE = '/api/candidate/organization-access?token=abc123&action=accept';

describe('the introduction link /api/candidate/organization-access', () => {
  it('posts the link once and shows the outcome', async () => {
    const requests = recordRequests();
    server.use(
      http.post(apiUrl('api/candidate_access_process'), () =>
        HttpResponse.json({ message: CANDIDATE_MESSAGES.accepted('Acme'), status: 'connected' }),
      ),
    );
    renderApp(PAGE);
    expect(await screen.findByText('Introduction accepted')).toBeInTheDocument();
    expect(screen.getByText(CANDIDATE_MESSAGES.accepted('Acme'))).toBeInTheDocument();
    const posts = requests.filter((r) => r.path === '/api/candidate_access_process');
    expect(posts).toHaveLength(1);
    expect(posts[0].search).toBe('?token=abc123&action=accept');
  });

  it('goes to /dashboard with the server message when the link fails', async () => {
    server.use(
      http.post(apiUrl('api/candidate_access_process'), () =>
        HttpResponse.json({ message: CANDIDATE_MESSAGES.linkExpired }, { status: 410 }),
      ),
    );
    const { router } = renderApp(PAGE);
    expect(await screen.findByText(CANDIDATE_MESSAGES.linkExpired)).toBeInTheDocument();
    await waitFor(() =>
      expect(router.state.location.pathname).not.toContain('organization-access'),
    );
  });
});
