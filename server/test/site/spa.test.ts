import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import zlib from 'node:zlib';
import { buildTestApp, type TestApp } from '../helpers';

// Shaped like the built index.html: the configuration tag, the title, and enough text that the
// page is worth compressing.
const INDEX =
  '<!doctype html><html lang="en"><head><title>Matchboard</title>' +
  '<script src="/config.js"></script></head>' +
  `<body><div id="root"></div><!-- ${'padding '.repeat(200)}-->` +
  '<script defer src=/assets/runtime.0123abcd45.js></script>' +
  '<script defer="defer" src="/assets/main.0123abcd45.js"></script></body></html>';
const ASSET = `console.log(${JSON.stringify('matchboard '.repeat(300))});`;

/** The page as served: the configuration tag replaced by an inline script with its nonce. */
function inlinedConfig(body: string): { nonce: string; config: Record<string, unknown> } {
  const match =
    /<script nonce="([^"]+)">window\.__MATCHBOARD_CONFIG__=(\{.*?\});document\.addEventListener\('submit'/.exec(
      body,
    );
  assert.ok(match, `inline configuration in ${body.slice(0, 300)}`);
  assert.equal(body.includes('src="/config.js"'), false);
  return { nonce: match[1], config: JSON.parse(match[2]) as Record<string, unknown> };
}

function staticDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'matchboard-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX);
  const asset = path.join(dir, 'assets', 'main.0123abcd45.js');
  fs.writeFileSync(asset, ASSET);
  // What the build writes beside every text asset (compression-webpack-plugin).
  fs.writeFileSync(`${asset}.br`, zlib.brotliCompressSync(ASSET));
  fs.writeFileSync(`${asset}.gz`, zlib.gzipSync(ASSET, { level: 9 }));
  // What scripts/prerender.mjs writes for the visitor pages.
  fs.mkdirSync(path.join(dir, 'prerendered'));
  fs.writeFileSync(
    path.join(dir, 'prerendered', 'sign-up.html'),
    INDEX.replace(
      '<div id="root"></div>',
      '<div id="root" data-prerendered="/sign-up"><h1>Create your account</h1></div>',
    ),
  );
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(dir, '.env'), 'SECRET=1');
  return dir;
}

let t: TestApp;
before(async () => {
  t = await buildTestApp({
    STATIC_DIR: staticDir(),
    PRODUCTION_HOSTS: 'matchboard.example.org',
    PRODUCTION_TITLE: 'Matchboard Live',
    STAGING_HOSTS: 'staging.example.org',
    STAGING_TITLE: 'Matchboard Staging',
    STAGING_FAVICON: '/favicon-staging.svg',
  });
});

