import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '@/testing/api';
import { server } from '@/testing/server';
import { respondWithOwnProfile, setNarrowViewport } from '@/testing/shell';
import { buildSignedInAuth } from '@/testing/builders';
import { renderApp } from '@/testing/renderWithProviders';
import {
  buildJobSearchRow,
  buildJobSearchRows,
  serveCitySuggestions,
  serveJobSearch,
  serveOrganizationExport,
} from '@/testing/handlers/jobSearch';

jest.setTimeout(60_000);

const candidate = { preloadedState: { auth: buildSignedInAuth() } };

/** The query of the last search request. */
const lastQuery = (recorded: { queries: URLSearchParams[] }) => recorded.queries.at(-1);

beforeEach(() => respondWithOwnProfile());

/** Her own profile: one skill, a country, and `attributes`. */
function serveOwnProfile(attributes: Record<string, unknown>) {
  server.use(
    http.get(apiUrl('api/node/candidate_profile'), () =>
      HttpResponse.json({
        jsonapi: { version: '1.0' },
        data: [
          {
            type: 'node--candidate_profile',
            id: 'profile-1',
            attributes: {
              title: 'Ada Lovelace',
              field_first_name: 'Ada',
              field_last_name: 'Lovelace',
              ...attributes,
            },
            relationships: {
              field_technical_skills: {
                data: [{ type: 'taxonomy_term--technical_skills', id: 'skill-1' }],
              },
              field_candidate_country: { data: { type: 'taxonomy_term--country', id: 'de' } },
            },
          },
        ],
      }),
    ),
  );
}

