import { formatDay } from '@/components/dates/dates';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { CANDIDATE_MESSAGES, type CandidateConnection } from '@contract/candidates';
import { apiUrl } from '@/testing/api';
import { buildSignedInAuth } from '@/testing/builders';
import { insightHandlers } from '@/testing/handlers/insights';
import {
  candidateResource,
  createProfileStore,
  profileHandlers,
} from '@/testing/handlers/profiles';
import { referenceHandlers } from '@/testing/handlers/reference';
import { renderApp } from '@/testing/renderWithProviders';
import { recordRequests, server } from '@/testing/server';

const LONG = { timeout: 10_000 };

/** The candidate's connections, answered and ended as the server would. */
function respondWithConnections(initial: CandidateConnection[]) {
  let connections = [...initial];
  const find = (nid: unknown) => connections.find((c) => c.organization_nid === Number(nid));
  server.use(
    ...referenceHandlers(),
    http.get(apiUrl('api/candidate/connections'), () => HttpResponse.json(connections)),
    http.post(apiUrl('api/candidate/connections/:nid'), async ({ params, request }) => {
      const { action } = (await request.json()) as { action: 'accept' | 'decline' };
      const asked = find(params.nid);
      if (asked?.status !== 'requested')
        return HttpResponse.json({ message: CANDIDATE_MESSAGES.notPending }, { status: 409 });
      const status = action === 'accept' ? 'connected' : 'rejected';
      connections = connections.map((c) => (c === asked ? { ...c, status } : c));
      return HttpResponse.json({
        message:
          action === 'accept'
            ? CANDIDATE_MESSAGES.accepted(asked.organization)
            : CANDIDATE_MESSAGES.rejected(asked.organization),
        status,
      });
    }),
    http.delete(apiUrl('api/candidate/connections/:nid'), ({ params }) => {
      const ended = find(params.nid);
      connections = connections.map((c) =>
        c === ended ? { ...c, status: 'ended', since: '2026-11-29T09:00:00.000Z' } : c,
      );
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
const GLOBEX: CandidateConnection = {
  organization_nid: 8,
  organization: 'Globex',
  status: 'requested',
  since: '2026-11-20T10:00:00.000Z',
};
const INITECH: CandidateConnection = {
  organization_nid: 9,
  organization: 'Initech',
  status: 'rejected',
  since: '2026-10-01T10:00:00.000Z',
};

const asCandidate = { preloadedState: { auth: buildSignedInAuth({ role: 'candidate' }) } };
const group = (name: RegExp) => screen.findByRole('region', { name }, LONG);

describe('the candidate introductions page', () => {
  it('groups requests, connections and declines, and counts the waiting ones in the nav', async () => {
    respondWithConnections([ACME, GLOBEX, INITECH]);
    renderApp('/introductions', asCandidate);
    expect(
      await screen.findByRole('heading', { name: 'Introductions', level: 1 }, LONG),
    ).toBeVisible();
    const waiting = await group(/Waiting for your answer/);
    expect(within(waiting).getByRole('heading', { name: 'Globex' })).toBeInTheDocument();
    expect(
      within(waiting).getByText(`Asked on ${formatDay('2026-11-20T10:00:00Z')}`),
    ).toBeInTheDocument();
    expect(
      within(waiting).getByText(/If you accept, Globex can see your full name/),
    ).toBeInTheDocument();
    expect(within(await group(/^Connected/)).getByText('Acme')).toBeInTheDocument();
    expect(within(await group(/^Declined/)).getByText('Initech')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(await within(nav).findByRole('link', { name: 'Introductions 1 waiting' })).toBeVisible();
  });

  it('accepts a request: the organization moves to Connected and the badge goes', async () => {
    respondWithConnections([GLOBEX]);
    const requests = recordRequests();
    const { user } = renderApp('/introductions', asCandidate);
    await user.click(
      await screen.findByRole('button', { name: 'Accept the introduction to Globex' }, LONG),
    );
    expect(
      await screen.findByText(CANDIDATE_MESSAGES.accepted('Globex'), {}, LONG),
    ).toBeInTheDocument();
    const connected = await group(/^Connected/);
    expect(
      within(connected).getByRole('button', { name: 'End connection with Globex' }),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: /Waiting for your answer/ })).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Introductions' })).toBeInTheDocument(),
    );
    const posts = requests.filter((r) => r.method === 'POST');
    expect(posts.map((r) => [r.path, JSON.parse(r.body) as unknown])).toEqual([
      ['/api/candidate/connections/8', { action: 'accept' }],
    ]);
  });

  it('declines a request, and says so when it was answered elsewhere meanwhile', async () => {
    respondWithConnections([GLOBEX, { ...GLOBEX, organization_nid: 10, organization: 'Hooli' }]);
    const requests = recordRequests();
    const { user } = renderApp('/introductions', asCandidate);
    await user.click(
      await screen.findByRole('button', { name: 'Decline the introduction to Globex' }, LONG),
    );
    // Nothing is sent before she confirms; the dialog says what declining holds.
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('Decline the introduction to Globex?');
    expect(confirm).toHaveTextContent('cannot ask you again for 6 months');
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Decline' }));
    expect(
      await screen.findByText(CANDIDATE_MESSAGES.rejected('Globex'), {}, LONG),
    ).toBeInTheDocument();
    expect(within(await group(/^Declined/)).getByText('Globex')).toBeInTheDocument();

    // Hooli's request was answered by mail in another tab: the server says so, the list updates.
    server.use(
      http.post(apiUrl('api/candidate/connections/:nid'), () =>
        HttpResponse.json({ message: CANDIDATE_MESSAGES.notPending }, { status: 409 }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Accept the introduction to Hooli' }));
    expect(await screen.findByText(CANDIDATE_MESSAGES.notPending, {}, LONG)).toBeInTheDocument();
  });

  it('ends a connection after a confirmation', async () => {
    respondWithConnections([ACME, INITECH]);
    const requests = recordRequests();
    const { user } = renderApp('/introductions', asCandidate);
    // A declined organization has nothing to end.
    const end = await screen.findByRole('button', { name: 'End connection with Acme' }, LONG);
    expect(screen.getAllByRole('button', { name: /End connection/ })).toHaveLength(1);
    await user.click(end);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/cannot ask you again for 6 months/)).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'End connection' }));
    expect(
      await screen.findByText(CANDIDATE_MESSAGES.connectionEnded('Acme'), {}, LONG),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: /^Connected/ })).toBeNull());
    // Her history keeps it: ended, on which day, and until when the organization is held off.
    const ended = await group(/^Ended/);
    expect(within(ended).getByRole('heading', { name: 'Acme' })).toBeInTheDocument();
    expect(
      within(ended).getByText(
        `Ended on ${formatDay('2026-11-29T09:00:00.000Z')}. They cannot ask you again before ${formatDay('2027-05-28T09:00:00.000Z')}.`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/No organization has asked/)).toBeNull();
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      '/api/candidate/connections/7',
    ]);
  });

  it('says when no organization has asked, and the old address leads here', async () => {
    respondWithConnections([]);
    const { router } = renderApp('/profile/connections', asCandidate);
    expect(
      await screen.findByText(/No organization has asked to be introduced to you yet/, {}, LONG),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/introductions');
  });

  it('is not a page of employers', async () => {
    respondWithConnections([ACME]);
    const { router } = renderApp('/introductions', {
      preloadedState: { auth: buildSignedInAuth({ role: 'employer' }) },
    });
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/introductions'));
  });

  it('shows her figures and the skill that would add the most lists, as the server counted it', async () => {
    respondWithConnections([]);
    server.use(
      ...insightHandlers({
        candidate: {
          days: 30,
          lists: 3,
          asked: 1,
          jobs: 40,
          suggestion: { skill: 'Kubernetes', tid: 12, more_jobs: 9 },
        },
      }),
    );
    const { user, router } = renderApp('/introductions', asCandidate);
    const figures = await screen.findByRole(
      'region',
      { name: 'Your profile in the last 30 days' },
      LONG,
    );
    expect(within(figures).getByText('3 employers')).toBeVisible();
    expect(within(figures).getByText('1 employer')).toBeVisible();
    expect(figures).toHaveTextContent(
      'Adding Kubernetes to your skills would put you on the matching lists of 9 more open jobs (23 % more than the 40 whose lists take you now).',
    );
    // The avatar menu has read "no profile yet"; her profile exists by the time she follows the
    // link (made in another tab): the skills step opens from a fresh read, not the wizard.
    server.use(...profileHandlers(createProfileStore(candidateResource())));
    await user.click(within(figures).getByRole('link', { name: 'Edit your skills' }));
    expect(await screen.findByRole('heading', { name: 'Skills & Experience' }, LONG)).toBeVisible();
    expect(router.state.location.pathname).toBe('/profile/step/2');
  });

  it('gives no share when no list takes her yet', async () => {
    respondWithConnections([]);
    server.use(
      ...insightHandlers({
        candidate: {
          days: 30,
          lists: 0,
          asked: 0,
          jobs: 0,
          suggestion: { skill: 'Go', tid: 3, more_jobs: 1 },
        },
      }),
    );
    renderApp('/introductions', asCandidate);
    const figures = await screen.findByRole(
      'region',
      { name: 'Your profile in the last 30 days' },
      LONG,
    );
    expect(figures).toHaveTextContent(
      'Adding Go to your skills would put you on the matching lists of 1 more open job. Edit your skills',
    );
  });

  it('suggests nothing when no skill would add a list', async () => {
    respondWithConnections([]);
    server.use(
      ...insightHandlers({
        candidate: { days: 30, lists: 2, asked: 0, jobs: 5, suggestion: null },
      }),
    );
    renderApp('/introductions', asCandidate);
    const figures = await screen.findByRole(
      'region',
      { name: 'Your profile in the last 30 days' },
      LONG,
    );
    expect(within(figures).getByText('2 employers')).toBeVisible();
    expect(figures).not.toHaveTextContent(/Adding|Edit your skills/);
  });
});
