import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { MatchingCandidate } from '@contract/matching/api';
import { apiUrl } from '@/testing/api';
import { employerWithOrganization } from '@/testing/employerState';
import { withFullAccess } from '@/testing/handlers/candidateAccess';
import {
  buildCurrentUserOrganization,
  respondWithOrganizations,
} from '@/testing/handlers/organizations';
import { buildCandidateRow } from '@/testing/handlers/candidates';
import { buildJobResource, respondWithJobResources } from '@/testing/handlers/jobs';
import { renderApp } from '@/testing/renderWithProviders';
import { recordRequests, server } from '@/testing/server';
import { respondWithOwnProfile } from '@/testing/shell';

jest.setTimeout(60_000);

const match = (overrides: Partial<MatchingCandidate> = {}): MatchingCandidate => ({
  ...buildCandidateRow(),
  total_rows: '2',
  match_score: 91,
  match_reasons: [
    { kind: 'skills', points: 45, text: '2 of 2 required skills', fit: 'good' },
    { kind: 'remote', points: 5, text: 'wants Fully remote — this job is Hybrid', fit: 'partial' },
  ],
  ...overrides,
});

beforeEach(() => respondWithOwnProfile());

describe('matching candidates on /job/all/{id}', () => {
  it('lists who fits the job, best first, with the score and why, and links to the search', async () => {
    withFullAccess();
    respondWithJobResources([buildJobResource()]);
    const requests = recordRequests();
    server.use(
      http.get(apiUrl('api/organization/:nid/jobs/:job/matching_candidates'), () =>
        HttpResponse.json([
          match(),
          match({
            node_id: '502',
            node_uuid: 'candidate-502',
            field_first_name: 'Katherine',
            field_last_name: 'Johnson',
            match_score: 40,
            match_reasons: [
              {
                kind: 'employment',
                points: 0,
                text: 'looks for Part-time — this job is Full-time',
                fit: 'mismatch',
              },
            ],
          }),
        ]),
      ),
    );
    renderApp('/job/all/101', employerWithOrganization());

    expect(
      await screen.findByRole(
        'heading',
        { level: 2, name: 'Matching candidates (2)' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Matching candidates' });
    // In the server's order (best first).
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Hedy Lamarr', 'Katherine Johnson']);
    const hedy = within(list).getByRole('list', { name: 'Why Hedy Lamarr fits' });
    expect(
      within(hedy)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Fits: 2 of 2 required skills',
      'Partly fits: wants Fully remote — this job is Hybrid',
    ]);
    expect(within(list).getByText('91%')).toBeInTheDocument();
    expect(
      within(list).getByRole('list', { name: 'Why Katherine Johnson fits' }),
    ).toHaveTextContent('Does not fit: looks for Part-time — this job is Full-time');
    expect(within(list).getByRole('button', { name: 'Get Intro to Hedy Lamarr' })).toBeEnabled();
    const call = requests.find((request) => request.path.endsWith('/matching_candidates'));
    expect(call?.path).toMatch(/^\/api\/organization\/\d+\/jobs\/101\/matching_candidates$/);
    expect(call?.search).toContain('page=0');
    expect(
      screen.getByRole('link', { name: 'Search candidates with this job’s skills and city' }),
    ).toHaveAttribute('href', expect.stringMatching(/^\/candidates\/filter\?page=0&q=1.*Berlin/));
  });

  it('says so when no candidate shares a skill with the job', async () => {
    withFullAccess();
    respondWithJobResources([buildJobResource()]);
    renderApp('/job/all/101', employerWithOrganization());
    expect(
      await screen.findByText(
        'No candidate shares a skill with this job yet.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Matching candidates (0)' }),
    ).toBeInTheDocument();
  });

  it('opens on the list from its anchor, with the heading focused', async () => {
    withFullAccess();
    respondWithJobResources([buildJobResource()]);
    server.use(
      http.get(apiUrl('api/organization/:nid/jobs/:job/matching_candidates'), () =>
        HttpResponse.json([match()]),
      ),
    );
    renderApp('/job/all/101#matching-candidates', employerWithOrganization());
    const heading = await screen.findByRole(
      'heading',
      { level: 2, name: /^Matching candidates/ },
      { timeout: 10_000 },
    );
    expect(heading).toHaveFocus();
    expect(heading.closest('section')).toHaveAttribute('id', 'matching-candidates');
  });

  it('says under demo access that salary fit is left out', async () => {
    respondWithOrganizations([buildCurrentUserOrganization()]);
    respondWithJobResources([buildJobResource()]);
    server.use(
      http.get(apiUrl('api/organization/:nid/jobs/:job/matching_candidates'), () =>
        HttpResponse.json([
          match({
            match_reasons: [
              {
                kind: 'salary',
                points: 5,
                text: 'Salary fit is shown once you have access',
                fit: 'missing',
                gap: 'hidden',
              },
            ],
          }),
        ]),
      ),
    );
    renderApp('/job/all/101', employerWithOrganization());
    expect(
      await screen.findByText(
        /Salary fit is shown once you have access to the candidate database/,
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Matching candidates' });
    expect(list).toHaveTextContent('Not known: Salary fit is shown once you have access');
  });
});