describe('candidate job search list', () => {
  it('lists the found jobs with their facts and the result count', async () => {
    serveJobSearch([
      buildJobSearchRow({
        sticky: 1,
        total_rows: 2,
        field_base_salary_year_from: 50000,
        field_base_salary_year_to: 70000,
      }),
      buildJobSearchRow({ nid: 8, title: 'Backend engineer', total_rows: 2 }),
    ]);
    renderApp('/jobs', candidate);
    expect(await screen.findByText('2 result(s) found')).toBeInTheDocument();
    const card = screen.getByRole('link', { name: 'Frontend engineer' }).closest('li');
    expect(card).not.toBeNull();
    const inCard = within(card as HTMLElement);
    expect(inCard.getByText('Acme')).toBeInTheDocument();
    expect(inCard.getByText('Berlin, Berlin, country 5')).toBeInTheDocument();
    expect(inCard.getByText('Full time · Hybrid')).toBeInTheDocument();
    expect(inCard.getByText('50,000 – 70,000 EUR a year')).toBeInTheDocument();
    expect(inCard.getByText('Posted 1/3/2026')).toBeInTheDocument();
    expect(inCard.getByText('Featured')).toBeInTheDocument();
    const other = screen.getByRole('link', { name: 'Backend engineer' }).closest('li');
    expect(within(other as HTMLElement).queryByText('Featured')).not.toBeInTheDocument();
    expect(within(other as HTMLElement).queryByText(/a year/)).not.toBeInTheDocument();
  });

  it("says 'Any' in every empty multiple-choice filter", async () => {
    serveJobSearch([buildJobSearchRow()]);
    renderApp('/jobs', candidate);
    await screen.findByText('1 result(s) found');
    for (const label of ['Skills', 'Country', 'Location', 'Employment type', 'Remote']) {
      const field = screen.getByLabelText(label).closest('.ant-select') as HTMLElement;
      expect(within(field).getByText('Any')).toBeInTheDocument();
    }
  });

  it("shows 'No' as the result count when no job matches", async () => {
    serveJobSearch([]);
    renderApp('/jobs', candidate);
    expect(await screen.findByText('No result(s) found')).toBeInTheDocument();
    expect(screen.queryAllByRole('link', { name: /engineer/ })).toHaveLength(0);
  });

  it('puts a changed filter into the address, the request and the stored query', async () => {
    const search = serveJobSearch([buildJobSearchRow()]);
    const { user, router, store } = renderApp('/jobs', candidate);
    await screen.findByText('1 result(s) found');
    await user.click(screen.getByLabelText('Remote'));
    await user.click(await screen.findByTitle('Remote'));
    await waitFor(() => expect(router.state.location.search).toBe('?page=0&q=1&remote=remote'));
    await waitFor(() => expect(lastQuery(search)?.get('remote')).toBe('remote'));
    expect(lastQuery(search)?.get('page')).toBe('0');
    expect(store.getState().jobFilters.jobFilterQuery).toBe('page=0&q=1&remote=remote');
  });

  it('filters by a suggested city, with its spaces written as hyphens in the address', async () => {
    const search = serveJobSearch([]);
    serveCitySuggestions([{ city: 'New York', state: 'New York', country: 'United States' }]);
    const { user, router } = renderApp('/jobs', candidate);
    await user.type(await screen.findByLabelText('Location'), 'New Y');
    await user.click(await screen.findByTitle('New York'));
    await waitFor(() => expect(router.state.location.search).toBe('?page=0&q=1&location=New-York'));
    await waitFor(() => expect(lastQuery(search)?.get('location')).toBe('New-York'));
  });

  it('searches the typed words on Enter and disables Search while the box is empty', async () => {
    const search = serveJobSearch([]);
    const { user, router } = renderApp('/jobs', candidate);
    const button = await screen.findByRole('button', { name: 'Search' });
    expect(button).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Search jobs' }), 'react  native{Enter}');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?page=0&q=1&search=react+native'),
    );
    await waitFor(() => expect(lastQuery(search)?.get('search')).toBe('react native'));
  });

  it('restores every filter of a pasted address and sends it with the search', async () => {
    const search = serveJobSearch(buildJobSearchRows(60));
    renderApp(
      '/jobs?page=1&q=1&search=data&skills=1000,1001&remote=remote&created=past_week&salary_min=60000',
      candidate,
    );
    expect(await screen.findByText('60 result(s) found')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search jobs' })).toHaveValue('data');
    expect(screen.getByLabelText('Minimum yearly salary')).toHaveValue('60000');
    expect(screen.getByText('Past week')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    const query = lastQuery(search);
    expect(query?.get('page')).toBe('1');
    expect(query?.get('skills')).toBe('1000,1001');
    expect(query?.get('created')).toBe('past_week');
    expect(query?.get('salary_min')).toBe('60000');
  });

  it('filters by the company facts: paid parental leave of at least N weeks, flexible hours', async () => {
    const search = serveJobSearch([]);
    const { user, router, unmount } = renderApp('/jobs', candidate);
    await user.click(await screen.findByLabelText('Paid parental leave'));
    await user.click(await screen.findByTitle('26+ weeks'));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?page=0&q=1&parental_leave_min=26'),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Flexible hours' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?page=0&q=1&flexible_hours=1&parental_leave_min=26',
      ),
    );
    await waitFor(() => expect(lastQuery(search)?.get('flexible_hours')).toBe('1'));
    expect(lastQuery(search)?.get('parental_leave_min')).toBe('26');
    unmount();
    // A pasted address brings them back.
    renderApp('/jobs?page=0&q=1&flexible_hours=1&parental_leave_min=12', candidate);
    expect(await screen.findByText('12+ weeks')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Flexible hours' })).toBeChecked();
  });

  it('comes back to the stored query when /jobs is visited without one', async () => {
    const search = serveJobSearch([]);
    const { router } = renderApp('/jobs', {
      preloadedState: {
        ...candidate.preloadedState,
        jobFilters: {
          jobPostsFilterQuery: '',
          jobFilterQuery: 'page=0&q=1&employment_type=part_time',
        },
      },
    });
    await waitFor(() =>
      expect(router.state.location.search).toBe('?page=0&q=1&employment_type=part_time'),
    );
    await waitFor(() => expect(lastQuery(search)?.get('employment_type')).toBe('part_time'));
    expect(search.queries.every((query) => query.get('employment_type') === 'part_time')).toBe(
      true,
    );
  });

  it('pages through the results 50 at a time', async () => {
    const search = serveJobSearch(buildJobSearchRows(120));
    const { user, router } = renderApp('/jobs', candidate);
    expect(await screen.findByText('120 result(s) found')).toBeInTheDocument();
    // Counting cards through the list element: role queries over 50 cards are slow in jsdom.
    expect(screen.getByRole('list', { name: 'Jobs' }).children).toHaveLength(50);
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Job 101')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Jobs' }).children).toHaveLength(20);
    expect(router.state.location.search).toBe('?page=2&q=1');
    expect(lastQuery(search)?.get('page')).toBe('2');
  });

  it('resets every filter to the first page', async () => {
    serveJobSearch([]);
    const { user, router } = renderApp('/jobs?page=0&q=1&remote=remote&search=go', candidate);
    await user.click(await screen.findByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=0&q=1'));
    expect(screen.getByRole('textbox', { name: 'Search jobs' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Reset filters' })).toBeDisabled();
  });

  it('sorts by best match: the request asks for it, each card shows the score and the telling reasons', async () => {
    const search = serveJobSearch([
      buildJobSearchRow({
        match_score: 86,
        match_reasons: [
          { kind: 'skills', points: 45, text: '2 of 2 required skills', fit: 'good' },
          { kind: 'skillLevel', points: 0, text: 'TypeScript at level Expert', fit: 'good' },
          { kind: 'salary', points: 5, text: 'The job shows no salary', fit: 'missing' },
          {
            kind: 'visa',
            points: 0,
            text: 'needs visa sponsorship to work in Germany — not offered',
            fit: 'mismatch',
          },
        ],
      }),
    ]);
    const { user, router, store } = renderApp('/jobs?page=0&q=1&remote=remote', candidate);
    await screen.findByText('1 result(s) found');
    expect(screen.getByRole('radio', { name: 'Newest' })).toBeChecked();
    await user.click(screen.getByText('Best match'));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?page=0&q=1&remote=remote&sort=best_match'),
    );
    await waitFor(() => expect(lastQuery(search)?.get('sort')).toBe('best_match'));
    expect(lastQuery(search)?.get('remote')).toBe('remote');
    expect(store.getState().jobFilters.jobFilterQuery).toBe(
      'page=0&q=1&remote=remote&sort=best_match',
    );
    const reasons = await screen.findByRole('list', { name: 'Why Frontend engineer fits' });
    // The card is honest first: what rules the job out, then what is not known, then what fits.
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Does not fit: needs visa sponsorship to work in Germany — not offered',
      'Not known: The job shows no salary',
      'Fits: 2 of 2 required skills',
    ]);
    expect(screen.getByText('86%')).toBeInTheDocument();
    // Resetting the filters keeps the order.
    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=0&q=1&sort=best_match'));
  });

  it('sorts by relevance once a text is typed, newest without one, and keeps an order she chose', async () => {
    const search = serveJobSearch([buildJobSearchRow()]);
    const { user, router } = renderApp('/jobs', candidate);
    await screen.findByText('1 result(s) found');
    const relevance = screen.getByRole('radio', { name: 'Relevance' });
    // Without a text there is nothing to be relevant to.
    expect(relevance).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Newest' })).toBeChecked();
    await user.type(screen.getByRole('textbox', { name: 'Search jobs' }), 'javascrpt{Enter}');
    // Relevance is the default with a text: the address and the request need not say it.
    await waitFor(() => expect(router.state.location.search).toBe('?page=0&q=1&search=javascrpt'));
    await waitFor(() => expect(lastQuery(search)?.get('search')).toBe('javascrpt'));
    expect(lastQuery(search)?.get('sort')).toBeNull();
    expect(screen.getByRole('radio', { name: 'Relevance' })).toBeChecked();
    // Newest, chosen, is said, and stays when the text changes.
    await user.click(screen.getByText('Newest'));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?page=0&q=1&search=javascrpt&sort=date'),
    );
    await waitFor(() => expect(lastQuery(search)?.get('sort')).toBe('date'));
    const box = screen.getByRole('textbox', { name: 'Search jobs' });
    await user.clear(box);
    await user.type(box, 'react{Enter}');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?page=0&q=1&search=react&sort=date'),
    );
    // Back to relevance; clearing every filter clears the text, and the order goes back to newest.
    await user.click(screen.getByText('Relevance'));
    await waitFor(() => expect(router.state.location.search).toBe('?page=0&q=1&search=react'));
    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=0&q=1'));
    expect(screen.getByRole('radio', { name: 'Newest' })).toBeChecked();
  });

  it('filters within a distance of the chosen city, and forgets the distance with the city', async () => {
    const search = serveJobSearch([]);
    serveCitySuggestions([{ city: 'Berlin', state: 'Berlin', country: 'Germany' }]);
    const { user, router } = renderApp('/jobs', candidate);
    const distance = await screen.findByLabelText('Distance');
    // Until a city is chosen there is nothing to measure from.
    expect(distance.closest('.ant-select')).toHaveClass('ant-select-disabled');
    expect(screen.getByText('Choose a location first')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Location'), 'Ber');
    await user.click(await screen.findByTitle('Berlin'));
    await waitFor(() => expect(router.state.location.search).toBe('?page=0&q=1&location=Berlin'));
    expect(await screen.findByTitle('Only in Berlin')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Distance'));
    await user.click(await screen.findByTitle('Within 25 km of Berlin'));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?page=0&q=1&location=Berlin&distance=25'),
    );
    await waitFor(() => expect(lastQuery(search)?.get('distance')).toBe('25'));
    expect(lastQuery(search)?.get('location')).toBe('Berlin');
    // Taking the city away takes the distance from it too.
    const location = screen.getByLabelText('Location').closest('.ant-select') as HTMLElement;
    await user.click(within(location).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=0&q=1'));
  });

  it('restores a distance from a pasted address', async () => {
    const search = serveJobSearch([]);
    renderApp('/jobs?page=0&q=1&location=Berlin&distance=50', candidate);
    await waitFor(() => expect(lastQuery(search)?.get('distance')).toBe('50'));
    expect(await screen.findByTitle('Within 50 km of Berlin')).toBeInTheDocument();
  });

  it('tells a candidate whose profile lacks skills and preferences what to add for best match', async () => {
    serveJobSearch([buildJobSearchRow({ match_score: 30, match_reasons: [] })]);
    const { user, router } = renderApp('/jobs?page=0&q=1&sort=best_match', candidate);
    expect(await screen.findByText('Best match ranks jobs by your profile')).toBeInTheDocument();
    // Every part matching reads that her profile does not give, each with its step.
    const hint = screen.getByRole('alert');
    expect(
      within(hint)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Add where you live', '/profile/step/0'],
      ['Add your skills and their levels', '/profile/step/2'],
      ['Add your experience', '/profile/step/2'],
      ['Add the employment types you look for', '/profile/step/3'],
      ['Add your remote preference', '/profile/step/3'],
      ['Add your salary expectation', '/profile/step/3'],
    ]);
    await user.click(screen.getByRole('link', { name: 'Add your skills and their levels' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/step/2'));
  });

  it('names a single missing part: a profile with one skill and one employment type still lacks the rest', async () => {
    serveJobSearch([buildJobSearchRow()]);
    serveOwnProfile({
      field_looking_for_opportunities: ['full_time'],
      field_professional_experience: '3-5',
      field_remote_work: 'hybrid',
      field_desired_annual_salary: { from: null, to: null },
    });
    renderApp('/jobs?page=0&q=1&sort=best_match', candidate);
    const hint = await screen.findByRole('alert');
    expect(
      within(hint)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Add your salary expectation']);
  });

  it('says nothing about the profile when it holds everything matching reads, or in date order', async () => {
    serveJobSearch([buildJobSearchRow()]);
    serveOwnProfile({
      field_looking_for_opportunities: ['full_time'],
      field_professional_experience: '3-5',
      field_remote_work: 'hybrid',
      field_desired_annual_salary: { from: 60000, to: null },
    });
    const { user } = renderApp('/jobs', candidate);
    await screen.findByText('1 result(s) found');
    await user.click(screen.getByText('Best match'));
    await screen.findByRole('radio', { name: 'Best match', checked: true });
    // The profile is read; with every part given there is nothing to add.
    await waitFor(() =>
      expect(screen.queryByText(/Best match ranks jobs/)).not.toBeInTheDocument(),
    );
    await user.click(screen.getByText('Newest'));
    expect(screen.queryByText(/Best match ranks jobs/)).not.toBeInTheDocument();
  });

  it('loads every organization for the filter in chunks of 50', async () => {
    serveJobSearch([]);
    const organizations = serveOrganizationExport(120);
    const { user } = renderApp('/jobs', candidate);
    await waitFor(() => expect(organizations.queries).toHaveLength(3));
    expect(
      organizations.queries.map((query) => [query.get('page[offset]'), query.get('page[limit]')]),
    ).toEqual([
      ['0', '50'],
      ['50', '50'],
      ['100', '50'],
    ]);
    await user.type(screen.getByLabelText('Hiring organization'), 'Organization 120');
    expect(await screen.findByTitle('Organization 120')).toBeInTheDocument();
  });

  it('folds the filters behind a Filters button under 960 px, counting those in use', async () => {
    const restoreViewport = setNarrowViewport(true);
    try {
      serveJobSearch([]);
      const { user } = renderApp('/jobs?page=0&q=1&country=1001&remote=remote', candidate);
      const toggle = await screen.findByRole('button', { name: 'Filters (2)' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('group', { name: 'Filters' })).not.toBeInTheDocument();
      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('group', { name: 'Filters' })).toBeVisible();
    } finally {
      restoreViewport();
    }
  });
});
