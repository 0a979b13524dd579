import { screen, waitFor } from '@testing-library/react';
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
});
