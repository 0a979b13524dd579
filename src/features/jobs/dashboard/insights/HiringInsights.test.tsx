import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CANDIDATE_MESSAGES } from '@contract/candidates';
import { decodeJobListFilters } from '@contract/jobFilters';
import { FilterError } from '@contract/listQuery';
import { MATCH_POOL } from '@contract/matching/api';
import { server } from '@/testing/server';
import { respondWithOwnProfile } from '@/testing/shell';
import { insightHandlers } from '@/testing/handlers/insights';
import { renderApp } from '@/testing/renderWithProviders';
import { employerWithOrganization } from '@/testing/employerState';
import { durationText, funnelRows, jobTextRows, matchRows, wordingListPath } from './insightRows';

jest.setTimeout(60_000);

beforeEach(() => respondWithOwnProfile());

describe('the rows behind the charts', () => {
  it('name the funnel’s stages in order with their counts', () => {
    const rows = funnelRows({
      days: 30,
      job: null,
      matched: 1204,
      requested: 31,
      accepted: 12,
      on_board: 9,
    });
    expect(rows.map((row) => [row.label, row.shown])).toEqual([
      ['Matched', '1,204'],
      ['Requested', '31'],
      ['Accepted', '12'],
      ['On the board', '9'],
    ]);
  });

  it('lead each job to its matching list and say where the count stops', () => {
    const [row] = matchRows({
      open_jobs: 1,
      counted: 1,
      jobs: [{ nid: 7, title: 'Data Engineer', matches: MATCH_POOL + 1 }],
    });
    expect(row).toMatchObject({
      label: 'Data Engineer',
      shown: '5,000+',
      to: '/job/all/7#matching-candidates',
      linkName: 'Data Engineer: matching list',
    });
  });

  it('lead each wording to the open jobs of that wording, which the job list reads back', () => {
    const rows = jobTextRows({ open_jobs: 6, feminine: 1, neutral: 3, masculine: 2 });
    expect(rows.map((row) => [row.label, row.count])).toEqual([
      ['Feminine-coded', 1],
      ['Neutral', 3],
      ['Masculine-coded', 2],
    ]);
    const address = new URL(wordingListPath('masculine'), 'http://app.test');
    expect(address.pathname).toBe('/job/all');
    const query = Object.fromEntries(address.searchParams);
    expect(decodeJobListFilters(query)).toMatchObject({
      validity: 'active',
      wording: ['masculine'],
    });
    expect(() => decodeJobListFilters({ field_gender_coding: 'loud' })).toThrow(FilterError);
  });

  it('say the time to an answer in minutes, hours or days', () => {
    expect(durationText(0.25)).toBe('15 minutes');
    expect(durationText(1)).toBe('1 hour');
    expect(durationText(3.04)).toBe('3 hours');
    expect(durationText(60)).toBe('2.5 days');
  });
});

describe('the dashboard’s charts', () => {
  it('show each chart’s numbers as a table on request, with its links', async () => {
    server.use(
      ...insightHandlers({
        funnel: (query) => ({
          days: Number(query.get('days')),
          job: null,
          matched: 40,
          requested: query.get('days') === '365' ? 20 : 10,
          accepted: 6,
          on_board: 5,
        }),
        weeks: {
          days: 90,
          weeks: [
            { week: '2026-11-16', requested: 4, accepted: 1 },
            { week: '2026-11-23', requested: 6, accepted: 3 },
          ],
          answered: 5,
          median_answer_hours: 26.5,
        },
        matches: {
          open_jobs: 80,
          counted: 50,
          jobs: [{ nid: 3, title: 'Platform Engineer', matches: 120 }],
        },
        texts: { open_jobs: 4, feminine: 1, neutral: 2, masculine: 1 },
      }),
    );
    const user = userEvent.setup();
    renderApp('/dashboard/overview', employerWithOrganization());

    const funnel = await screen.findByRole('region', { name: 'Introduction funnel' });
    await user.click(await within(funnel).findByRole('checkbox', { name: 'Show as table' }));
    const table = within(funnel).getByRole('table', {
      name: 'Introduction funnel, the last 30 days',
    });
    expect(within(table).getByRole('row', { name: 'Requested 10' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'On the board 5' })).toBeInTheDocument();
    await user.click(within(funnel).getByText('365 days'));
    const year = await within(funnel).findByRole('table', {
      name: 'Introduction funnel, the last 365 days',
    });
    expect(await within(year).findByRole('row', { name: 'Requested 20' })).toBeInTheDocument();

    const weeks = screen.getByRole('region', { name: 'Introductions per week' });
    await user.click(within(weeks).getByRole('checkbox', { name: 'Show as table' }));
    expect(within(weeks).getByRole('row', { name: '23 Nov 6 3' })).toBeInTheDocument();
    expect(within(weeks).getByText('26.5 hours')).toBeInTheDocument();
    expect(within(weeks).getByText('(5 answers)')).toBeInTheDocument();

    const matches = screen.getByRole('region', { name: 'Matches per job' });
    expect(matches).toHaveTextContent('of your 50 newest open jobs');
    await user.click(within(matches).getByRole('checkbox', { name: 'Show as table' }));
    expect(
      within(matches).getByRole('link', { name: 'Platform Engineer: matching list' }),
    ).toHaveAttribute('href', '/job/all/3#matching-candidates');

    const texts = screen.getByRole('region', { name: 'Job texts' });
    await user.click(within(texts).getByRole('checkbox', { name: 'Show as table' }));
    expect(
      within(texts).getByRole('link', { name: 'Masculine-coded: open job posts' }),
    ).toHaveAttribute('href', wordingListPath('masculine'));
    expect(
      within(texts).getByRole('row', { name: 'Neutral: open job posts 2' }),
    ).toBeInTheDocument();
  });

  it('says why demo access has no candidate charts, and what is empty', async () => {
    server.use(
      ...insightHandlers({
        funnel: () => ({ status: 403, message: CANDIDATE_MESSAGES.upgrade }),
      }),
    );
    renderApp('/dashboard/overview', employerWithOrganization());
    const funnel = await screen.findByRole('region', { name: 'Introduction funnel' });
    expect(await within(funnel).findByText(CANDIDATE_MESSAGES.upgrade)).toBeInTheDocument();
    expect(within(funnel).queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(within(funnel).getByRole('checkbox', { name: 'Show as table' })).toBeDisabled();
    const texts = screen.getByRole('region', { name: 'Job texts' });
    expect(await within(texts).findByText('You have no open jobs.')).toBeInTheDocument();
    const weeks = screen.getByRole('region', { name: 'Introductions per week' });
    expect(
      await within(weeks).findByText('You asked for no introductions in the last 90 days.'),
    ).toBeInTheDocument();
  });
});
