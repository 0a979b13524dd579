import { act, screen, waitFor } from '@testing-library/react';
import { makeStore } from '@/app/store';
import { buildSignedInAuth } from '@/testing/builders';
import { buildJobResource, respondWithJobResources } from '@/testing/handlers/jobs';
import { server } from '@/testing/server';
import { renderApp, renderWithProviders } from '@/testing/renderWithProviders';
import { PublicJobPage } from './PublicJobPage';
import { preloadPublicJob } from './publicJobData';
import { JOB_POSTING_SCRIPT_ID } from './useJobPostingJsonLd';

jest.setTimeout(60_000);

describe('the public job page', () => {
  it('shows an active job to a visitor with its JobPosting JSON-LD', async () => {
    respondWithJobResources([buildJobResource({ title: 'Platform Engineer' })]);
    renderApp('/job-posting/101');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Platform Engineer' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.getElementById(JOB_POSTING_SCRIPT_ID)).not.toBeNull());
    const ld = JSON.parse(document.getElementById(JOB_POSTING_SCRIPT_ID)?.textContent ?? '{}');
    expect(ld).toMatchObject({ '@type': 'JobPosting', title: 'Platform Engineer' });
    expect(screen.getByRole('link', { name: 'Sign in to see every job' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('says an expired job is not found and leaves no JSON-LD', async () => {
    respondWithJobResources([buildJobResource({ field_valid_until: '2020-01-01' })]);
    renderApp('/job-posting/101');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Job not found' }),
    ).toBeInTheDocument();
    expect(document.getElementById(JOB_POSTING_SCRIPT_ID)).toBeNull();
  });

  it('sends a signed-in candidate to the job in the job search', async () => {
    respondWithJobResources([buildJobResource()]);
    const { router } = renderApp('/job-posting/101', {
      preloadedState: { auth: buildSignedInAuth({ role: 'candidate' }) },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs/101'));
  });

  it('starts from the cache the server rendered it with and asks for nothing again', async () => {
    respondWithJobResources([buildJobResource({ title: 'Platform Engineer' })]);
    // What the server's renderer does before it renders (src/prerender/renderPage.tsx).
    const rendering = makeStore();
    await preloadPublicJob(rendering.dispatch, 101);
    const serverState = JSON.parse(JSON.stringify({ api: rendering.getState().api })) as Record<
      string,
      unknown
    >;

    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => void requests.push(request.url));
    renderWithProviders(<PublicJobPage />, {
      route: '/job-posting/101',
      path: '/job-posting/:id',
      serverState,
    });
    // The first render is the page itself, as hydration needs: no loading state in between.
    expect(
      screen.getByRole('heading', { level: 2, name: 'Platform Engineer' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Full time')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(requests).toEqual([]);
    server.events.removeAllListeners();
  });

  it('takes over the JSON-LD script the server rendered instead of adding a second one', async () => {
    respondWithJobResources([buildJobResource({ title: 'Platform Engineer' })]);
    const { unmount } = renderWithProviders(<PublicJobPage />, {
      route: '/job-posting/101',
      path: '/job-posting/:id',
    });
    await waitFor(() => expect(document.getElementById(JOB_POSTING_SCRIPT_ID)).not.toBeNull());
    const text = document.getElementById(JOB_POSTING_SCRIPT_ID)?.textContent ?? '';
    unmount();
    expect(document.getElementById(JOB_POSTING_SCRIPT_ID)).toBeNull();

    // As the server sends it: the same script in the head before the app runs.
    const rendered = document.createElement('script');
    rendered.type = 'application/ld+json';
    rendered.id = JOB_POSTING_SCRIPT_ID;
    rendered.textContent = text;
    document.head.append(rendered);
    renderWithProviders(<PublicJobPage />, { route: '/job-posting/101', path: '/job-posting/:id' });
    await screen.findByRole('heading', { level: 2, name: 'Platform Engineer' });
    const scripts = document.head.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toBe(rendered);
  });
});
