import { act, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { respondWithOwnProfile, setNarrowViewport } from '@/testing/shell';
import { buildSignedInAuth } from '@/testing/builders';
import { renderApp } from '@/testing/renderWithProviders';
import { recordRequests } from '@/testing/server';
import {
  buildJobDocument,
  buildJobSearchRow,
  JOB_MATCH,
  serveJobMatch,
  serveJobs,
  serveJobSearch,
} from '@/testing/handlers/jobSearch';
import { JOB_POSTING_SCRIPT_ID } from './useJobPostingJsonLd';

jest.setTimeout(60_000);

const candidate = { preloadedState: { auth: buildSignedInAuth() } };
const LIST = '/jobs?page=0&q=1&remote=hybrid';

/** The JobPosting JSON-LD in the document, parsed; null when there is none. */
function jobPosting(): Record<string, unknown> | null {
  const scripts = document.querySelectorAll(`script[type="application/ld+json"]`);
  expect(scripts.length).toBeLessThanOrEqual(1);
  const script = document.getElementById(JOB_POSTING_SCRIPT_ID);
  return script ? (JSON.parse(script.textContent ?? '') as Record<string, unknown>) : null;
}

let restoreViewport: (() => void) | null = null;
beforeEach(() => respondWithOwnProfile());
afterEach(() => {
  restoreViewport?.();
  restoreViewport = null;
});

describe('job detail', () => {
  it('opens the clicked job beside the list from its row, keeping the query', async () => {
    serveJobSearch([buildJobSearchRow({ field_base_salary_year_from: 50000 })]);
    const requests = recordRequests();
    const { user, router } = renderApp(LIST, candidate);
    await user.click(await screen.findByRole('link', { name: 'Frontend engineer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs/7'));
    expect(router.state.location.search).toBe('?page=0&q=1&remote=hybrid');
    const pane = screen.getByRole('complementary', { name: 'Job details' });
    const inPane = within(pane);
    expect(inPane.getByRole('heading', { level: 2, name: 'Frontend engineer' })).toBeVisible();
    expect(inPane.getByRole('link', { name: 'Acme' })).toHaveAttribute('href', '/organizations/12');
    expect(inPane.getByText('Berlin, Berlin, country 5')).toBeInTheDocument();
    expect(inPane.getByText('3-5 years')).toBeInTheDocument();
    expect(inPane.getByText('From 50,000 EUR a year')).toBeInTheDocument();
    expect(inPane.getByText('30/4/2099')).toBeInTheDocument();
    expect(inPane.getByText('Build the job board.')).toBeInTheDocument();
    expect(inPane.getByText('Three years of React.')).toBeInTheDocument();
    expect(inPane.getByText('technical skills 2')).toBeInTheDocument();
    const apply = inPane.getByRole('link', { name: /^Apply/ });
    expect(apply).toHaveAttribute('href', 'https://jobs.acme.example/frontend');
    expect(apply).toHaveAttribute('target', '_blank');
    expect(apply.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: 'Frontend engineer' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(requests.filter((request) => request.path === '/api/node/job_posting')).toEqual([]);
  });

  it('puts the open job in the page as JobPosting JSON-LD and removes it when the pane closes', async () => {
    serveJobSearch([buildJobSearchRow()]);
    const { user, router } = renderApp('/jobs/7?page=0&q=1', candidate);
    const pane = await screen.findByRole('complementary', { name: 'Job details' });
    await within(pane).findByRole('heading', { level: 2, name: 'Frontend engineer' });
    await waitFor(() => expect(jobPosting()).not.toBeNull());
    expect(jobPosting()).toMatchObject({
      '@type': 'JobPosting',
      title: 'Frontend engineer',
      employmentType: 'FULL_TIME',
      validThrough: '2099-04-30T23:59:59Z',
      hiringOrganization: { '@type': 'Organization', name: 'Acme' },
      jobLocation: { address: { addressLocality: 'Berlin', addressCountry: 'country 5' } },
    });
    await user.click(within(pane).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs'));
    expect(router.state.location.search).toBe('?page=0&q=1');
    expect(jobPosting()).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Frontend engineer' })).toHaveFocus(),
    );
  });

  it('reads a job that is not on the current page by its node id', async () => {
    serveJobSearch([buildJobSearchRow()]);
    serveJobs({ 99: buildJobDocument(99) });
    renderApp('/jobs/99?page=0&q=1', candidate);
    const pane = await screen.findByRole('complementary', { name: 'Job details' });
    expect(
      await within(pane).findByRole('heading', { level: 2, name: 'Data engineer' }),
    ).toBeVisible();
    expect(within(pane).getByRole('link', { name: 'Babbage & Co' })).toHaveAttribute(
      'href',
      '/organizations/13',
    );
    expect(within(pane).getByText('90,000 – 120,000 USD a year')).toBeInTheDocument();
    expect(within(pane).getByText('Python')).toBeInTheDocument();
    expect(within(pane).queryByRole('link', { name: /^Apply/ })).not.toBeInTheDocument();
    await waitFor(() => expect(jobPosting()).not.toBeNull());
    expect(jobPosting()).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'country 3' },
      identifier: { '@type': 'PropertyValue', value: 'DE-9' },
      baseSalary: { currency: 'USD', value: { minValue: 90000, maxValue: 120000 } },
    });
    expect(jobPosting()).not.toHaveProperty('jobLocation');
  });

  it('shows how the job fits her in date order and on a pasted address, with the way to fill a gap', async () => {
    serveJobSearch([buildJobSearchRow()]);
    serveJobs({ 99: buildJobDocument(99) });
    const asked = serveJobMatch(JOB_MATCH);
    const { user, router } = renderApp('/jobs/99?page=0&q=1', candidate);
    const pane = await screen.findByRole('complementary', { name: 'Job details' });
    const fit = await within(pane).findByRole('region', { name: 'How it fits your profile' });
    expect(within(fit).getByText('72%')).toBeInTheDocument();
    expect(
      within(fit)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Partly fits: You have 1 of the 2 skills the job asks for (missing: React)',
      'Not known: Your profile gives no salary expectation — Add your salary expectation',
    ]);
    expect(asked.nids).toEqual([99]);
    await user.click(within(fit).getByRole('link', { name: 'Add your salary expectation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/step/3'));
  });

  it.each([
    ['does not exist', {}],
    ['has expired', { 98: buildJobDocument(98, { field_valid_until: '2020-01-31' }) }],
  ])('says the job is not found when it %s', async (_case, documents) => {
    serveJobSearch([buildJobSearchRow()]);
    serveJobs(documents);
    renderApp('/jobs/98', candidate);
    expect(await screen.findByRole('heading', { level: 2, name: 'Job not found' })).toBeVisible();
    expect(jobPosting()).toBeNull();
  });

  it('opens the job in a modal with a back button under 960 px', async () => {
    restoreViewport = setNarrowViewport(true);
    serveJobSearch([buildJobSearchRow()]);
    const { user, router } = renderApp('/jobs?page=0&q=1', candidate);
    await user.click(await screen.findByRole('link', { name: 'Frontend engineer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Job details' });
    // The modal is still fading in (jsdom runs no CSS transitions): present, not yet "visible".
    expect(
      within(dialog).getByRole('heading', { level: 2, name: 'Frontend engineer' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Job details' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Back to jobs' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs'));
    expect(router.state.location.search).toBe('?page=0&q=1');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Frontend engineer' })).toHaveFocus(),
    );
  });

  it('shows the list and the open job without axe violations', async () => {
    serveJobSearch([buildJobSearchRow({ sticky: 1 })]);
    renderApp('/jobs/7?page=0&q=1', candidate);
    const pane = await screen.findByRole('complementary', { name: 'Job details' });
    await within(pane).findByRole('heading', { level: 2, name: 'Frontend engineer' });
    // Let antd finish its post-mount measurements before the scan reads the DOM.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(
      results.violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
  });
});
