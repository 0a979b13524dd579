import { screen, waitFor } from '@testing-library/react';
import { buildSignedInAuth } from '@/testing/builders';
import { buildJobResource, respondWithJobResources } from '@/testing/handlers/jobs';
import { renderApp } from '@/testing/renderWithProviders';
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
});
