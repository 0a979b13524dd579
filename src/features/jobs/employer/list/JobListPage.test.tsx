import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { JOB_MESSAGES } from '@contract/jobs';
import { organizationActivated } from '@/session/activeOrganizationSlice';
import { TEST_USER } from '@/testing/builders';
import { respondWithOwnProfile } from '@/testing/shell';
import { apiUrl } from '@/testing/api';
import { buildJobRow, respondWithJobs, respondWithQuotas } from '@/testing/handlers/jobs';
import { renderApp } from '@/testing/renderWithProviders';
import { recordRequests, server } from '@/testing/server';
import { employerWithOrganization } from '@/testing/employerState';

jest.setTimeout(60_000);

beforeEach(() => respondWithOwnProfile());

const exportCalls = (requests: ReturnType<typeof recordRequests>) =>
  requests.filter((request) => request.path === '/api/jobs/export/12');

describe('the job list /job/all', () => {
  it('shows the jobs with their count, facts and status', async () => {
    respondWithJobs([
      buildJobRow(),
      buildJobRow({ nid: 102, title: 'Old Role', field_valid_until: '2020-01-01', sticky: 1 }),
      buildJobRow({ nid: 103, title: 'Closed Role', field_valid_until: '2021-06-30', sticky: 0 }),
    ]);
    renderApp('/job/all', employerWithOrganization());
    expect(await screen.findByText('3 result(s) found')).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Old Role' });
    expect(within(card).getByText('Expired')).toBeInTheDocument();
    expect(within(card).getByText('1/1/2020')).toBeInTheDocument();
    expect(within(card).getByText('60,000 – 80,000 EUR')).toBeInTheDocument();
    expect(
      within(card).getByRole('button', { name: /Remove from the feature jobs list/ }),
    ).toBeInTheDocument();
    // An expired job that is not featured offers no star: it cannot be featured.
    const expired = screen.getByRole('article', { name: 'Closed Role' });
    expect(within(expired).getByText('Expired')).toBeInTheDocument();
    expect(within(expired).queryByRole('button', { name: /feature/i })).toBeNull();
    const active = screen.getByRole('article', { name: 'Senior TypeScript Engineer' });
    expect(within(active).getByText('Active')).toBeInTheDocument();
    expect(
      within(active).getByRole('button', { name: /Feature this job post/ }),
    ).toBeInTheDocument();
  });

  it('goes back to page 0, keeping the filters, when another organization becomes active', async () => {
    respondWithJobs([buildJobRow()]);
    const { router, store } = renderApp(
      '/job/all?page=3&q=1&search=engineer',
      employerWithOrganization(),
    );
    expect(await screen.findByRole('heading', { name: 'Job postings' })).toBeInTheDocument();
    expect(router.state.location.search).toContain('page=3');
    act(() => {
      store.dispatch(
        organizationActivated({
          uuid: TEST_USER.uuid,
          organization: 'org-2',
          organizationLogo: null,
          appBarColor: null,
          nid: 13,
        }),
      );
    });
    await waitFor(() => expect(router.state.location.search).toBe('?page=0&q=1&search=engineer'));
  });

  it('searches on Enter, keeps the address in step and sends the same filters to the export', async () => {
    const requests = recordRequests();
    const { user, router, store } = renderApp('/job/all', employerWithOrganization());
    await screen.findByText(JOB_MESSAGES.noResult);
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button).toBeDisabled();
    await user.type(
      screen.getByRole('textbox', { name: 'Search job postings' }),
      'data engineer{Enter}',
    );
    await waitFor(() =>
      expect(router.state.location.search).toBe('?page=0&q=1&search=data+engineer'),
    );
    await waitFor(() =>
      expect(
        exportCalls(requests).some((request) => request.search.includes('search=data+engineer')),
      ).toBe(true),
    );
    expect(store.getState().jobFilters.jobPostsFilterQuery).toBe('page=0&q=1&search=data+engineer');
  });

  it('restores the filters of a pasted address and resets them', async () => {
    const requests = recordRequests();
    const { user, router } = renderApp(
      '/job/all?page=0&q=1&search=react&field_remote_job=remote&sticky=1',
      employerWithOrganization(),
    );
    await screen.findByText(JOB_MESSAGES.noResult);
    expect(screen.getByRole('textbox', { name: 'Search job postings' })).toHaveValue('react');
    await waitFor(() =>
      expect(exportCalls(requests).at(-1)?.search).toBe(
        '?_format=json&page=0&search=react&field_remote_job=remote&sticky=1',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=0&q=1'));
  });

  it('opens the stored list when visited without a query', async () => {
    const { router } = renderApp(
      '/job/all',
      employerWithOrganization({
        jobPostsFilterQuery: 'page=0&q=1&search=kotlin',
        jobFilterQuery: '',
      }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?page=0&q=1&search=kotlin'));
  });

  it('explains the featured quota instead of featuring when none is left', async () => {
    respondWithJobs([buildJobRow()]);
    respondWithQuotas(5, 0);
    const requests = recordRequests();
    const { user } = renderApp('/job/all', employerWithOrganization());
    await user.click(await screen.findByRole('button', { name: /Feature this job post/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(JOB_MESSAGES.featuredQuotaEmpty)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Contact Sales' })).toHaveAttribute(
      'href',
      'mailto:sales@matchboard.test',
    );
    expect(requests.some((request) => request.method === 'PATCH')).toBe(false);
  });

  it('features a job with PATCH /api/job/{nid}/sticky/1', async () => {
    respondWithJobs([buildJobRow()]);
    let patched = '';
    server.use(
      http.patch(apiUrl('api/job/:nid/sticky/:sticky'), ({ params }) => {
        patched = `${String(params.nid)}/${String(params.sticky)}`;
        return HttpResponse.json({ message: 'ok', sticky: 1, featured_job_quota_left: 2 });
      }),
    );
    const { user } = renderApp('/job/all', employerWithOrganization());
    await user.click(await screen.findByRole('button', { name: /Feature this job post/ }));
    await waitFor(() => expect(patched).toBe('101/1'));
  });

  it('asks before deleting and reloads the list afterwards', async () => {
    respondWithJobs([buildJobRow()]);
    const deleted: string[] = [];
    server.use(
      http.delete(apiUrl('api/node/job_posting/:id'), ({ params }) => {
        deleted.push(String(params.id));
        respondWithJobs([]);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderApp('/job/all', employerWithOrganization());
    await user.click(
      await screen.findByRole('button', { name: 'Delete Senior TypeScript Engineer' }),
    );
    const dialog = await screen.findByRole('dialog', { name: JOB_MESSAGES.deleteQuestion });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(deleted).toEqual(['job-101']));
    expect(await screen.findByRole('button', { name: 'Add New Job' })).toBeInTheDocument();
  });
});
