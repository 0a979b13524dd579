import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { locateCity } from '../../src/places/locateCity';

const near = (
  at: { latitude: number; longitude: number } | null,
  latitude: number,
  longitude: number,
) =>
  at !== null && Math.abs(at.latitude - latitude) < 0.1 && Math.abs(at.longitude - longitude) < 0.1;

describe('where a city is', () => {
  it('takes the most populous city of the name, accents and case aside', () => {
    assert.ok(near(locateCity('berlin'), 52.52, 13.41));
    assert.ok(near(locateCity('ZURICH'), 47.37, 8.55));
    assert.ok(near(locateCity('Frankfurt-am-Main'), 50.12, 8.68));
  });

  it('keeps to the country and the state it is told, and finds no namesake elsewhere', () => {
    assert.ok(near(locateCity('Berlin', { country: 'United States' }), 44.47, -71.19));
    assert.ok(near(locateCity('Geneva', { country: 'US', state: 'Illinois' }), 41.89, -88.31));
    assert.equal(locateCity('Springfield', { country: 'Germany' }), null);
    assert.equal(locateCity('Nowhere City'), null);
  });

  it('knows the English names of cities the data names in their own language', () => {
    assert.ok(near(locateCity('Geneva'), 46.2, 6.15));
    assert.ok(near(locateCity('Geneva', { country: 'Switzerland' }), 46.2, 6.15));
    assert.ok(near(locateCity('Cologne', { country: 'Germany' }), 50.93, 6.95));
    assert.ok(near(locateCity('New York', { country: 'United States' }), 40.71, -74.01));
  });
});
