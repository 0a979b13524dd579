import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { CANDIDATE_MESSAGES } from '@contract/candidates';
import { respondWithOwnProfile } from '@/testing/shell';
import { employerWithOrganization } from '@/testing/employerState';
import {
  buildCandidateRow,
  respondToIntroductions,
  respondWithCandidates,
} from '@/testing/handlers/candidates';
import { renderApp } from '@/testing/renderWithProviders';
import { recordRequests, server } from '@/testing/server';
import { apiUrl } from '@/testing/api';
import { dialogTitled } from '@/testing/dialogs';
import { withFullAccess } from '@/testing/handlers/candidateAccess';
import { isNewThisMonth } from './CandidateListCard';

type User = ReturnType<typeof renderApp>['user'];

/** The question Get Intro asks before spending an introduction. */
const introQuestion = (name = 'Hedy Lamarr') => dialogTitled(`Request an introduction to ${name}?`);

/** Says yes to the question. */
async function confirmIntro(user: User, name = 'Hedy Lamarr'): Promise<void> {
  await user.click(within(await introQuestion(name)).getByRole('button', { name: 'Get Intro' }));
}

jest.setTimeout(60_000);

beforeEach(() => respondWithOwnProfile());

const exportCalls = (
  requests: ReturnType<typeof recordRequests>,
  path = '/api/candidates/export',
) => requests.filter((request) => request.path === path);

