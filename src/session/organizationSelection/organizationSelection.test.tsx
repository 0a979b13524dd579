import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { respondWithOwnProfile } from '@/testing/shell';
import { organizationActivated } from '@/session/activeOrganizationSlice';
import { apiUrl } from '@/testing/api';
import { buildSignedInAuth, TEST_USER } from '@/testing/builders';
import {
  buildCurrentUserOrganization,
  respondWithOrganizations,
  respondWithOrganizationsFailure,
} from '@/testing/handlers/organizations';
import { renderApp } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';

configure({ asyncUtilTimeout: 5000 });

const employer = { preloadedState: { auth: buildSignedInAuth({ role: 'employer' }) } };
const PURPLE = buildCurrentUserOrganization({
  uuid: 'org-purple',
  nid: 21,
  title: 'Purple Labs',
  field_color_picker: '#6a1b9a',
  field_logo: 'http://localhost/system/files/logo.png?sig=x',
});
const YELLOW = buildCurrentUserOrganization({
  uuid: 'org-yellow',
  nid: 22,
  title: 'amber works',
  field_color_picker: '#ffeb3b',
});

const bar = () => screen.getByRole('banner');

beforeEach(() => respondWithOwnProfile());

describe('active organization', () => {
  it('selects the only organization, colours the bar with readable text and shows its logo', async () => {
    respondWithOrganizations([PURPLE]);
    const { store } = renderApp('/dashboard', employer);
    await waitFor(() =>
      expect(store.getState().activeOrganization[TEST_USER.uuid]).toEqual({
        organization: 'org-purple',
        organizationLogo: PURPLE.field_logo,
        appBarColor: '#6a1b9a',
        nid: 21,
      }),
    );
    await waitFor(() => expect(bar()).toHaveStyle({ background: '#6a1b9a' }));
    expect(bar().style.getPropertyValue('--mb-bar-fg')).toBe('#ffffff');
    expect(within(bar()).getByRole('img', { name: 'Purple Labs' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ada Lovelace, account menu' })).toBeInTheDocument();
  });

  it('clears a stored organization the employer no longer belongs to, and the bar turns white', async () => {
    respondWithOrganizations([]);
    const { store } = renderApp('/dashboard', employer);
    act(() => {
      store.dispatch(
        organizationActivated({
          uuid: TEST_USER.uuid,
          organization: 'gone',
          organizationLogo: null,
          appBarColor: '#6a1b9a',
          nid: 99,
        }),
      );
    });
    await waitFor(() =>
      expect(store.getState().activeOrganization[TEST_USER.uuid]).toBeUndefined(),
    );
    expect(bar()).toHaveStyle({ background: '#ffffff' });
    expect(await screen.findByText('No available organizations')).toBeInTheDocument();
  });

  it('logs the employer out when the organizations cannot be loaded', async () => {
    respondWithOrganizationsFailure(500);
    const { router } = renderApp('/dashboard', employer);
    await waitFor(() => expect(['/logout', '/']).toContain(router.state.location.pathname));
  });

  it('switches organizations from the avatar menu, sorted by title, without a delete action', async () => {
    respondWithOrganizations([PURPLE, YELLOW]);
    const { user, store } = renderApp('/dashboard', employer);
    await user.click(
      await screen.findByRole('button', {
        name: 'Ada Lovelace, account menu, no active organization selected',
      }),
    );
    const picker = await screen.findByRole('region', { name: 'Switch organization' });
    expect(within(picker).getByText('Please Select Active Organization')).toBeInTheDocument();
    const titles = within(picker)
      .getAllByRole('listitem')
      .map((item) => within(item).getByText(/Labs|works/).textContent);
    expect(titles).toEqual(['amber works', 'Purple Labs']);
    expect(within(picker).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(within(picker).getByRole('link', { name: 'Edit Purple Labs' })).toHaveAttribute(
      'href',
      '/organization/all/21/edit',
    );
    await user.click(
      within(picker).getByRole('checkbox', { name: 'Set Purple Labs as the active organization' }),
    );
    await waitFor(() =>
      expect(store.getState().activeOrganization[TEST_USER.uuid]?.organization).toBe('org-purple'),
    );
    await waitFor(() => expect(bar()).toHaveStyle({ background: '#6a1b9a' }));
    const names = within(picker)
      .getAllByRole('listitem')
      .map((item) => within(item).getByText(/Labs|works/).textContent);
    expect(names[0]).toBe('Purple Labs');
  });

  it('disables the active checkbox when there is only one organization', async () => {
    respondWithOrganizations([PURPLE]);
    const { user } = renderApp('/dashboard', employer);
    await user.click(await screen.findByRole('button', { name: 'Ada Lovelace, account menu' }));
    const checkbox = await screen.findByRole('checkbox', {
      name: 'Set Purple Labs as the active organization',
    });
    expect(checkbox).toBeDisabled();
    expect(checkbox).toBeChecked();
  });

  it('offers delete on the dashboard picker to owners only, and refreshes the list after it', async () => {
    respondWithOrganizations([PURPLE, { ...YELLOW, owner: false }]);
    let deleted = '';
    server.use(
      http.delete(apiUrl('api/node/organization_profile/:id'), ({ params }) => {
        deleted = String(params.id);
        respondWithOrganizations([{ ...YELLOW, owner: false }]);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user, store } = renderApp('/dashboard', employer);
    const picker = await screen.findByRole('region', { name: 'Your organizations' });
    expect(within(picker).getByText('Please Select Active Organization')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete amber works' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Delete Purple Labs' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleName('Are you sure you want to delete this organization?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(deleted).toBe('org-purple'));
    await waitFor(() =>
      expect(store.getState().activeOrganization[TEST_USER.uuid]?.organization).toBe('org-yellow'),
    );
  });
});
