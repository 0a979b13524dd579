import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { CANDIDATE_MESSAGES } from '@contract/candidates';
import { employerWithOrganization } from '@/features/jobs/testing/employerState';
import { respondWithOwnProfile } from '@/features/shell/testing';
import { apiUrl } from '@/testing/api';
import { buildCandidateRow, respondWithCandidates } from '@/testing/handlers/candidates';
import { renderApp } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { withFullAccess } from '../testing';

jest.setTimeout(60_000);

function respondWithProfile(uuid: string, attributes: Record<string, unknown>, status = 200) {
  server.use(
    http.get(apiUrl(`api/node/candidate_profile/${uuid}`), () =>
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
    let asked: string | null = null;
    server.use(
      http.post(
        apiUrl('api/organization/:nid/request_access/candidate/:candidate'),
        ({ params }) => {
          asked = `${String(params.nid)}/${String(params.candidate)}`;
          respondWithProfile('candidate-502', {
            drupal_internal__nid: 502,
            connection_status: 'requested',
            introduction_mail: 'queued',
          });
          return HttpResponse.json({
            message: CANDIDATE_MESSAGES.mailed,
            connection_status: 'requested',
            invites_left: 9,
          });
        },
      ),
    );
    const { user } = renderApp('/candidates/filter/candidate-502', employerWithOrganization());
    expect(await screen.findByText(CANDIDATE_MESSAGES.mailFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send again' }));
    await waitFor(() =>
      expect(screen.queryByText(CANDIDATE_MESSAGES.mailFailed)).not.toBeInTheDocument(),
    );
    expect(asked).toMatch(/^\d+\/502$/);
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
});
