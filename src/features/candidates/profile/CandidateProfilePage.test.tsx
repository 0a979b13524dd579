import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  CANDIDATE_MESSAGES,
  candidateProfilePath,
  demoCandidateProfilePath,
} from '@contract/candidates';
import { employerWithOrganization } from '@/testing/employerState';
import { respondWithOwnProfile } from '@/testing/shell';
import { apiUrl } from '@/testing/api';
import { dialogTitled } from '@/testing/dialogs';
import {
  boardWithTwo,
  buildCandidateRow,
  respondWithBoard,
  respondWithCandidates,
} from '@/testing/handlers/candidates';
import {
  buildCurrentUserOrganization,
  respondWithOrganizations,
} from '@/testing/handlers/organizations';
import { renderApp } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { withFullAccess } from '@/testing/handlers/candidateAccess';

jest.setTimeout(60_000);

function respondWithProfile(
  uuid: string,
  attributes: Record<string, unknown>,
  status = 200,
  path = candidateProfilePath(uuid),
) {
  server.use(
    http.get(apiUrl(path.slice(1)), () =>
      status === 200
        ? HttpResponse.json(
            {
              jsonapi: { version: '1.0' },
              data: {
                type: 'node--candidate_profile',
                id: uuid,
                attributes: {
                  field_first_name: 'Hedy',
                  field_last_name: 'Lamarr',
                  field_current_role: 'Frontend Engineer',
                  field_contact_email: '',
                  field_phone_number: '',
                  field_technical_skills_exp: [],
                  field_personal_skills_exp: [],
                  field_languages: [],
                  field_language_proficiencies: [],
                  field_roles_interested: [],
                  field_looking_for_opportunities: [],
                  field_visa_sponsorship_required: [],
                  field_desired_annual_salary: { from: null, to: null },
                  connection_status: 'new',
                  field_initials_only: '0',
                  ...attributes,
                },
                relationships: {},
              },
            },
            { headers: { 'Content-Type': 'application/vnd.api+json' } },
          )
        : HttpResponse.json(
            { errors: [{ status: String(status), title: 'Forbidden' }] },
            { status },
          ),
    ),
  );
}

/**
 * Answers an introduction request to candidate 502 with `answer`, after which her profile reads
 * with `attributes`; `asked` records "{organization}/{candidate}" of the request.
 */
function answerIntroductionRequests(
  attributes: Record<string, unknown>,
  answer: { message: string; connection_status: string; invites_left: number },
) {
  const request = { asked: null as string | null };
  server.use(
    http.post(apiUrl('api/organization/:nid/request_access/candidate/:candidate'), ({ params }) => {
      request.asked = `${String(params.nid)}/${String(params.candidate)}`;
      respondWithProfile('candidate-502', { drupal_internal__nid: 502, ...attributes });
      return HttpResponse.json(answer);
    }),
  );
  return request;
}

const rows = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    buildCandidateRow({ node_id: String(501 + i), field_first_name: `C${i}` }),
  );

beforeEach(() => {
  respondWithOwnProfile();
  withFullAccess();
});