const html = (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml' } });

describe('serving the SPA', () => {
  it('answers index.html with a CSP and the usual security headers', async () => {
    const response = await html('/');
    assert.equal(response.statusCode, 200);
    assert.ok(response.body.includes('<div id="root"></div>'));
    assert.equal(response.headers['cache-control'], 'no-cache');
    const csp = String(response.headers['content-security-policy']);
    // The inline configuration runs because the policy names its nonce, fresh for each response.
    const { nonce } = inlinedConfig(response.body);
    assert.ok(csp.includes(`'nonce-${nonce}'`), csp);
    assert.notEqual(inlinedConfig((await html('/')).body).nonce, nonce);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "connect-src 'self'",
      "frame-ancestors 'none'",
      'frame-src https://www.youtube-nocookie.com',
      "object-src 'none'",
    ]) {
      assert.ok(csp.includes(directive), `CSP has ${directive}: ${csp}`);
    }
    assert.equal(csp.includes('googleapis'), false);
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
    assert.equal(response.headers['x-frame-options'], 'DENY');
    assert.equal(response.headers['referrer-policy'], 'strict-origin-when-cross-origin');
    assert.ok(response.headers['strict-transport-security']);
  });

  it('gives API answers and static files the same policy, with no script nonce to spend', async () => {
    const page = String((await html('/')).headers['content-security-policy']);
    for (const url of ['/api', '/config.js']) {
      const response = await t.app.inject({ method: 'GET', url });
      assert.equal(response.statusCode, 200, url);
      const csp = String(response.headers['content-security-policy']);
      assert.equal(csp.includes("'nonce-"), false, `${url}: ${csp}`);
      assert.equal(csp, page.replace(/ 'nonce-[^']+'/, ''), url);
      assert.equal(response.headers['x-content-type-options'], 'nosniff', url);
    }
  });

  it("sends helmet's headers with every answer, errors and refusals included", async () => {
    const expected = {
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'DENY',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    };
    for (const [method, url, status, accept, authorization] of [
      ['GET', '/', 200, 'text/html'],
      ['GET', '/api/no-such-thing', 404, 'application/json'],
      // A token that is not accepted is refused before any route runs.
      ['GET', '/api/user/user/x', 401, 'application/json', 'Bearer not-a-token'],
      ['POST', '/oauth/token', 400, 'application/json'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: { Accept: accept, ...(authorization ? { Authorization: authorization } : {}) },
      });
      assert.equal(response.statusCode, status, `${method} ${url}`);
      for (const [name, value] of Object.entries(expected))
        assert.equal(response.headers[name], value, `${method} ${url}: ${name}`);
      assert.ok(response.headers['content-security-policy'], `${method} ${url}`);
      assert.equal(response.headers['x-powered-by'], undefined, `${method} ${url}`);
    }
  });

  it('answers index.html for every history route, including the organization-access page', async () => {
    for (const url of [
      '/jobs?page=2',
      '/user/reset/abc123',
      '/email-confirm/xyz',
      '/profile/step/2',
      '/index.html',
      '/api/candidate/organization-access?candidate=1&hash=abc',
    ]) {
      const response = await html(url);
      assert.equal(response.statusCode, 200, url);
      assert.ok(response.body.includes('<div id="root"></div>'), url);
      assert.equal(inlinedConfig(response.body).config.oauthClientId, 'matchboard-spa', url);
    }
  });

  it('answers a pre-rendered visitor page with its markup, and index.html where none was pre-rendered', async () => {
    for (const url of ['/sign-up', '/sign-up?tab=employer']) {
      const page = await html(url);
      assert.equal(page.statusCode, 200, url);
      assert.ok(
        page.body.includes('data-prerendered="/sign-up"><h1>Create your account</h1>'),
        url,
      );
      assert.equal(inlinedConfig(page.body).config.siteTitle, 'Matchboard', url);
    }
    // '/' has no pre-rendered file in this build folder: the plain index.html serves it.
    const home = await html('/');
    assert.ok(home.body.includes('<div id="root"></div>'));
    inlinedConfig(home.body);
  });

  it("holds a pre-rendered page's scripts, in order, for the inline loader; the SPA's own page loads them", async () => {
    const page = (await html('/sign-up')).body;
    assert.equal(/<script defer/.test(page), false, 'no script runs before the first touch');
    assert.ok(
      page.includes(
        '<script type="text/plain" data-held-src="/assets/runtime.0123abcd45.js"></script>' +
          '<script type="text/plain" data-held-src="/assets/main.0123abcd45.js"></script>',
      ),
    );
    // The loader and the two holds travel in the inline script the nonce allows.
    const inline = /<script nonce="[^"]+">([^<]*)<\/script>/.exec(page)?.[1] ?? '';
    for (const part of ['data-held-src', "addEventListener('click'", 'rel="prefetch"'])
      assert.ok(inline.includes(part) || inline.includes(part.replace(/"/g, '\\"')), part);
    // A page the app renders from nothing starts its code at once.
    const plain = (await html('/jobs')).body;
    assert.ok(plain.includes('<script defer src=/assets/runtime.0123abcd45.js></script>'));
    assert.equal(plain.includes('data-held-src="/'), false);
  });

  it('sends a form posted natively to a page back to the page, keeping nothing of it', async () => {
    const postForm = (url: string, payload: string) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      });
    const response = await postForm(
      '/sign-up?tab=employer',
      'email=ada%40example.org&password=secret-123',
    );
    assert.equal(response.statusCode, 303);
    assert.equal(response.headers.location, '/sign-up');
    assert.equal(response.body.includes('secret-123'), false);
    // Only the pre-rendered pages have a form before the app runs; other pages take no write.
    const elsewhere = await postForm('/profile/step/0', 'a=1');
    assert.equal(elsewhere.statusCode, 405);
    assert.equal(elsewhere.headers.allow, 'GET, HEAD');
    assert.equal(elsewhere.headers.connection, 'close');
  });

  it('answers a page’s form, and a write to any page, without reading the body', async () => {
    // A body that would fail to parse: answered all the same, so it was never parsed.
    for (const url of ['/', '/sign-up', '/forgotten-password']) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { accept: 'text/html', 'content-type': 'application/json' },
        payload: '{"not json',
      });
      assert.equal(response.statusCode, 303, url);
      assert.equal(response.headers.connection, 'close');
    }
    const page = await t.app.inject({
      method: 'PATCH',
      url: '/jobs',
      headers: { 'content-type': 'application/json' },
      payload: '{"not json',
    });
    assert.equal(page.statusCode, 405);
    // Larger than any limit: answered all the same, before a byte of it is read.
    const big = await t.app.inject({
      method: 'POST',
      url: '/sign-up',
      headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a='.padEnd(900_000, 'x'),
    });
    assert.equal(big.statusCode, 303);
  });

  it('answers API-style 404s to non-HTML requests and to unknown API paths', async () => {
    const json = await t.app.inject({
      method: 'GET',
      url: '/api/candidate/organization-access',
      headers: { accept: 'application/json' },
    });
    assert.equal(json.statusCode, 404);
    const unknownApi = await html('/api/nothing/here');
    assert.equal(unknownApi.statusCode, 404);
    assert.equal(unknownApi.json().errors[0].status, '404');
    const missingFile = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
    assert.equal(missingFile.statusCode, 404);
    const post = await t.app.inject({ method: 'POST', url: '/api/nowhere', payload: {} });
    assert.equal(post.statusCode, 404);
    assert.equal(post.json().errors[0].detail, 'The requested route does not exist.');
    // A page takes no write: 405, and what it allows.
    const page = await t.app.inject({ method: 'POST', url: '/nowhere', payload: {} });
    assert.equal(page.statusCode, 405);
    assert.equal(page.headers.allow, 'GET, HEAD');
  });

  it('serves content-hashed assets cached forever and other files briefly', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/main.0123abcd45.js' });
    assert.equal(asset.statusCode, 200);
    assert.equal(asset.body, ASSET);
    assert.equal(asset.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.match(String(asset.headers['content-type']), /javascript/);
    const favicon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    assert.equal(favicon.statusCode, 200);
    assert.equal(favicon.headers['cache-control'], 'public, max-age=3600');
  });

  it("serves the build's brotli or gzip sibling of an asset by Accept-Encoding, and says it varies", async () => {
    const get = (encoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/assets/main.0123abcd45.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const br = await get('gzip, deflate, br');
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(String(br.headers.vary), /accept-encoding/i);
    assert.match(String(br.headers['content-type']), /javascript/);
    assert.equal(br.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.ok(br.rawPayload.length < ASSET.length / 4);
    assert.equal(zlib.brotliDecompressSync(br.rawPayload).toString(), ASSET);
    const gzip = await get('gzip');
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.equal(zlib.gunzipSync(gzip.rawPayload).toString(), ASSET);
    const plain = await get();
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body, ASSET);
  });

  it('compresses pages made at request time for clients that accept it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/sign-up',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
    });
    assert.equal(response.headers['content-encoding'], 'gzip');
    assert.match(String(response.headers.vary), /accept-encoding/i);
    inlinedConfig(zlib.gunzipSync(response.rawPayload).toString());
  });

  it("inlines the request host's configuration and title, escaped so no value can break out", async () => {
    const hostile = await buildTestApp({
      STATIC_DIR: staticDir(),
      PRODUCTION_HOSTS: 'matchboard.example.org',
      PRODUCTION_TITLE: 'Live </script><script>alert(1)</script> & <b>',
    });
    const read = (host: string) =>
      hostile.app.inject({ method: 'GET', url: '/', headers: { host, accept: 'text/html' } });
    const live = await read('matchboard.example.org');
    assert.equal(live.body.includes('<script>alert(1)'), false);
    assert.ok(
      live.body.includes(
        '<title>Live &#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62; &#38; &#60;b&#62;</title>',
      ),
    );
    assert.equal(
      inlinedConfig(live.body).config.siteTitle,
      'Live </script><script>alert(1)</script> & <b>',
    );
    const local = await read('localhost:8080');
    assert.ok(local.body.includes('<title>Matchboard</title>'));
    assert.equal(inlinedConfig(local.body).config.siteTitle, 'Matchboard');
  });

  it('never serves dot files or anything outside the static folder', async () => {
    for (const url of ['/.env', '/../package.json', '/%2e%2e/package.json', '/assets/%00x']) {
      const response = await t.app.inject({ method: 'GET', url });
      assert.notEqual(response.statusCode, 200, url);
      assert.equal(response.body.includes('SECRET'), false, url);
      assert.equal(response.body.includes('"name": "matchboard"'), false, url);
    }
  });

  it('generates /config.js with the title, description and favicon of the request host', async () => {
    const read = async (host: string) => {
      const response = await t.app.inject({ method: 'GET', url: '/config.js', headers: { host } });
      assert.equal(response.statusCode, 200);
      assert.match(String(response.headers['content-type']), /javascript/);
      assert.equal(response.headers['cache-control'], 'no-cache');
      const json = response.body.slice(
        response.body.indexOf('{'),
        response.body.lastIndexOf('}') + 1,
      );
      assert.match(response.body, /window\.__MATCHBOARD_CONFIG__ = \{/);
      return JSON.parse(json);
    };
    // With its defaults the server sends exactly what the build ships for static hosts
    // (public/config.js), which is also what the visitor pages are pre-rendered with: the SPA
    // hydrates them only when the two agree.
    const shipped: { __MATCHBOARD_CONFIG__?: unknown } = {};
    new Function('window', fs.readFileSync(path.join('public', 'config.js'), 'utf8'))(shipped);
    assert.deepEqual(await read('localhost:8080'), shipped.__MATCHBOARD_CONFIG__);
    assert.equal((await read('localhost:8080')).oauthClientId, 'matchboard-spa');
    assert.equal((await read('matchboard.example.org')).siteTitle, 'Matchboard Live');
    const staging = await read('STAGING.example.org:443');
    assert.equal(staging.siteTitle, 'Matchboard Staging');
    assert.equal(staging.favicon, '/favicon-staging.svg');
  });

  it('allows the Google Maps hosts in the CSP only when a key is configured', async () => {
    const withMaps = await buildTestApp({
      STATIC_DIR: staticDir(),
      GOOGLE_MAPS_API_KEY: 'key-123',
    });
    const response = await withMaps.app.inject({
      method: 'GET',
      url: '/',
      headers: { accept: 'text/html' },
    });
    const csp = String(response.headers['content-security-policy']);
    assert.match(csp, /script-src 'self' https:\/\/maps\.googleapis\.com/);
    assert.match(csp, /connect-src 'self' https:\/\/maps\.googleapis\.com/);
    const config = await withMaps.app.inject({ method: 'GET', url: '/config.js' });
    assert.match(config.body, /"googleMapsApiKey": "key-123"/);
  });
});

describe('without a built SPA', () => {
  it('answers pages with a 503 asking to run the build while the API keeps working', async () => {
    const unbuilt = await buildTestApp({ STATIC_DIR: path.join(os.tmpdir(), 'matchboard-none') });
    const page = await unbuilt.app.inject({
      method: 'GET',
      url: '/',
      headers: { accept: 'text/html' },
    });
    assert.equal(page.statusCode, 503);
    assert.match(page.body, /npm run build/);
    const api = await unbuilt.app.inject({ method: 'GET', url: '/api' });
    assert.equal(api.statusCode, 200);
  });
});
