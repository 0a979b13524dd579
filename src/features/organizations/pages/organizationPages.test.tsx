import { formatDay } from '@/components/dates/dates';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { respondWithOwnProfile } from '@/testing/shell';
import { buildSignedInAuth } from '@/testing/builders';
import { renderApp } from '@/testing/renderWithProviders';
import { buildJobSearchRow, serveJobSearch } from '@/testing/handlers/jobSearch';
import { organizationResource, serveOrganization } from '@/testing/handlers/organizationDocument';
import { respondWithSharedAccess, SHARED_ACCESS_OWNER } from '@/testing/handlers/organizations';
import { cardDescription } from './OrganizationsBrowsePage';

configure({ asyncUtilTimeout: 5000 });
// The full organization form (five rich-text editors) renders slowly in jsdom on a busy
// two-core machine; give these tests room beyond the suite's 60 s.
jest.setTimeout(120_000);

const employer = { preloadedState: { auth: buildSignedInAuth({ role: 'employer' }) } };
const candidate = { preloadedState: { auth: buildSignedInAuth({ role: 'candidate' }) } };

beforeEach(() => respondWithOwnProfile());

describe('organization form', () => {
  it('shows the form messages verbatim and sends nothing while they stand', async () => {
    const store = serveOrganization();
    const { user } = renderApp('/organization/add', employer);
    await screen.findByRole('heading', { level: 1, name: 'Add organization' });
    await user.click(screen.getByLabelText('Website'));
    await user.paste('not a url');
    await user.click(screen.getByRole('button', { name: 'Add a video' }));
    await user.click(screen.getByLabelText('YouTube video link 1'));
    await user.paste('https://www.youtube.com/playlist?list=PL123');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Required')).not.toHaveLength(0);
    expect(screen.getByText('Please provide a valid url')).toBeInTheDocument();
    expect(screen.getByText('Enter correct Youtube video url!')).toBeInTheDocument();
    expect(store.writes).toHaveLength(0);
  });

  it('fills in the name a new employer gave at sign-up', async () => {
    serveOrganization();
    renderApp('/organization/add?title=Acme+Robotics', employer);
    expect(await screen.findByLabelText('Organization name')).toHaveValue('Acme Robotics');
    expect(screen.getByText(/Set up Acme Robotics to publish jobs/)).toBeInTheDocument();
  });

  it('returns to the list after saving on /organization/all/{id}/edit, with the title trimmed', async () => {
    const store = serveOrganization();
    const { user, router } = renderApp('/organization/all/12/edit', employer);
    const title = await screen.findByLabelText('Organization name');
    await user.clear(title);
    await user.paste('  Acme Rockets  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/organization/all'));
    expect(store.writes[0].body.data.attributes?.title).toBe('Acme Rockets');
    expect(store.writes[0].body.data.attributes).not.toHaveProperty(
      'field_candidate_database_date_ro',
    );
  });

  it('refuses hires needed that are not a whole number of 0 or more, and saves 3', async () => {
    const store = serveOrganization();
    const { user } = renderApp('/organization/edit/12', employer);
    const hires = await screen.findByLabelText('Hires needed');
    for (const typed of ['-3a', 'abc', '-3', '2.5']) {
      await user.clear(hires);
      await user.type(hires, typed);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Must be 0 or more')).toBeInTheDocument();
      // What was typed stays on screen: nothing is clamped to 0 in silence.
      expect(hires).toHaveValue(typed);
      expect(store.writes).toHaveLength(0);
    }
    await user.clear(hires);
    await user.type(hires, '3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(store.writes).toHaveLength(1));
    expect(store.writes[0].body.data.attributes?.field_hires_needed).toBe(3);
  });

  it('stays on /organization/edit/{id} after saving', async () => {
    const store = serveOrganization();
    const { user, router } = renderApp('/organization/edit/12', employer);
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(store.writes).toHaveLength(1));
    expect(router.state.location.pathname).toBe('/organization/edit/12');
  });

  it('trims billing values and sends blanks as empty', async () => {
    const store = serveOrganization();
    const { user } = renderApp('/organization/billing/12', employer);
    const city = await screen.findByLabelText('City');
    await user.type(city, '  Berlin  ');
    const first = screen.getByLabelText('First name');
    await user.clear(first);
    await user.type(first, '   ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(store.writes).toHaveLength(1));
    const sent = store.writes[0].body.data.attributes ?? {};
    expect(sent.field_company_data_city).toBe('Berlin');
    expect(sent.field_billing_first_name).toBeNull();
  });

  it('offers the per-organization entries in the area navigation', async () => {
    serveOrganization();
    renderApp('/organization/billing/12', employer);
    const nav = await screen.findByRole('navigation', { name: 'Organization area' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Organizations',
      'Add',
      'View Profile',
      'Edit Profile',
      'Edit Billing Details',
      'Settings',
    ]);
    expect(within(nav).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/organization/settings/12',
    );
  });

  it('keeps the area navigation on the settings page, with Settings as the current entry', async () => {
    serveOrganization();
    // The page opens on Users & Access, which asks for the admins and the open invitations;
    // the test ends once both have been answered, not while its requests are under way.
    respondWithSharedAccess(
      12,
      [SHARED_ACCESS_OWNER],
      [
        {
          id: 31,
          kind: 'admin',
          email: 'mary@example.com',
          first_name: 'Mary',
          last_name: 'Jackson',
          expires: '2026-12-03T10:00:00Z',
        },
      ],
    );
    renderApp('/organization/settings/12', employer);
    expect(await screen.findByText('grace@example.com')).toBeInTheDocument();
    expect(await screen.findByText('mary@example.com')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Organization area' });
    expect(within(nav).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Edit Billing Details' })).toHaveAttribute(
      'href',
      '/organization/billing/12',
    );
  });

  it('sends an unknown id on the settings route to the list', async () => {
    serveOrganization();
    const { router } = renderApp('/organization/settings/99', employer);
    await waitFor(() => expect(router.state.location.pathname).toBe('/organization/all'));
  });
});

describe('company facts', () => {
  it('saves the facts the employer gives, and asks when the shares were counted', async () => {
    const store = serveOrganization();
    const { user } = renderApp('/organization/edit/12', employer);
    const weeks = await screen.findByLabelText('Paid parental leave (weeks)');
    await user.type(weeks, '120');
    await user.type(screen.getByLabelText('Women in tech roles (%)'), '41');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Enter the weeks of paid parental leave, from 0 to 104'),
    ).toBeInTheDocument();
    expect(screen.getByText('Say when the shares were counted')).toBeInTheDocument();
    expect(store.writes).toHaveLength(0);

    await user.clear(weeks);
    await user.type(weeks, '26');
    await user.click(screen.getByLabelText('Flexible hours'));
    await user.click(await screen.findByTitle('Yes'));
    // The date picker loads when first pointed at, then takes what is typed.
    fireEvent.pointerEnter(screen.getByLabelText('Shares counted on').closest('div') as Element);
    await waitFor(() => expect(document.querySelector('.ant-picker')).not.toBeNull());
    await user.type(screen.getByLabelText('Shares counted on'), '30/06/2026');
    await user.type(
      screen.getByLabelText('Pay-equity statement'),
      'We publish pay bands for every role.',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(store.writes).toHaveLength(1));
    expect(store.writes[0].body.data.attributes).toMatchObject({
      field_parental_leave_weeks: 26,
      field_flexible_hours: true,
      field_part_time_possible: null,
      field_women_in_tech_percent: 41,
      field_women_share_as_of: '2026-06-30',
      field_pay_equity_statement: 'We publish pay bands for every role.',
    });
    expect(store.writes[0].body.data.attributes).not.toHaveProperty('field_facts_updated');
  });

  it('shows the facts on the company page with the date they were reported', async () => {
    serveOrganization(
      organizationResource({
        field_parental_leave_weeks: 26,
        field_parental_leave_all_parents: true,
        field_remote_policy: 'remote_first',
        field_flexible_hours: false,
        field_women_in_leadership_percent: 50,
        field_women_share_as_of: '2026-06-30',
        field_pay_equity_statement: 'We publish pay bands.',
        field_facts_updated: '2026-11-20T10:00:00.000Z',
      }),
    );
    serveJobSearch([]);
    renderApp('/organizations/12', candidate);
    const facts = await screen.findByRole('region', { name: 'Company facts' });
    const value = (label: string) => within(facts).getByText(label).nextElementSibling;
    expect(value('Paid parental leave')).toHaveTextContent('26 weeks, for all parents');
    expect(value('Remote policy')).toHaveTextContent('Remote first');
    expect(value('Flexible hours')).toHaveTextContent('No');
    expect(value('Women in leadership roles')).toHaveTextContent(
      `50 % (as of ${formatDay('2026-06-30')})`,
    );
    expect(within(facts).getByText('We publish pay bands.')).toBeInTheDocument();
    expect(
      within(facts).getByText(`last updated ${formatDay('2026-11-20T10:00:00.000Z')}.`, {
        exact: false,
      }),
    ).toBeInTheDocument();
  });

  it('has no facts section when the organization reports none', async () => {
    serveOrganization();
    serveJobSearch([]);
    renderApp('/organizations/12', candidate);
    await screen.findByRole('link', { name: /Back to organizations/ });
    expect(screen.queryByRole('region', { name: 'Company facts' })).toBeNull();
  });
});

