import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildTestApp, injectAs, type TestUser } from '../helpers';
import { testFile } from '../support/fixture';

const given = testFile({ user: 'candidate' });

const search = (query: string, who: TestUser | null = given.user, remoteAddress = '127.0.0.1') =>
  injectAs(given.t, who, { method: 'GET', url: `/api/places/cities?${query}`, remoteAddress });

describe('GET /api/places/cities', () => {
  it('suggests cities with state and country names from the country vocabulary', async () => {
    const response = await search('q=London&limit=3');
    assert.equal(response.statusCode, 200);
    const { data } = response.json();
    assert.equal(data.length, 3);
    assert.equal(data[0].city, 'London');
    assert.equal(data[0].country, 'United Kingdom');
    assert.equal(data[0].countryCode, 'GB');
    assert.ok(data.every((c: { city: string }) => c.city.startsWith('London')));
  });

  it('answers at most 8 by default and at most 10 when asked', async () => {
    assert.equal((await search('q=San')).json().data.length, 8);
    assert.equal((await search('q=San&limit=10')).json().data.length, 10);
  });

  it('refuses a missing, empty or too long query and a limit outside 1 to 10', async () => {
    for (const query of [
      '',
      'q=',
      'q=%20',
      `q=${'a'.repeat(101)}`,
      'q=a&limit=0',
      'q=a&limit=11',
      'q=a&limit=x',
    ]) {
      const response = await search(query);
      assert.equal(response.statusCode, 400, query);
      assert.equal(typeof response.json().message, 'string');
    }
  });

  it('answers anonymous callers too, since the SPA sends its searches without a token', async () => {
    const response = await search('q=Paris&limit=1', null);
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().data[0].city, 'Paris');
    assert.equal((await search('q=', null)).statusCode, 400);
  });

  it('refuses an address over its limit with 429 while other addresses still search', async () => {
    const limited = await buildTestApp({
      RATE_LIMIT_CITIES_PER_ADDRESS: '3',
      RATE_LIMIT_CITIES_WINDOW: '60',
    });
    const ask = (remoteAddress: string) =>
      limited.app.inject({ method: 'GET', url: '/api/places/cities?q=Rome', remoteAddress });
    for (let i = 0; i < 3; i += 1) assert.equal((await ask('10.9.0.1')).statusCode, 200);
    const blocked = await ask('10.9.0.1');
    assert.equal(blocked.statusCode, 429);
    assert.match(blocked.json().message, /Too many city searches/);
    assert.equal((await ask('10.9.0.2')).statusCode, 200);
    limited.clock.advance(61);
    assert.equal((await ask('10.9.0.1')).statusCode, 200);
  });
});
