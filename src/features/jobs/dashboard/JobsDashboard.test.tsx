import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { JOB_MESSAGES } from '@contract/jobs';
import { MATCH_POOL } from '@contract/matching/api';
import { apiUrl } from '@/testing/api';
import { server } from '@/testing/server';
import { respondWithOwnProfile } from '@/testing/shell';
import { buildJobResource, respondWithJobResources } from '@/testing/handlers/jobs';
import { renderApp } from '@/testing/renderWithProviders';
import { employerWithOrganization } from '@/testing/employerState';
import { averagePerMonth, averageText, tableHeight } from './dashboardStats';

jest.setTimeout(60_000);

beforeEach(() => respondWithOwnProfile());

describe('dashboard figures', () => {
  it('averages jobs over the months since the first one, at least one month', () => {
    const now = new Date('2026-11-24T00:00:00Z');
    expect(averagePerMonth(6, '2026-09-24T00:00:00Z', now)).toBeCloseTo(3, 1);
    expect(averagePerMonth(2, '2026-11-20T00:00:00Z', now)).toBe(2);
    expect(averagePerMonth(0, null, now)).toBe(0);
  });

  it("reads '<1' below one and two decimals otherwise", () => {
    expect(averageText(0.4)).toBe('<1');
    expect(averageText(2.625)).toBe('2.63');
    expect(averageText(1)).toBe('1.00');
  });

  it('sizes the table by its rows: 180, 254, then 328 px', () => {
    expect(tableHeight(1)).toBe(180);
    expect(tableHeight(2)).toBe(254);
    expect(tableHeight(3)).toBe(328);
    expect(tableHeight(40)).toBe(328);
  });
});

describe('the employer dashboard', () => {
  it('shows the totals and the job posts with their status, newest first', async () => {
    respondWithJobResources(
      [
        buildJobResource({ title: 'Fresh role', drupal_internal__nid: 2 }, 'job-2'),
        buildJobResource(
          { title: 'Old role', drupal_internal__nid: 1, field_valid_until: '2020-03-01' },
          'job-1',
        ),
      ],
      2,
    );
    renderApp('/dashboard/overview', employerWithOrganization());
    expect(await screen.findByRole('heading', { name: 'Job Posts (2)' })).toBeInTheDocument();
    const table = screen.getByRole('region', { name: 'Job posts' });
    expect(table).toHaveStyle({ height: '254px' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]).getByRole('link', { name: 'Fresh role' })).toHaveAttribute(
      'href',
      '/job/all/2',
    );
    expect(within(rows[2]).getByText('Expired')).toBeInTheDocument();
    expect(within(rows[2]).getByText('1/3/2020')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See All' })).toHaveAttribute('href', '/job/all');
  });

  it('shows how many candidates each job matches, linking to the job’s matching list', async () => {
    respondWithJobResources(
      [
        buildJobResource({ title: 'Fresh role', drupal_internal__nid: 2 }, 'job-2'),
        buildJobResource({ title: 'Popular role', drupal_internal__nid: 1 }, 'job-1'),
      ],
      2,
    );
    const asked: string[] = [];
    server.use(
      http.get(apiUrl('api/organization/:nid/jobs/match_counts'), ({ request, params }) => {
        asked.push(`${String(params.nid)}:${new URL(request.url).searchParams.get('jobs')}`);
        return HttpResponse.json([
          { nid: 2, matches: 12 },
          { nid: 1, matches: MATCH_POOL + 1 },
        ]);
      }),
    );
    renderApp('/dashboard/overview', employerWithOrganization());
    const fresh = await screen.findByRole('link', {
      name: '12 matches for Fresh role',
    });
    // The count opens the matching list itself, not the top of the job.
    expect(fresh).toHaveAttribute('href', '/job/all/2#matching-candidates');
    expect(
      screen.getByRole('link', { name: '5,000+ matches for Popular role' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Matches' })).toBeInTheDocument();
    // One request for the listed jobs, of the active organization (nid 12).
    expect(asked).toEqual(['12:2 1']);
  });

  it('says when it lists only the newest of more job posts, with a link to all', async () => {
    respondWithJobResources(
      [buildJobResource({ title: 'Fresh role', drupal_internal__nid: 2 }, 'job-2')],
      409,
    );
    renderApp('/dashboard/overview', employerWithOrganization());
    expect(await screen.findByRole('heading', { name: 'Job Posts (409)' })).toBeInTheDocument();
    expect(screen.getByText(/The 1 newest of 409 job posts\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all 409' })).toHaveAttribute('href', '/job/all');
  });

  it('invites the employer to add a first job when there is none', async () => {
    renderApp('/dashboard', employerWithOrganization());
    expect(await screen.findByText(JOB_MESSAGES.dashboardEmpty)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add new job' })).toBeInTheDocument();
  });
});
