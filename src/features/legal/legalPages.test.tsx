import { screen, within } from '@testing-library/react';
import { testConfig } from '@/testing/api';
import { renderApp } from '@/testing/renderWithProviders';

describe('footer and legal pages (spec 01 §1)', () => {
  afterEach(() => {
    window.__MATCHBOARD_CONFIG__ = { ...testConfig };
  });

  it('links the privacy policy with the imprint, the terms and the social networks', async () => {
    const { user, router } = renderApp('/');
    const footer = await screen.findByRole('navigation', { name: 'Footer' });
    expect(within(footer).getByRole('link', { name: 'LinkedIn' })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/company/matchboard',
    );
    await user.click(within(footer).getByRole('link', { name: 'Privacy policy & imprint' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Privacy policy and imprint' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/privacy');
    // The imprint names the operator the configuration names.
    expect(screen.getByRole('heading', { name: 'Imprint' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Torstraße 1, 10119 Berlin, Germany');
    expect(screen.getAllByRole('link', { name: 'privacy@matchboard.test' })[0]).toHaveAttribute(
      'href',
      'mailto:privacy@matchboard.test',
    );
  });

  it('sends the footer to another site when the configuration says so', async () => {
    window.__MATCHBOARD_CONFIG__ = {
      ...testConfig,
      termsUrl: 'https://legal.example.org/terms',
      socialLinks: [],
    };
    renderApp('/sign-up');
    const footer = await screen.findByRole('navigation', { name: 'Footer' });
    expect(within(footer).getByRole('link', { name: 'Terms & conditions' })).toHaveAttribute(
      'href',
      'https://legal.example.org/terms',
    );
    expect(within(footer).queryByRole('link', { name: 'LinkedIn' })).toBeNull();
  });

  it('shows the terms to anyone, with a link to the privacy policy', async () => {
    renderApp('/terms');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms and conditions' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });
});
