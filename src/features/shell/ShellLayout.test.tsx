import { configure, act, screen, waitFor, within } from '@testing-library/react';
import { buildSignedInAuth, TEST_USER } from '@/testing/builders';
import { respondWithRoles } from '@/testing/handlers/auth';
import { renderApp } from '@/testing/renderWithProviders';
import { organizationActivated } from '@/session/activeOrganizationSlice';
import { respondWithOwnProfile, setNarrowViewport } from '@/testing/shell';

// Lazy route chunks load slowly on a busy machine; wait longer than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

const employer = { preloadedState: { auth: buildSignedInAuth({ role: 'employer' }) } };
const candidate = { preloadedState: { auth: buildSignedInAuth({ role: 'candidate' }) } };
const ACME = { organization: 'org-1', organizationLogo: null, appBarColor: null, nid: 12 };

const mainNav = () => screen.getByRole('navigation', { name: 'Main navigation' });
const navLinkNames = () =>
  within(mainNav())
    .getAllByRole('listitem')
    .map((item) => item.textContent);

beforeEach(() => respondWithOwnProfile());

describe('signed-in shell', () => {
  it('tells an unconfirmed candidate that companies cannot find her yet', async () => {
    respondWithRoles('Unverified Candidate');
    renderApp('/jobs', candidate);
    expect(await screen.findByText('Please confirm your email address')).toBeInTheDocument();
    expect(screen.getByText(/companies cannot find your profile/)).toBeInTheDocument();
  });

  it('says nothing of the kind to a confirmed account', async () => {
    renderApp('/dashboard', employer);
    await screen.findByRole('heading', { name: 'Dashboard' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText('Please confirm your email address')).toBeNull();
  });

  it('gives employers Dashboard, Jobs, Organizations, Candidates and Profile in that order', async () => {
    renderApp('/dashboard', employer);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(navLinkNames()).toEqual(['Dashboard', 'Jobs', 'Organizations', 'Candidates', 'Profile']);
    expect(within(mainNav()).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(mainNav()).getByRole('link', { name: 'Organizations' })).toHaveAttribute(
      'href',
      '/organization',
    );
    expect(within(mainNav()).getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
  });

  it('puts the footer with the privacy, terms and social links on signed-in pages (spec 01 §1)', async () => {
    renderApp('/jobs', candidate);
    const footer = await screen.findByRole('contentinfo');
    const links = within(within(footer).getByRole('navigation', { name: 'Footer' }));
    expect(links.getByRole('link', { name: 'Privacy policy & imprint' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(links.getByRole('link', { name: 'Terms & conditions' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(links.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      'mailto:support@matchboard.test',
    );
    // The footer is a landmark of its own, outside the page's main content.
    expect(screen.getByRole('main')).not.toContainElement(footer);
  });

  it('gives candidates Job Search, Organizations, Saved searches, Introductions and Profile', async () => {
    renderApp('/jobs', candidate);
    expect(await screen.findByRole('heading', { name: 'Job Search' })).toBeInTheDocument();
    expect(navLinkNames()).toEqual([
      'Job Search',
      'Organizations',
      'Saved searches',
      'Introductions',
      'Profile',
    ]);
    expect(within(mainNav()).getByRole('link', { name: 'Job Search' })).toHaveAttribute(
      'href',
      '/jobs',
    );
    expect(within(mainNav()).getByRole('link', { name: 'Organizations' })).toHaveAttribute(
      'href',
      '/organizations',
    );
  });

  it('disables Jobs and Candidates until the employer has an active organization', async () => {
    const { store } = renderApp('/dashboard', employer);
    await screen.findByRole('heading', { name: 'Dashboard' });
    const nav = within(mainNav());
    expect(nav.queryByRole('link', { name: 'Jobs' })).not.toBeInTheDocument();
    expect(nav.getByText('Jobs').closest('[aria-disabled]')).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(nav.queryByRole('link', { name: 'Candidates' })).not.toBeInTheDocument();
    // The prompt follows once the employer's organizations have loaded (none is active).
    expect(await screen.findByText('Please Select Active Organization')).toBeInTheDocument();

    act(() => {
      store.dispatch(organizationActivated({ uuid: TEST_USER.uuid, ...ACME }));
    });
    expect(await nav.findByRole('link', { name: 'Jobs' })).toHaveAttribute('href', '/job');
    expect(nav.getByRole('link', { name: 'Candidates' })).toHaveAttribute('href', '/candidates');
    expect(screen.queryByText('Please Select Active Organization')).not.toBeInTheDocument();
  });

  it('marks the employer avatar with "!" until an organization is selected', async () => {
    const { store } = renderApp('/dashboard', employer);
    const trigger = await screen.findByRole('button', {
      name: 'Ada Lovelace, account menu, no active organization selected',
    });
    expect(within(trigger).getByText('!')).toBeInTheDocument();
    act(() => {
      store.dispatch(organizationActivated({ uuid: TEST_USER.uuid, ...ACME }));
    });
    await waitFor(() => expect(within(trigger).queryByText('!')).not.toBeInTheDocument());
    expect(trigger).toHaveAccessibleName('Ada Lovelace, account menu');
  });

  it('never marks the candidate avatar', async () => {
    renderApp('/jobs', candidate);
    const trigger = await screen.findByRole('button', { name: 'Ada Lovelace, account menu' });
    expect(within(trigger).queryByText('!')).not.toBeInTheDocument();
  });

  it('opens the avatar menu with full name, contact email and the profile and logout entries', async () => {
    const { user, router } = renderApp('/jobs', candidate);
    await user.click(await screen.findByRole('button', { name: 'Ada Lovelace, account menu' }));
    const menu = await screen.findByRole('menu');
    expect(screen.queryByRole('region', { name: 'Switch organization' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Ada Lovelace').length).toBeGreaterThan(0);
    expect(screen.getByText('ada.contact@example.com')).toBeInTheDocument();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['View Profile', 'Edit Profile', 'Copy diagnostics', 'Logout']);
    // Where to write for help, below the entries.
    expect(
      screen.getByRole('link', { name: 'Contact support: support@matchboard.test' }),
    ).toHaveAttribute('href', 'mailto:support@matchboard.test');
    await user.click(within(menu).getByRole('menuitem', { name: /Logout/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/logout'));
  });

  it('opens the avatar menu from the keyboard', async () => {
    const { user } = renderApp('/jobs', candidate);
    const trigger = await screen.findByRole('button', { name: 'Ada Lovelace, account menu' });
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: /Edit Profile/ })).toBeInTheDocument();
  });

  it('has a header, a labelled navigation, a main region and a skip link to it', async () => {
    const { user } = renderApp('/jobs', candidate);
    await screen.findByRole('heading', { name: 'Job Search' });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    const main = screen.getByRole('main');
    await user.click(screen.getByRole('link', { name: 'Skip to main content' }));
    expect(main).toHaveFocus();
    expect(document.title).toBe('Job Search | Matchboard');
  });

  it('moves focus to the main region after following a navigation link', async () => {
    const { user, router } = renderApp('/jobs', candidate);
    await screen.findByRole('heading', { name: 'Job Search' });
    await user.click(within(mainNav()).getByRole('link', { name: 'Organizations' }));
    expect(await screen.findByRole('heading', { name: 'Organizations' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/organizations');
    expect(screen.getByRole('main')).toHaveFocus();
  });
});

describe('signed-in shell under 960 px', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = setNarrowViewport(true);
  });
  afterEach(() => restore());

  it('hides the side navigation and opens it in a drawer from the menu button', async () => {
    const { user, router } = renderApp('/jobs', candidate);
    await screen.findByRole('heading', { name: 'Job Search' });
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();

    const menuButton = screen.getByRole('button', { name: 'Open navigation' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton);
    const drawer = await screen.findByRole('dialog');
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(drawer).getByRole('link', { name: 'Organizations' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/organizations'));
    await waitFor(() => expect(menuButton).toHaveAttribute('aria-expanded', 'false'));
  });
});
