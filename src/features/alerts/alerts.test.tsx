import { formatDay } from '@/components/dates/dates';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MAX_SAVED_SEARCHES, SAVED_SEARCH_MESSAGES } from '@contract/savedSearches';
import { respondWithOwnProfile } from '@/testing/shell';
import { apiUrl } from '@/testing/api';
import { buildSignedInAuth } from '@/testing/builders';
import { dialogTitled } from '@/testing/dialogs';
import { referenceHandlers } from '@/testing/handlers/reference';
import { renderApp } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { buildJobSearchRow, serveJobSearch } from '@/testing/handlers/jobSearch';
import { buildSavedSearch, GOOD_TOKEN, serveSavedSearches } from '@/testing/handlers/savedSearches';

jest.setTimeout(60_000);

const LONG = { timeout: 10_000 };
const candidate = { preloadedState: { auth: buildSignedInAuth({ role: 'candidate' }) } };

beforeEach(() => {
  respondWithOwnProfile();
  server.use(
    ...referenceHandlers(),
    http.get(apiUrl('api/candidate/connections'), () => HttpResponse.json([])),
  );
});

describe('saving a job search from /jobs', () => {
  it('names the search after its words and saves its filters with the chosen alerts', async () => {
    serveJobSearch([buildJobSearchRow()]);
    const saved = serveSavedSearches();
    const { user } = renderApp('/jobs?page=0&q=1&search=react+native&remote=remote', candidate);
    await screen.findByText('1 result(s) found', undefined, LONG);
    await user.click(screen.getByRole('button', { name: 'Save search' }));
    const dialog = await dialogTitled('Save this search');
    expect(within(dialog).getByText(/Jobs matching “react native” · /)).toBeInTheDocument();
    const name = within(dialog).getByLabelText(/Name/);
    expect(name).toHaveValue('react native · Remote');
    await user.clear(name);
    await user.type(name, 'Remote React');
    await user.click(within(dialog).getByRole('radio', { name: 'Daily' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    await waitFor(() => expect(saved.searches).toHaveLength(1));
    expect(saved.searches[0]).toMatchObject({
      name: 'Remote React',
      query: 'search=react+native&remote=remote',
      frequency: 'daily',
    });
    expect(
      await screen.findByText('Saved “Remote React”. Manage it under Saved searches.'),
    ).toBeInTheDocument();
  });

  it('keeps the dialog and what she typed when the server refuses, and asks for a name', async () => {
    serveJobSearch([buildJobSearchRow()]);
    const full = Array.from({ length: MAX_SAVED_SEARCHES }, (_, index) =>
      buildSavedSearch({ id: index + 1, name: `Search ${index}` }),
    );
    serveSavedSearches(full);
    const { user } = renderApp('/jobs?page=0&q=1&search=go', candidate);
    await screen.findByText('1 result(s) found', undefined, LONG);
    await user.click(screen.getByRole('button', { name: 'Save search' }));
    const dialog = await dialogTitled('Save this search');
    const name = within(dialog).getByLabelText(/Name/);
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    expect(await within(dialog).findByText(SAVED_SEARCH_MESSAGES.nameRequired)).toBeVisible();
    await user.type(name, 'Go jobs');
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      SAVED_SEARCH_MESSAGES.tooMany,
    );
    expect(within(dialog).getByLabelText(/Name/)).toHaveValue('Go jobs');
  });
});

describe('the saved searches page', () => {
  it('lists her searches in words, opens their jobs, changes alerts, renames and deletes', async () => {
    const state = serveSavedSearches([
      buildSavedSearch({ last_mailed: '2026-11-25T07:41:00.000Z', frequency: 'daily' }),
      buildSavedSearch({ id: 2, name: 'Anything', query: '', frequency: 'none' }),
    ]);
    const { user, router } = renderApp('/saved-searches', candidate);
    expect(
      await screen.findByRole('heading', { name: 'Saved searches', level: 1 }, LONG),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: /Saved searches/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const first = (await screen.findByRole('listitem', { name: 'React in Berlin' })) as HTMLElement;
    expect(within(first).getByText('“react” · Berlin')).toBeInTheDocument();
    expect(
      within(first).getByText(`Last emailed on ${formatDay('2026-11-25T07:41:00.000Z')}`),
    ).toBeInTheDocument();
    const second = screen.getByRole('listitem', { name: 'Anything' });
    expect(within(second).getByText('All jobs, with no filters')).toBeInTheDocument();
    expect(within(second).getByText('Not emailed yet')).toBeInTheDocument();

    // Weekly instead of daily.
    const alerts = within(first).getByRole('radiogroup', { name: 'Email for React in Berlin' });
    await user.click(within(alerts).getByText('Weekly'));
    await waitFor(() => expect(state.searches[0].frequency).toBe('weekly'));
    await waitFor(() =>
      expect(
        within(screen.getByRole('radiogroup', { name: 'Email for React in Berlin' })).getByRole(
          'radio',
          { name: 'Weekly' },
        ),
      ).toBeChecked(),
    );

    // Rename.
    await user.click(within(first).getByRole('button', { name: 'Rename React in Berlin' }));
    const rename = await dialogTitled('Rename the search');
    const name = within(rename).getByLabelText(/Name/);
    await user.clear(name);
    await user.type(name, 'Berlin React');
    await user.click(within(rename).getByRole('button', { name: 'Save name' }));
    expect(await screen.findByRole('listitem', { name: 'Berlin React' })).toBeInTheDocument();
    expect(state.searches[0].name).toBe('Berlin React');

    // Delete, after a confirmation.
    await user.click(screen.getByRole('button', { name: 'Delete Anything' }));
    const confirm = await dialogTitled('Delete the saved search “Anything”?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Anything' })).not.toBeInTheDocument(),
    );
    expect(state.searches.map((search) => search.name)).toEqual(['Berlin React']);

    // Its jobs open the search on /jobs.
    await user.click(screen.getByRole('link', { name: 'Show jobs for Berlin React' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs'));
    expect(router.state.location.search).toBe('?page=0&q=1&search=react&location=Berlin');
  });

  it('says how to save one when there is none', async () => {
    serveSavedSearches([]);
    renderApp('/saved-searches', candidate);
    expect(
      await screen.findByText(/You have no saved searches yet/, undefined, LONG),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Job Search' })).toHaveAttribute('href', '/jobs');
  });
});

describe('the unsubscribe link of an alert mail', () => {
  it('changes nothing on opening, and stops the emails with one click, signed out', async () => {
    const state = serveSavedSearches([buildSavedSearch({ frequency: 'daily' })]);
    const { user } = renderApp(`/job-alerts/unsubscribe/${GOOD_TOKEN}`);
    expect(
      await screen.findByRole('heading', { name: 'Stop the emails for “React in Berlin”?' }, LONG),
    ).toBeVisible();
    expect(state.searches[0].frequency).toBe('daily');
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      SAVED_SEARCH_MESSAGES.unsubscribed('React in Berlin'),
    );
    expect(state.searches[0].frequency).toBe('none');
    expect(
      screen.getByRole('link', { name: 'Sign in to manage your saved searches' }),
    ).toBeVisible();
  });

  it('offers nothing to press on a used link: the search sends no email already', async () => {
    serveSavedSearches([buildSavedSearch({ frequency: 'none' })]);
    renderApp(`/job-alerts/unsubscribe/${GOOD_TOKEN}`);
    expect(
      await screen.findByRole('heading', { name: '“React in Berlin” sends no emails' }, LONG),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Sign in to manage your saved searches' }),
    ).toBeVisible();
  });

  it('says when a link is not valid', async () => {
    serveSavedSearches([buildSavedSearch()]);
    renderApp('/job-alerts/unsubscribe/forged');
    expect(await screen.findByRole('alert', undefined, LONG)).toHaveTextContent(
      SAVED_SEARCH_MESSAGES.invalidLink,
    );
  });
});
