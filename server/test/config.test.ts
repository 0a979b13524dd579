import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ConfigError, loadConfig } from '../src/config';

describe('loadConfig', () => {
  it('gives a working embedded setup without any variable', () => {
    const config = loadConfig({});
    assert.equal(config.port, 8080);
    assert.equal(config.host, '0.0.0.0');
    assert.equal(config.dataDir, path.resolve('./data'));
    assert.equal(config.databaseUrl, null);
    assert.equal(config.appUrl, 'http://localhost:8080');
    assert.equal(config.staticDir, path.resolve('./dist'));
    assert.equal(config.smtpUrl, null);
    assert.deepEqual(config.oauthClients, [
      { id: 'matchboard-spa', secret: 'matchboard-spa-public' },
    ]);
    assert.equal(config.accessTokenTtl, 300);
    assert.equal(config.refreshTokenTtl, 1209600);
    assert.equal(config.seedDemo, true);
    assert.deepEqual(config.rateLimits.loginPerAccountAddress, { max: 5, windowSeconds: 900 });
    assert.deepEqual(config.rateLimits.loginPerAccount, { max: 10, windowSeconds: 3600 });
    assert.deepEqual(config.rateLimits.loginPerAddress, { max: 100, windowSeconds: 900 });
    assert.deepEqual(config.rateLimits.citySearchPerAddress, { max: 120, windowSeconds: 60 });
    assert.equal(config.fileUrlSecret, null);
    assert.equal(config.fileUrlTtl, 600);
  });

  it('takes FILE_URL_SECRET and FILE_URL_TTL, refusing a secret shorter than 32 characters', () => {
    const secret = 'x'.repeat(32);
    const config = loadConfig({ FILE_URL_SECRET: secret, FILE_URL_TTL: '900' });
    assert.equal(config.fileUrlSecret, secret);
    assert.equal(config.fileUrlTtl, 900);
    assert.throws(
      () => loadConfig({ FILE_URL_SECRET: 'short', FILE_URL_TTL: '0' }),
      (error: unknown) =>
        error instanceof ConfigError &&
        error.problems.some((p) => p.startsWith('FILE_URL_SECRET must be at least 32')) &&
        error.problems.some((p) => p.startsWith('FILE_URL_TTL')),
    );
  });

  it('derives APP_URL from PORT and turns demo seeding off with DATABASE_URL', () => {
    const config = loadConfig({ PORT: '9000', DATABASE_URL: 'postgres://x@localhost/db' });
    assert.equal(config.appUrl, 'http://localhost:9000');
    assert.equal(config.seedDemo, false);
    assert.equal(loadConfig({ DATABASE_URL: 'postgres://x@h/d', SEED_DEMO: 'yes' }).seedDemo, true);
  });

  it('lists every invalid variable at once in a readable message', () => {
    assert.throws(
      () =>
        loadConfig({
          PORT: 'eighty',
          APP_URL: 'not a url',
          ACCESS_TOKEN_TTL: '-5',
          SEED_DEMO: 'maybe',
          OAUTH_CLIENTS: '{"id":"x"}',
          LOG_LEVEL: 'loud',
        }),
      (error: unknown) => {
        assert.ok(error instanceof ConfigError);
        assert.equal(error.problems.length, 6);
        assert.match(error.message, /PORT must be a whole number/);
        assert.match(error.message, /APP_URL must be an absolute URL/);
        assert.match(error.message, /ACCESS_TOKEN_TTL/);
        assert.match(error.message, /SEED_DEMO must be true or false/);
        assert.match(error.message, /OAUTH_CLIENTS must be a JSON array/);
        assert.match(error.message, /LOG_LEVEL must be one of/);
        return true;
      },
    );
  });

  it('reads host lists and per-host identity with fallbacks to the site values', () => {
    const config = loadConfig({
      SITE_TITLE: 'MB',
      PRODUCTION_HOSTS: 'A.example.org, b.example.org',
      PRODUCTION_FAVICON: '/prod.svg',
    });
    assert.deepEqual(config.production.hosts, ['a.example.org', 'b.example.org']);
    assert.equal(config.production.title, 'MB');
    assert.equal(config.production.favicon, '/prod.svg');
    assert.deepEqual(config.staging.hosts, []);
  });

  it('reads the footer links and the operator, refusing links that are not site paths or http(s)', () => {
    const defaults = loadConfig({}).legal;
    assert.equal(defaults.privacyUrl, '/privacy');
    assert.equal(defaults.termsUrl, '/terms');
    assert.deepEqual(
      defaults.socialLinks.map((link) => link.label),
      ['LinkedIn', 'Instagram'],
    );
    const custom = loadConfig({
      PRIVACY_URL: 'https://legal.example.org/privacy',
      SOCIAL_LINKS: 'Mastodon=https://mastodon.social/@matchboard',
      OPERATOR_NAME: 'Example AG',
    }).legal;
    assert.equal(custom.privacyUrl, 'https://legal.example.org/privacy');
    assert.deepEqual(custom.socialLinks, [
      { label: 'Mastodon', url: 'https://mastodon.social/@matchboard' },
    ]);
    assert.equal(custom.operatorName, 'Example AG');
    assert.deepEqual(loadConfig({ SOCIAL_LINKS: '' }).legal.socialLinks, []);
    assert.throws(
      () =>
        loadConfig({
          TERMS_URL: 'javascript:alert(1)',
          SOCIAL_LINKS: 'LinkedIn=//evil.example,NoUrl',
        }),
      (error: unknown) =>
        error instanceof ConfigError &&
        /TERMS_URL must be a path starting with \/ or an http\(s\) URL/.test(error.message) &&
        /SOCIAL_LINKS entries must look like LinkedIn=https:\/\/… \(got "LinkedIn=\/\/evil\.example"\)/.test(
          error.message,
        ) &&
        /got "NoUrl"/.test(error.message),
    );
  });
});