describe('organization profile video', () => {
  it('shows a poster with Play and a YouTube link, and loads the player only when asked', async () => {
    serveOrganization(
      organizationResource({
        field_video: [{ input: 'https://youtu.be/dQw4w9WgXcQ', video_id: 'dQw4w9WgXcQ' }],
      }),
    );
    const { user } = renderApp('/organization/view_profile/12', employer);
    const play = await screen.findByRole('button', { name: 'Play video (Acme video 1)' });
    expect(screen.getByRole('link', { name: 'Watch on YouTube' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
    expect(document.querySelector('iframe')).toBeNull();
    await user.click(play);
    expect(await screen.findByTitle('Acme video 1')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    );
  });
});

describe('the candidate-side company page', () => {
  it('has a way back and lists the open jobs of the organization', async () => {
    serveOrganization();
    const search = serveJobSearch([
      buildJobSearchRow({ nid: 7, title: 'Anvil engineer', total_rows: 1 }),
    ]);
    renderApp('/organizations/12', candidate);
    expect(await screen.findByRole('link', { name: /Back to organizations/ })).toHaveAttribute(
      'href',
      '/organizations',
    );
    expect(await screen.findByRole('heading', { name: 'Open jobs at Acme (1)' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Anvil engineer' })).toHaveAttribute(
      'href',
      '/jobs/7?q=1&hiring_organization=12',
    );
    expect(search.queries.at(-1)?.get('hiring_organization')).toBe('12');
  });
});

describe('candidate organization cards', () => {
  it('cuts the description to 200 characters of text on a word boundary', () => {
    const words = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
    const cut = cardDescription(`<p><strong>${words}</strong></p>`);
    expect(cut.length).toBeLessThanOrEqual(201);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut).not.toContain('<');
    expect(cardDescription('<p>Short &amp; sweet</p>')).toBe('Short & sweet');
  });
});
