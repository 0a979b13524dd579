import { selectWizardPrefill } from '@/session/signUpSlice';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { InvitationPreview } from '@contract/organizations';
import { apiUrl } from '@/testing/api';
import { buildSignedInAuth, TEST_USER } from '@/testing/builders';
import { renderApp } from '@/testing/renderWithProviders';
import { recordRequests, server } from '@/testing/server';

jest.setTimeout(60_000);

const SECRET = 'a'.repeat(43);
const PAGE = `/organization-invitation/${SECRET}`;
const LONG = { timeout: 10_000 };

function respondWithInvitation(overrides: Partial<InvitationPreview> = {}) {
  server.use(
    http.get(apiUrl(`api/organization_invitation/${SECRET}`), () =>
      HttpResponse.json({
        organization: 'Acme',
        kind: 'admin',
        email: TEST_USER.mail,
        inviter: 'Ada Owner',
        first_name: 'Grace',
        last_name: 'Hopper',
        company_position: 2,
        state: 'open',
        account: 'none',
        ...overrides,
      } satisfies InvitationPreview),
    ),
    http.post(apiUrl(`api/organization_invitation/${SECRET}`), async ({ request }) => {
      const body = (await request.json()) as { action: string };
      return HttpResponse.json({
        message: body.action === 'accept' ? 'You now manage Acme on Matchboard.' : 'You declined.',
        nid: body.action === 'accept' ? 7 : null,
      });
    }),
  );
}

const answers = (requests: ReturnType<typeof recordRequests>) =>
  requests.filter((r) => r.method === 'POST' && r.path.startsWith('/api/organization_invitation'));

describe('the invitation page', () => {
  it('says who invites to what and answers nothing until the invitee acts', async () => {
    const requests = recordRequests();
    respondWithInvitation();
    const { user, store } = renderApp(PAGE);
    expect(
      await screen.findByRole('heading', { name: 'Ada Owner invites you to manage Acme' }, LONG),
    ).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(answers(requests)).toHaveLength(0);
    await user.type(screen.getByLabelText('Password', { exact: true }), 'a new password');
    await user.type(screen.getByLabelText('Confirm password'), 'a new password');
    await user.click(screen.getByRole('button', { name: 'Accept and create my account' }));
    await waitFor(() => expect(answers(requests)).toHaveLength(1));
    await waitFor(() => expect(answers(requests)[0].body).not.toBe(''));
    expect(JSON.parse(answers(requests)[0].body)).toEqual({
      action: 'accept',
      password: 'a new password',
    });
    // Then signed in with that password.
    await waitFor(() =>
      expect(requests.some((r) => r.path === '/oauth/token' && r.body.includes('password='))).toBe(
        true,
      ),
    );
    // The employer wizard she goes on to starts from what the owner entered.
    expect(selectWizardPrefill(store.getState())).toEqual({
      companyName: 'Acme',
      firstName: 'Grace',
      lastName: 'Hopper',
      companyPosition: '2',
    });
  });

  it('accepts with a click when signed in as the invitee, and declines likewise', async () => {
    const requests = recordRequests();
    respondWithInvitation({ account: 'employer', kind: 'owner' });
    const { user } = renderApp(PAGE, {
      preloadedState: { auth: buildSignedInAuth({ role: 'employer' }) },
    });
    expect(
      await screen.findByRole('heading', { name: 'Ada Owner asks you to take over Acme' }, LONG),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Invitation declined')).toBeInTheDocument();
    expect(JSON.parse(answers(requests)[0].body)).toEqual({ action: 'decline' });
  });

  it('tells another signed-in account that the invitation is not theirs', async () => {
    respondWithInvitation({ email: 'someone.else@example.test', account: 'employer' });
    renderApp(PAGE, { preloadedState: { auth: buildSignedInAuth({ role: 'employer' }) } });
    expect(
      await screen.findByText(/This invitation was sent to someone.else@example.test/, {}, LONG),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('says when a link is unknown or used', async () => {
    server.use(
      http.get(apiUrl(`api/organization_invitation/${SECRET}`), () =>
        HttpResponse.json({ message: 'This invitation link is not valid.' }, { status: 404 }),
      ),
    );
    renderApp(PAGE);
    expect(await screen.findByText('This invitation link is not valid.', {}, LONG)).toBeVisible();
  });
});
