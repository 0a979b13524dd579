import { testConfig } from '@/testing/api';
import { apiBaseUrl, applyDocumentMetadata, ConfigError, getConfig, parseConfig } from './env';

describe('runtime configuration', () => {
  afterEach(() => {
    window.__MATCHBOARD_CONFIG__ = { ...testConfig };
  });

  it('fills optional settings with defaults', () => {
    const result = parseConfig({ apiBaseUrl: '' });
    expect(result).toEqual({
      ok: true,
      config: expect.objectContaining({
        apiBaseUrl: '',
        oauthClientId: 'matchboard-spa',
        siteTitle: 'Matchboard',
        favicon: '/favicon.svg',
      }),
    });
  });

  it('lists every problem of an unusable configuration', () => {
    const result = parseConfig({ apiBaseUrl: 'ftp://x', oauthClientId: 42, siteTitle: null });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual([
      'oauthClientId must be a string (got number).',
      'siteTitle must be a string (got object).',
      'apiBaseUrl must be empty, an absolute http(s) URL or a path starting with /.',
      'oauthClientId must not be empty.',
    ]);
  });

  it('reads the footer links and refuses ones that are neither site paths nor http(s) addresses', () => {
    const good = parseConfig({ ...testConfig, privacyUrl: 'https://legal.example.org/privacy' });
    expect(good.ok && good.config.privacyUrl).toBe('https://legal.example.org/privacy');
    expect(good.ok && good.config.socialLinks).toHaveLength(2);
    const bad = parseConfig({
      ...testConfig,
      termsUrl: 'javascript:alert(1)',
      socialLinks: [{ label: 'X', url: '//evil.example' }],
    });
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.problems).toEqual([
      'termsUrl must be a path starting with / or an http(s) URL.',
      'socialLinks must be a list of { label, url } with http(s) addresses.',
    ]);
  });

  it('says when /config.js did not load', () => {
    window.__MATCHBOARD_CONFIG__ = undefined;
    expect(() => getConfig()).toThrow(ConfigError);
    expect(() => getConfig()).toThrow(/config\.js did not load/);
  });

  it('resolves an empty API base URL to the page origin and keeps a Drupal host absolute', () => {
    expect(apiBaseUrl({ ...testConfig, apiBaseUrl: '' })).toBe('http://localhost/');
    expect(apiBaseUrl({ ...testConfig, apiBaseUrl: 'https://cms.example.org/drupal' })).toBe(
      'https://cms.example.org/drupal/',
    );
  });

  it("applies the host's title, description and favicon to the document", () => {
    applyDocumentMetadata({
      ...testConfig,
      siteTitle: 'Matchboard Staging',
      siteDescription: 'Staging instance',
      favicon: '/favicon-staging.svg',
    });
    expect(document.title).toBe('Matchboard Staging');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Staging instance',
    );
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe(
      '/favicon-staging.svg',
    );
  });
});
