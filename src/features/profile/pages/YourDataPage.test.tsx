import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '@/testing/api';
import { buildSignedInAuth } from '@/testing/builders';
import { referenceHandlers } from '@/testing/handlers/reference';
import { renderApp } from '@/testing/renderWithProviders';
import { recordRequests, server } from '@/testing/server';

const LONG = { timeout: 10_000 };
const asCandidate = { preloadedState: { auth: buildSignedInAuth({ role: 'candidate' }) } };

/** The downloads the page starts: the names and bytes of the links it clicks. */
function watchDownloads(): { name: string; href: string }[] {
  const saved: { name: string; href: string }[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, href: this.href });
  });
  return saved;
}

afterEach(() => jest.restoreAllMocks());

describe('/profile/data', () => {
  it('downloads the ZIP of her data under a dated name', async () => {
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]);
    server.use(
      ...referenceHandlers(),
      http.get(apiUrl('api/user/data-export'), () =>
        HttpResponse.arrayBuffer(zip.buffer, { headers: { 'Content-Type': 'application/zip' } }),
      ),
    );
    const requests = recordRequests();
    const saved = watchDownloads();
    const { user } = renderApp('/profile/data', asCandidate);
    expect(await screen.findByRole('heading', { name: 'Your data', level: 1 }, LONG)).toBeVisible();
    expect(screen.getByText(/your privacy choices and when you made them/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your data' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: /Download my data/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].name).toMatch(/^matchboard-data-\d{4}-\d{2}-\d{2}\.zip$/);
    expect(saved[0].href).toMatch(/^blob:/);
    expect(requests.filter((r) => r.path === '/api/user/data-export')).toHaveLength(1);
  });

  it('says so when the download fails, and the button works again', async () => {
    server.use(
      ...referenceHandlers(),
      http.get(apiUrl('api/user/data-export'), () =>
        HttpResponse.json(
          { message: 'File storage is briefly unavailable. Try again in a moment.' },
          { status: 503 },
        ),
      ),
    );
    const saved = watchDownloads();
    const { user } = renderApp('/profile/data', asCandidate);
    await user.click(await screen.findByRole('button', { name: /Download my data/ }, LONG));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your data could not be downloaded. File storage is briefly unavailable.',
    );
    expect(saved).toHaveLength(0);
    expect(screen.getByRole('button', { name: /Download my data/ })).toBeEnabled();
  });

  it('deletes the account after the password: says what happens to her organizations, then signs out', async () => {
    let attempts = 0;
    server.use(
      ...referenceHandlers(),
      http.get(apiUrl('api/user/deletion'), () =>
        HttpResponse.json({
          organizations: [
            { title: 'Shared Co', outcome: 'transferred', to: 'Hana Heir' },
            { title: 'Solo Co', outcome: 'deleted', to: null },
          ],
        }),
      ),
      http.post(apiUrl('api/user/deletion'), async ({ request }) => {
        attempts += 1;
        const { password } = (await request.json()) as { password: string };
        return password === 'correct horse'
          ? HttpResponse.json({
              message: 'Your account has been deleted. We sent a last email to confirm it.',
            })
          : HttpResponse.json({ message: 'The password is not correct.' }, { status: 422 });
      }),
    );
    const { user, store, router } = renderApp('/profile/data', asCandidate);
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }, LONG));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Shared Co goes to Hana Heir.')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Solo Co is deleted with its jobs: you are its only admin.'),
    ).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Your password'), 'wrong');
    await user.click(confirm);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The password is not correct.',
    );
    expect(store.getState().auth.token).not.toBeNull();

    await user.clear(within(dialog).getByLabelText('Your password'));
    await user.type(within(dialog).getByLabelText('Your password'), 'correct horse{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getState().auth.token).toBeNull();
    expect(attempts).toBe(2);
    expect(
      await screen.findByText('Your account has been deleted. We sent a last email to confirm it.'),
    ).toBeInTheDocument();
  });
});
