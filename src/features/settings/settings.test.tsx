import { formatDayTime, formatTime } from '@/components/dates/dates';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { serveOrganization } from '@/testing/handlers/organizationDocument';
import { respondWithOwnProfile } from '@/testing/shell';
import { apiUrl } from '@/testing/api';
import { buildSignedInAuth, TEST_USER } from '@/testing/builders';
import {
  buildCurrentUserOrganization,
  respondWithOrganizations,
  respondWithSharedAccess,
  SHARED_ACCESS_OWNER,
} from '@/testing/handlers/organizations';
import { recordRequests, refreshCalls, server } from '@/testing/server';
import { renderApp } from '@/testing/renderWithProviders';
import { ERROR_BANNER_MS } from './components/ErrorBanner';

configure({ asyncUtilTimeout: 5000 });

const employer = { preloadedState: { auth: buildSignedInAuth({ role: 'employer' }) } };
const OWNER = SHARED_ACCESS_OWNER;
const ADMIN = {
  uid: 2,
  name: 'kj@example.com',
  email: 'kj@example.com',
  owner: false,
  first_name: 'Katherine',
  last_name: 'Johnson',
  field_company_position: 2,
};

const PENDING = {
  id: 31,
  kind: 'admin',
  email: 'new.admin@example.com',
  first_name: 'Mary',
  last_name: 'Jackson',
  expires: '2026-12-03T10:00:00.000Z',
};

function serveMembers(owner: boolean, invitations: object[] = []) {
  respondWithOrganizations([buildCurrentUserOrganization({ nid: 12, owner })]);
  respondWithSharedAccess(12, [OWNER, ADMIN], invitations);
}

beforeEach(() => {
  respondWithOwnProfile();
  serveOrganization();
});