describe('a candidate profile for employers /candidates/filter/{id}', () => {
  it('shows the profile with Prev/Next through a list of more than three', async () => {
    respondWithCandidates(rows(5));
    respondWithProfile('candidate-502', {});
    const { user, router } = renderApp(
      '/candidates/filter/candidate-502?page=0&q=1',
      employerWithOrganization(),
    );
    expect(await screen.findByRole('heading', { name: 'Hedy Lamarr' })).toBeInTheDocument();
    expect(screen.getByText(/Contact details and the CV are shared once/)).toBeInTheDocument();
    const next = await screen.findByRole('button', { name: 'Next candidate' });
    respondWithProfile('candidate-503', { field_first_name: 'Radia', field_last_name: 'Perlman' });
    await user.click(next);
    expect(router.state.location.pathname).toBe('/candidates/filter/candidate-503');
    expect(await screen.findByRole('heading', { name: 'Radia Perlman' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to candidates/ })).toHaveAttribute(
      'href',
      '/candidates/filter?page=0&q=1',
    );
  });

  it('has no arrows for three candidates, and shows initials when the candidate chose them', async () => {
    respondWithCandidates(rows(3));
    respondWithProfile('candidate-502', {
      field_first_name: 'H',
      field_last_name: 'L',
      field_initials_only: '1',
    });
    renderApp('/candidates/filter/candidate-502?page=0&q=1', employerWithOrganization());
    expect(await screen.findByRole('heading', { name: 'H. L.' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next candidate' })).not.toBeInTheDocument();
  });

  it('treats a 403 as no data', async () => {
    respondWithProfile('candidate-509', {}, 403);
    renderApp('/candidates/filter/candidate-509', employerWithOrganization());
    expect(await screen.findByText('This profile is not available.')).toBeInTheDocument();
  });

  it('opened from the board, belongs to the board: its menu item is current and Back leads there', async () => {
    respondWithBoard(boardWithTwo());
    respondWithProfile('candidate-501', {});
    const { user, router } = renderApp('/candidates/board', employerWithOrganization());
    const accepted = await screen.findByRole('list', { name: 'Candidates in Accepted' });
    await user.click(within(accepted).getByRole('button', { name: 'Actions for Hedy Lamarr' }));
    await user.click(await screen.findByRole('menuitem', { name: 'View Profile' }));
    expect(await screen.findByRole('heading', { name: 'Hedy Lamarr' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/candidates/filter/candidate-501');
    const area = screen.getByRole('navigation', { name: 'Candidates area' });
    expect(within(area).getByRole('link', { name: 'Candidates Board' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(area).getByRole('link', { name: 'Candidate Search' })).not.toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.queryByRole('link', { name: /Back to candidates/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /Back to the board/ }));
    expect(router.state.location.pathname).toBe('/candidates/board');
    expect(await screen.findByRole('list', { name: 'Candidates in Accepted' })).toBeInTheDocument();
  });

  it('opened from the search, keeps the search current', async () => {
    respondWithCandidates(rows(2));
    respondWithProfile('candidate-501', {});
    renderApp('/candidates/filter/candidate-501?page=0&q=1', employerWithOrganization());
    expect(await screen.findByRole('heading', { name: 'Hedy Lamarr' })).toBeInTheDocument();
    const area = screen.getByRole('navigation', { name: 'Candidates area' });
    expect(within(area).getByRole('link', { name: 'Candidate Search' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(area).getByRole('link', { name: 'Candidates Board' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it("hides 'Back to candidates' when the stored role contains 'candidate'", async () => {
    respondWithProfile('candidate-502', {});
    window.localStorage.setItem('role', 'candidate_preview');
    renderApp('/candidates/filter/candidate-502', employerWithOrganization());
    expect(await screen.findByRole('heading', { name: 'Hedy Lamarr' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Back to candidates/ })).not.toBeInTheDocument();
  });

  it('shows a requested introduction whose mail failed and sends it again', async () => {
    respondWithProfile('candidate-502', {
      drupal_internal__nid: 502,
      connection_status: 'requested',
      introduction_mail: 'failed',
    });
    const request = answerIntroductionRequests(
      { connection_status: 'requested', introduction_mail: 'queued' },
      { message: CANDIDATE_MESSAGES.mailed, connection_status: 'requested', invites_left: 9 },
    );
    const { user } = renderApp('/candidates/filter/candidate-502', employerWithOrganization());
    expect(await screen.findByText(CANDIDATE_MESSAGES.mailFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send again' }));
    await waitFor(() =>
      expect(screen.queryByText(CANDIDATE_MESSAGES.mailFailed)).not.toBeInTheDocument(),
    );
    expect(request.asked).toMatch(/^\d+\/502$/);
  });

  it('says when the introduction mail is still being retried', async () => {
    respondWithProfile('candidate-502', {
      connection_status: 'requested',
      introduction_mail: 'retrying',
    });
    renderApp('/candidates/filter/candidate-502', employerWithOrganization());
    expect(await screen.findByText(CANDIDATE_MESSAGES.mailDelayed)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send again' })).not.toBeInTheDocument();
  });

  it('requests an introduction from the profile, after asking, and shows what the server now allows', async () => {
    respondWithProfile('candidate-502', { drupal_internal__nid: 502 });
    server.use(
      http.get(apiUrl('api/organization/:nid/invite_quota_left'), () =>
        HttpResponse.json({ invite_quota_allowed: 10, invite_quota_used: 9 }),
      ),
    );
    const request = answerIntroductionRequests(
      { connection_status: 'connected', field_contact_email: 'hedy@example.com' },
      {
        message: CANDIDATE_MESSAGES.gained('Hedy Lamarr'),
        connection_status: 'connected',
        invites_left: 0,
      },
    );
    const { user } = renderApp('/candidates/filter/candidate-502', employerWithOrganization());
    await user.click(await screen.findByRole('button', { name: 'Get Intro to Hedy Lamarr' }));
    const question = await dialogTitled('Request an introduction to Hedy Lamarr?');
    expect(question).toHaveTextContent('This uses one of the 1 introduction your organization');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(request.asked).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Get Intro to Hedy Lamarr' }));
    await user.click(
      within(await dialogTitled('Request an introduction to Hedy Lamarr?')).getByRole('button', {
        name: 'Get Intro',
      }),
    );
    const outcome = await dialogTitled('Access granted');
    expect(outcome).toHaveTextContent(CANDIDATE_MESSAGES.gained('Hedy Lamarr'));
    expect(request.asked).toBe('12/502');
    await user.click(within(outcome).getByRole('button', { name: 'OK' }));
    // The profile is asked for again: connected, so no Get Intro and her contact details show.
    expect(await screen.findByText('hedy@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Get Intro/ })).not.toBeInTheDocument();
  });

  it('offers no Get Intro once requested, and the upgrade with demo access', async () => {
    respondWithProfile('candidate-502', { connection_status: 'requested' });
    const { unmount } = renderApp('/candidates/filter/candidate-502', employerWithOrganization());
    expect(await screen.findByText(/You requested an introduction/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Get Intro/ })).not.toBeInTheDocument();
    unmount();

    respondWithOrganizations([buildCurrentUserOrganization()]);
    respondWithProfile('candidate-502', {}, 200, demoCandidateProfilePath('candidate-502'));
    const { user } = renderApp('/candidates/filter/candidate-502', employerWithOrganization());
    await user.click(await screen.findByRole('button', { name: 'Get Intro to Hedy Lamarr' }));
    expect(await dialogTitled('Candidate database access')).toHaveTextContent('Upgrade');
  });

  it('says why a part of the profile is empty: withheld under demo access, else not given', async () => {
    const section = (title: string) =>
      screen.getByRole('heading', { level: 3, name: title }).closest('section') as HTMLElement;
    respondWithProfile('candidate-502', {});
    const { unmount } = renderApp('/candidates/filter/candidate-502', employerWithOrganization());
    expect(await screen.findByRole('heading', { name: 'Hedy Lamarr' })).toBeInTheDocument();
    for (const title of ['About', 'Links', 'Personal skills', 'Languages'])
      expect(section(title)).toHaveTextContent('Not given');
    expect(screen.queryByText('Shown once you have access')).not.toBeInTheDocument();
    unmount();

    // Demo access (an organization without candidate-database access).
    respondWithOrganizations([buildCurrentUserOrganization()]);
    respondWithProfile('candidate-502', {}, 200, demoCandidateProfilePath('candidate-502'));
    renderApp('/candidates/filter/candidate-502', employerWithOrganization());
    expect(await screen.findByRole('heading', { name: 'Hedy Lamarr' })).toBeInTheDocument();
    for (const title of ['About', 'Links', 'Personal skills'])
      expect(section(title)).toHaveTextContent('Shown once you have access');
    // Not withheld: languages she did not give.
    expect(section('Languages')).toHaveTextContent('Not given');
  });
});