describe('the candidate search /candidates/filter', () => {
  it('lists the full export with count, skills toggle and the status buttons', async () => {
    withFullAccess();
    respondWithCandidates([
      buildCandidateRow(),
      buildCandidateRow({
        node_id: '502',
        field_first_name: 'Katherine',
        field_last_name: 'Johnson',
        connection_status: 'connected',
        field_technical_skills_name: 'Python',
      }),
      buildCandidateRow({
        node_id: '503',
        field_first_name: 'R',
        field_last_name: 'P',
        field_initials_only: '1',
        connection_status: 'requested',
      }),
      buildCandidateRow({
        node_id: '504',
        field_first_name: 'Joan',
        field_last_name: 'Clarke',
        connection_status: 'rejected',
      }),
      buildCandidateRow({
        node_id: '505',
        field_first_name: 'Grace',
        field_last_name: 'Hopper',
        connection_status: 'ended',
      }),
    ]);
    const { user } = renderApp('/candidates/filter', employerWithOrganization());
    expect(await screen.findByText('5 result(s) found')).toBeInTheDocument();
    const skills = screen.getByRole('list', { name: 'Skills of Hedy Lamarr' });
    expect(within(skills).getAllByRole('listitem')).toHaveLength(4);
    await user.click(
      within(skills.parentElement as HTMLElement).getByRole('button', { name: '+2 more' }),
    );
    expect(within(skills).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Get Intro to Hedy Lamarr' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'View Profile of Katherine Johnson' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/candidates\/filter\/candidate-502\?page=0&q=1/),
    );
    expect(screen.getByRole('button', { name: 'Contacted R. P.' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Declined: Joan Clarke' })).toBeDisabled();
    // She ended her connection: held, with the reason, never a Get Intro that would fail.
    const ended = screen.getByRole('button', { name: 'Connection ended: Grace Hopper' });
    expect(ended).toBeDisabled();
    expect(ended).toHaveAccessibleDescription('Ask again 6 months after she ended it.');
    expect(screen.queryByRole('button', { name: 'Get Intro to Grace Hopper' })).toBeNull();
    expect(screen.queryByText(CANDIDATE_MESSAGES.upgrade)).not.toBeInTheDocument();
  });

  it('says when the count stopped at the limit', async () => {
    withFullAccess();
    respondWithCandidates([buildCandidateRow({ total_rows_capped: '1' })], 10_000);
    renderApp('/candidates/filter', employerWithOrganization());
    expect(await screen.findByText('More than 10,000 results found')).toBeInTheDocument();
  });

  it('puts typed words into the address a second after the last key, with + for spaces', async () => {
    withFullAccess();
    const requests = recordRequests();
    const { user, router, store } = renderApp('/candidates/filter', employerWithOrganization());
    await screen.findByText('No result found');
    const search = screen.getByRole('button', { name: 'Search' });
    expect(search).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Search candidates' }), 'data engineer');
    expect(search).toBeEnabled();
    // Not at once …
    expect(router.state.location.search).not.toContain('search=');
    // … but after the pause.
    await waitFor(() => expect(router.state.location.search).toContain('&search=data+engineer'), {
      timeout: 3000,
    });
    await waitFor(() =>
      expect(
        exportCalls(requests).some((request) => request.search.includes('search=data+engineer')),
      ).toBe(true),
    );
    expect(store.getState().candidateFilters.candidateFilterQuery).toMatch(
      /^page=0&q=1&search=data\+engineer/,
    );
    // Status All excludes the organization's contacted candidates.
    expect(router.state.location.search).toContain(
      'connection_status_requested_negate=12&connection_status_connected_negate=12',
    );
  });

  it('says "1 invite left" for the last introduction of the week', async () => {
    withFullAccess();
    respondWithCandidates([buildCandidateRow()]);
    server.use(
      http.get(apiUrl('api/organization/:nid/invite_quota_left'), () =>
        HttpResponse.json({ invite_quota_allowed: 10, invite_quota_used: 9 }),
      ),
    );
    const { user } = renderApp('/candidates/filter', employerWithOrganization());
    await user.hover(await screen.findByRole('button', { name: 'Get Intro to Hedy Lamarr' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/^1 invite left$/);
  });

  it('requests an introduction: the message, the Contacted button and one invite less', async () => {
    withFullAccess();
    respondWithCandidates([buildCandidateRow()]);
    respondToIntroductions({ message: CANDIDATE_MESSAGES.mailed, connection_status: 'requested' });
    const { user } = renderApp('/candidates/filter', employerWithOrganization());
    const intro = await screen.findByRole('button', { name: 'Get Intro to Hedy Lamarr' });
    await user.hover(intro);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('10 invites left');
    await user.click(intro);
    const question = await introQuestion();
    expect(question).toHaveTextContent(
      'This uses one of the 10 introductions your organization has left this week.',
    );
    await confirmIntro(user);
    const dialog = await dialogTitled('Introduction requested');
    expect(dialog).toHaveTextContent(CANDIDATE_MESSAGES.mailed);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('button', { name: 'Contacted Hedy Lamarr' })).toBeDisabled();
  });

  it('sends nothing when the employer cancels the Get Intro question', async () => {
    withFullAccess();
    respondWithCandidates([buildCandidateRow()]);
    const requests = recordRequests();
    const { user } = renderApp('/candidates/filter', employerWithOrganization());
    await user.click(await screen.findByRole('button', { name: 'Get Intro to Hedy Lamarr' }));
    const question = await introQuestion();
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(question).not.toBeVisible());
    expect(requests.filter((request) => request.method !== 'GET')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Get Intro to Hedy Lamarr' })).toBeEnabled();
  });

  it("titles the dialog 'Access granted' when the candidate opted in to be contacted", async () => {
    withFullAccess();
    respondWithCandidates([buildCandidateRow()]);
    respondToIntroductions({
      message: CANDIDATE_MESSAGES.gained('Hedy Lamarr'),
      connection_status: 'connected',
    });
    const { user } = renderApp('/candidates/filter', employerWithOrganization());
    await user.click(await screen.findByRole('button', { name: 'Get Intro to Hedy Lamarr' }));
    await confirmIntro(user);
    const dialog = await dialogTitled('Access granted');
    expect(dialog).toHaveTextContent(CANDIDATE_MESSAGES.gained('Hedy Lamarr'));
  });

  it('shows the server message of a refused introduction, or Something went wrong!', async () => {
    withFullAccess();
    respondWithCandidates([buildCandidateRow()]);
    respondToIntroductions({ message: CANDIDATE_MESSAGES.quotaExceeded(10) }, 429);
    const { user } = renderApp('/candidates/filter', employerWithOrganization());
    await user.click(await screen.findByRole('button', { name: 'Get Intro to Hedy Lamarr' }));
    await confirmIntro(user);
    const dialog = await dialogTitled('Introduction not requested');
    expect(dialog).toHaveTextContent(CANDIDATE_MESSAGES.quotaExceeded(10));
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('button', { name: 'Get Intro to Hedy Lamarr' })).toBeEnabled();

    respondToIntroductions('<html>proxy error</html>', 502);
    await user.click(screen.getByRole('button', { name: 'Get Intro to Hedy Lamarr' }));
    await confirmIntro(user);
    expect(
      await screen.findByText(CANDIDATE_MESSAGES.contactFailed, { selector: 'p' }),
    ).toBeInTheDocument();
  });

  it('uses the demo export and shows the upgrade prompt without candidate-database access', async () => {
    const requests = recordRequests();
    respondWithCandidates([
      buildCandidateRow({ field_first_name: 'H', field_last_name: 'L', field_initials_only: '1' }),
    ]);
    const { user } = renderApp('/candidates/filter', employerWithOrganization());
    expect(await screen.findByText(CANDIDATE_MESSAGES.upgrade)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute(
      'href',
      'mailto:sales@matchboard.test',
    );
    expect(screen.getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:sales@matchboard\.test\?subject=/),
    );
    await screen.findByText('H. L.');
    expect(exportCalls(requests)).toHaveLength(0);
    expect(exportCalls(requests, '/api/candidates/demo_export').length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Candidates Board' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get Intro to H. L.' }));
    expect(
      await screen.findByRole('dialog', { name: 'Candidate database access' }),
    ).toHaveTextContent(CANDIDATE_MESSAGES.upgrade);
  });
});

describe('isNewThisMonth', () => {
  it('marks profiles created in the current calendar month', () => {
    const now = new Date();
    const start = new Date(now.getFullYear(), now.getMonth(), 1, 0, 0, 1);
    const before = new Date(now.getFullYear(), now.getMonth(), 0, 23, 59, 59);
    expect(isNewThisMonth(String(Math.floor(start.getTime() / 1000)))).toBe(true);
    expect(isNewThisMonth(String(Math.floor(before.getTime() / 1000)))).toBe(false);
    expect(isNewThisMonth('not a date')).toBe(false);
  });
});