describe('Users & Access', () => {
  it('lists the owner first as profile admin and shows other admins the list only', async () => {
    serveMembers(false);
    renderApp('/organization/settings/12', employer);
    const table = await screen.findByRole('table', { name: 'People who manage this organization' });
    await within(table).findByText('kj@example.com');
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]).getByText('profile admin')).toBeInTheDocument();
    expect(within(rows[2]).getByText('admin')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add an admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
  });

  it('lists the invitations waiting for an answer, which the owner may withdraw', async () => {
    serveMembers(true, [PENDING]);
    let withdrawn = '';
    server.use(
      http.delete(apiUrl('api/organization/12/shared_access_invitations/:id'), ({ params }) => {
        withdrawn = String(params.id);
        return HttpResponse.json({
          message: 'The invitation was withdrawn; its link no longer works.',
        });
      }),
    );
    const { user } = renderApp('/organization/settings/12', employer);
    const table = await screen.findByRole('table', { name: 'Invitations waiting for an answer' });
    expect(within(table).getByText('new.admin@example.com')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Invited as' })).toBeInTheDocument();
    expect(within(table).getByText('Admin')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleName('Withdraw the invitation of new.admin@example.com?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(withdrawn).toBe('31'));
  });

  it('asks before transferring the ownership, then refreshes the token', async () => {
    serveMembers(true);
    let switched = '';
    server.use(
      http.patch(apiUrl('api/organization/12/shared_access_switch_owner/:uid'), ({ params }) => {
        switched = String(params.uid);
        return HttpResponse.json({ message: 'The ownership of the organization was transferred.' });
      }),
    );
    const recorded = recordRequests();
    const { user } = renderApp('/organization/settings/12', employer);
    await user.click(await screen.findByRole('button', { name: 'Transfer ownership' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleName(
      "Are you sure you want to transfer the organization's ownership to kj@example.com?",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(switched).toBe('2'));
    await waitFor(() => expect(refreshCalls(recorded)).toHaveLength(1));
  });

  it("shows the server's message in a red banner that hides after 5 seconds", async () => {
    serveMembers(true);
    server.use(
      http.delete(apiUrl('api/organization/12/remove_shared_access_user/:uid'), () =>
        HttpResponse.json(
          { message: 'Only the owner of the organization can do this.' },
          { status: 403 },
        ),
      ),
    );
    const { user } = renderApp('/organization/settings/12', employer);
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleName(
      'Are you sure you want to remove kj@example.com from the organization?',
    );
    jest.useFakeTimers({ advanceTimers: true });
    try {
      await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
      const banner = await screen.findByRole('alert');
      expect(banner).toHaveTextContent('Only the owner of the organization can do this.');
      act(() => {
        jest.advanceTimersByTime(ERROR_BANNER_MS + 50);
      });
      await waitFor(() =>
        expect(
          screen.queryByText('Only the owner of the organization can do this.'),
        ).not.toBeInTheDocument(),
      );
    } finally {
      jest.useRealTimers();
    }
  });

  it('checks the add-admin form with the spec messages before sending', async () => {
    serveMembers(true);
    const { user } = renderApp('/organization/settings/12', employer);
    const form = await screen.findByRole('form', { name: 'Add an admin' });
    await user.type(within(form).getByLabelText('Email'), 'nope');
    await user.click(within(form).getByRole('button', { name: 'Add admin' }));
    expect(await within(form).findAllByText('Required')).toHaveLength(3);
    expect(within(form).getByText('Enter a valid email')).toBeInTheDocument();
  });
});

describe('Integrations', () => {
  it('keeps Add disabled while blank, shows an add failure under the input and clears it on edit', async () => {
    serveMembers(true);
    server.use(
      http.get(apiUrl('api/organization/12/greenhouse_integration'), () =>
        HttpResponse.json([{ id: 5, greenhouse_board_token: 'acme', enabled: 1 }]),
      ),
      http.post(apiUrl('api/organization/12/greenhouse_integration'), () =>
        HttpResponse.json(
          { message: 'This board token is already connected to the organization.' },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderApp('/organization/settings/12', employer);
    await user.click(await screen.findByRole('tab', { name: 'Integrations' }));
    const table = await screen.findByRole('table', { name: 'Greenhouse job boards' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Greenhouse Board Token', 'Enabled', 'Actions']);
    expect(await within(table).findByText('acme')).toBeInTheDocument();
    const add = within(table).getByRole('button', { name: 'Add' });
    const input = within(table).getByLabelText('New Greenhouse board token');
    await user.type(input, '   ');
    expect(add).toBeDisabled();
    await user.clear(input);
    await user.type(input, 'acme');
    await user.click(add);
    expect(
      await within(table).findByText('This board token is already connected to the organization.'),
    ).toBeInTheDocument();
    await user.type(input, '-2');
    expect(
      within(table).queryByText('This board token is already connected to the organization.'),
    ).not.toBeInTheDocument();
    expect(input).toHaveValue('acme-2');
  });
});

describe('Greenhouse sync', () => {
  it('syncs a board on demand and shows how the last sync went', async () => {
    serveMembers(true);
    const board = {
      id: 5,
      greenhouse_board_token: 'acme',
      enabled: 1,
      last_synced: '2026-11-27T09:30:00Z',
      sync_state: 'not_found',
      sync_message: 'Greenhouse does not know the board token “acme”.',
    };
    let current: Record<string, unknown> = board;
    let asked = 0;
    server.use(
      http.get(apiUrl('api/organization/12/greenhouse_integration'), () =>
        HttpResponse.json([current]),
      ),
      http.post(apiUrl('api/organization/12/greenhouse_integration/5/sync'), () => {
        asked += 1;
        if (asked > 1)
          return HttpResponse.json(
            { message: 'This board was synced moments ago. Sync it again in 58 seconds.' },
            { status: 429, headers: { 'Retry-After': '58' } },
          );
        current = {
          ...board,
          sync_state: 'ok',
          last_synced: '2026-11-27T10:00:00Z',
          sync_message: '2 jobs on the board (2 new, 0 updated, 0 unpublished).',
        };
        return HttpResponse.json({ ...board, sync_state: 'running' }, { status: 202 });
      }),
    );
    const { user } = renderApp('/organization/settings/12', employer);
    await user.click(await screen.findByRole('tab', { name: 'Integrations' }));
    const table = await screen.findByRole('table', { name: 'Greenhouse job boards' });
    expect(
      await within(table).findByText(
        /Board not found .*: Greenhouse does not know the board token/,
      ),
    ).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Sync now: acme' }));
    expect(
      await within(table).findByText(
        /^Synced .*: 2 jobs on the board \(2 new, 0 updated, 0 unpublished\)\.$/,
      ),
    ).toBeInTheDocument();
    expect(asked).toBe(1);
    // Pressed again within the minute: the server's reason, not silence.
    await user.click(within(table).getByRole('button', { name: 'Sync now: acme' }));
    expect(await within(table).findByRole('alert')).toHaveTextContent(
      'This board was synced moments ago. Sync it again in 58 seconds.',
    );
  });
});

describe('Greenhouse retries', () => {
  it('says a failed try is tried again and when, then words the last failure once', async () => {
    serveMembers(true);
    const retrying = {
      id: 5,
      greenhouse_board_token: 'acme',
      enabled: 1,
      last_synced: '2026-11-27T09:30:00Z',
      sync_state: 'retrying',
      sync_message: 'Greenhouse could not be reached.',
      next_try: '2026-11-27T09:31:00Z',
    };
    let current: Record<string, unknown> = retrying;
    server.use(
      http.get(apiUrl('api/organization/12/greenhouse_integration'), () =>
        HttpResponse.json([current]),
      ),
    );
    const { user } = renderApp('/organization/settings/12', employer);
    await user.click(await screen.findByRole('tab', { name: 'Integrations' }));
    const table = await screen.findByRole('table', { name: 'Greenhouse job boards' });
    const status = await within(table).findByText(/^Could not sync:/);
    expect(status).toHaveTextContent(
      `Could not sync: Greenhouse could not be reached. Trying again at ${formatTime('2026-11-27T09:31:00Z')}.`,
    );
    // Another press would not sync sooner: the next try is already set.
    expect(within(table).getByRole('button', { name: 'Sync now: acme' })).toBeDisabled();
    current = { ...retrying, sync_state: 'failed', next_try: null };
    // The list is asked again while the board waits: the last failure shows, worded once.
    const failed = await within(table).findByText(/^Sync failed /, {}, { timeout: 4000 });
    expect(failed).toHaveTextContent(
      `Sync failed ${formatDayTime('2026-11-27T09:30:00Z')}: Greenhouse could not be reached.`,
    );
    expect(table.textContent).not.toMatch(/failed.*failed/i);
    // Where a board token is found, said beside the field that asks for one.
    expect(within(table).getByLabelText('New Greenhouse board token')).toHaveAccessibleDescription(
      'Your board token is the last part of your job board’s address: boards.greenhouse.io/your-token.',
    );
  });
});

describe('settings routes', () => {
  it('sends an organization the employer does not belong to back to the list', async () => {
    server.use(
      http.get(apiUrl('api/node/organization_profile'), () =>
        HttpResponse.json(
          { data: [] },
          { headers: { 'Content-Type': 'application/vnd.api+json' } },
        ),
      ),
    );
    const { router } = renderApp('/organization/settings/12', employer);
    await waitFor(() => expect(router.state.location.pathname).toBe('/organization/all'));
  });

  it('opens /settings on the Greenhouse boards of the active organization', async () => {
    respondWithOrganizations([buildCurrentUserOrganization({ nid: 12 })]);
    server.use(
      http.get(apiUrl('api/organization/12/greenhouse_integration'), () => HttpResponse.json([])),
    );
    const { router } = renderApp('/settings', employer);
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/greenhouse'));
    expect(await screen.findByRole('table', { name: 'Greenhouse job boards' })).toBeInTheDocument();
    expect(TEST_USER.uuid).toBeTruthy();
  });
});
