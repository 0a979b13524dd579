import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { termsOf } from '../../src/reference/taxonomy';
import { getCityIndex } from '../../src/places/cityIndex';
import { searchKey } from '../../src/places/normalize';
import { CITY_DATA_CREDIT, searchCities } from '../../src/places/searchCities';

describe('searchCities', () => {
  it('finds cities by name prefix, most populous first, with state and country names', () => {
    const [first, ...rest] = searchCities('Londo', 5);
    assert.deepEqual(
      { city: first.city, state: first.state, country: first.country, code: first.countryCode },
      { city: 'London', state: 'England', country: 'United Kingdom', code: 'GB' },
    );
    assert.equal(first.label, 'London, England, United Kingdom');
    assert.match(first.id, /^\d+$/);
    assert.ok(rest.some((city) => city.state === 'Ontario' && city.country === 'Canada'));
  });

  it('ignores case, accents and punctuation in the query and in city names', () => {
    assert.equal(searchCities('zurich', 1)[0].city, 'Zürich');
    assert.equal(searchCities('ŁÓDŹ', 1)[0].city, 'Łódź');
    assert.equal(searchCities('sao paulo', 1)[0].city, 'São Paulo');
    assert.equal(searchCities('st louis', 1)[0].label, 'St. Louis, Missouri, United States');
    assert.equal(searchKey('  Winston-Salem '), 'winston salem');
  });

  it('writes the United States and United Kingdom with the long names the country list uses', () => {
    const countries = new Set(termsOf('country').map((term) => term.name));
    const results = [...searchCities('new york', 3), ...searchCities('manchester', 10)];
    assert.ok(results.some((city) => city.country === 'United States'));
    assert.ok(results.some((city) => city.country === 'United Kingdom'));
    for (const city of results) assert.ok(countries.has(city.country), city.country);
  });

  it('leaves the state out of the label when it repeats the city', () => {
    const paulo = searchCities('São Paulo', 1)[0];
    assert.equal(paulo.state, 'São Paulo');
    assert.equal(paulo.label, 'São Paulo, Brazil');
  });

  it('clamps the limit to 1..10 and returns nothing for an empty or unknown query', () => {
    assert.equal(searchCities('san', 50).length, 10);
    assert.equal(searchCities('san', 0).length, 1);
    assert.equal(searchCities('san').length, 8);
    assert.deepEqual(searchCities('   '), []);
    assert.deepEqual(searchCities('qqqxzzy'), []);
  });

  it('returns only places that are cities today, not neighbourhoods or historical places', () => {
    assert.ok(getCityIndex().size > 120_000);
    // Zhabei is a district of Shanghai (GeoNames PPLX) with 840,000 inhabitants.
    assert.deepEqual(searchCities('Zhabei'), []);
    assert.equal(searchCities('Shanghai', 1)[0].city, 'Shanghai');
  });

  // Its speed is a figure for bench/, not a timed test: a timer here fails on a busy machine.
  it('answers short and unknown prefixes from the built index within the asked number', () => {
    getCityIndex();
    for (const query of ['a', 's', 'san', 'ber', 'new', 'lo', 'm']) {
      const found = searchCities(query, 10);
      assert.ok(found.length > 0 && found.length <= 10, `${query}: ${found.length}`);
    }
    assert.deepEqual(searchCities('zzz', 10), []);
  });

  it('exports the GeoNames attribution the licence asks for', () => {
    assert.match(CITY_DATA_CREDIT, /GeoNames/);
    assert.match(CITY_DATA_CREDIT, /CC BY 4\.0/);
  });
});
