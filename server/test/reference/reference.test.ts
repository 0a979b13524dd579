import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { before, describe, it } from 'node:test';
import { LIST_FIELD_NAMES, TAXONOMY_VOCABULARIES } from '@contract/reference';
import { countTerms, seedReferenceTerms } from '../../src/reference/termRepository';
import { getListFieldOptions } from '../../src/reference/listFieldOptions';
import { termId, termsOf } from '../../src/reference/taxonomy';
import { buildTestApp, injectAs, type TestApp } from '../helpers';

let t: TestApp;
before(async () => {
  t = await buildTestApp();
});

const get = (url: string) => injectAs(t, null, { method: 'GET', url });

describe('GET /api/list_field_options/{field}', () => {
  it('serves every list field of the contract to anonymous callers, cacheable', async () => {
    for (const field of LIST_FIELD_NAMES) {
      const response = await get(`/api/list_field_options/${field}?_format=json`);
      assert.equal(response.statusCode, 200, field);
      assert.deepEqual(response.json(), getListFieldOptions(field));
      assert.match(String(response.headers['cache-control']), /public, max-age=\d+/);
    }
  });

  it('lists currencies with USD first and company positions by numeric code', async () => {
    const currencies = (await get('/api/list_field_options/currency?_format=json')).json();
    assert.equal(Object.keys(currencies)[0], 'USD');
    const positions = (await get('/api/list_field_options/company_position?_format=json')).json();
    assert.ok(Object.keys(positions).every((key) => /^\d+$/.test(key)));
  });

  it('answers 404 with a message for an unknown field', async () => {
    const response = await get('/api/list_field_options/favourite_colour?_format=json');
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().message, 'The list field "favourite_colour" does not exist.');
  });
});

describe('GET /api/taxonomy_term/{vocabulary}', () => {
  it('seeds every vocabulary when the app starts, and seeding again changes nothing', async () => {
    for (const vocabulary of TAXONOMY_VOCABULARIES) {
      assert.equal(await countTerms(t.database.db, vocabulary), termsOf(vocabulary).length);
    }
    await seedReferenceTerms(t.database.db);
    assert.equal(await countTerms(t.database.db, 'country'), termsOf('country').length);
  });

  it('pages through all countries 50 at a time with links.next only while more remain', async () => {
    const names: string[] = [];
    let url: string | null = '/api/taxonomy_term/country?page[limit]=50&page[offset]=0';
    let pages = 0;
    while (url) {
      const response = await get(url);
      assert.equal(response.statusCode, 200);
      assert.match(String(response.headers['content-type']), /^application\/vnd\.api\+json/);
      const body = response.json();
      assert.ok(body.data.length <= 50);
      for (const term of body.data) {
        assert.equal(term.type, 'taxonomy_term--country');
        assert.equal(typeof term.attributes.drupal_internal__tid, 'number');
        assert.equal(typeof term.attributes.weight, 'number');
        names.push(term.attributes.name);
      }
      const next: string | undefined = body.links.next?.href;
      url = next ? next.replace(/^https?:\/\/[^/]+/, '') : null;
      pages += 1;
    }
    const expected = termsOf('country').map((term) => term.name);
    assert.deepEqual(names, expected);
    assert.equal(pages, Math.ceil(expected.length / 50));
    assert.ok(names.includes('United States') && names.includes('United Kingdom'));
  });

  it('clamps page[limit] to 50 and refuses malformed paging', async () => {
    const big = (await get('/api/taxonomy_term/technical_skills?page[limit]=500')).json();
    assert.equal(big.data.length, 50);
    assert.ok(big.links.next);
    assert.equal((await get('/api/taxonomy_term/country?page[limit]=abc')).statusCode, 400);
    assert.equal((await get('/api/taxonomy_term/country?page[offset]=-1')).statusCode, 400);
    assert.equal((await get('/api/taxonomy_term/country?page[limit]=0')).statusCode, 400);
  });

  it('gives the same term the same stable uuid', async () => {
    const body = (await get('/api/taxonomy_term/personal_skills?page[limit]=1')).json();
    const [first] = termsOf('personal_skills');
    assert.equal(body.data[0].id, termId('personal_skills', first.name));
    assert.equal(body.data[0].attributes.name, first.name);
  });

  it('filters on drupal_internal__tid and reads one term by uuid', async () => {
    const list = (await get('/api/taxonomy_term/industry?page[limit]=2')).json();
    const term = list.data[1];
    const tid = term.attributes.drupal_internal__tid;
    const filtered = (
      await get(`/api/taxonomy_term/industry?filter[drupal_internal__tid]=${tid}`)
    ).json();
    assert.deepEqual(
      filtered.data.map((d: { id: string }) => d.id),
      [term.id],
    );
    const one = await get(`/api/taxonomy_term/industry/${term.id}`);
    assert.equal(one.statusCode, 200);
    assert.equal(one.json().data.attributes.name, term.attributes.name);
    // A tid of another vocabulary finds nothing here.
    const other = (await get('/api/taxonomy_term/benefits?page[limit]=1')).json().data[0];
    const cross = await get(
      `/api/taxonomy_term/industry?filter[drupal_internal__tid]=${other.attributes.drupal_internal__tid}`,
    );
    assert.deepEqual(cross.json().data, []);
    assert.equal((await get(`/api/taxonomy_term/industry/${other.id}`)).statusCode, 404);
  });

  it('answers 404 for an unknown vocabulary or term and 400 for unsupported filters', async () => {
    assert.equal((await get('/api/taxonomy_term/tags')).statusCode, 404);
    assert.equal((await get('/api/taxonomy_term/tags/' + randomUUID())).statusCode, 404);
    assert.equal((await get(`/api/taxonomy_term/country/${randomUUID()}`)).statusCode, 404);
    assert.equal((await get('/api/taxonomy_term/country/not-a-uuid')).statusCode, 404);
    assert.equal((await get('/api/taxonomy_term/country?filter[name]=France')).statusCode, 400);
  });
});
