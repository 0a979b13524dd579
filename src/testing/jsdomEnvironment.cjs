/**
 * The jest environment of the SPA's tests: jest-fixed-jsdom, with jsdom's selector engine (nwsapi)
 * keeping every selector it has compiled, and on the date TEST_DATE names when it is set
 * (`npm run test:dates`).
 *
 * jsdom computes an element's style by matching every rule of every stylesheet against it, in
 * order, and antd's CSS-in-JS injects thousands of rules. nwsapi keeps its compiled selectors in
 * a least-recently-used cache of 1,000: a loop over more selectors than that misses on each one,
 * so every style lookup compiled every selector again (two thirds of the slowest test file's
 * time). A cache per document without a bound holds them; it goes with the document.
 */
const path = require('node:path');

const nwsapiPath = require.resolve('nwsapi', {
  paths: [path.dirname(require.resolve('jsdom/package.json'))],
});
const nwsapi = require(nwsapiPath);

function unbounded(cache) {
  const entries = new Map();
  Object.assign(cache, {
    get: (key) => entries.get(key),
    set: (key, value) => void entries.set(key, value),
    has: (key) => entries.has(key),
    clear: () => entries.clear(),
  });
}

function nwsapiKeepingSelectors(...args) {
  const engine = nwsapi(...args);
  for (const cache of ['matchLambdas', 'selectLambdas', 'matchResolvers', 'selectResolvers']) {
    if (typeof engine[cache]?.set !== 'function')
      throw new Error(`nwsapi no longer exports its ${cache} cache: see ${__filename}`);
    unbounded(engine[cache]);
  }
  return engine;
}
Object.assign(nwsapiKeepingSelectors, nwsapi);
// Before jsdom loads: its selector helpers take the engine when they are first required.
require.cache[nwsapiPath].exports = nwsapiKeepingSelectors;

const FixedJsdomEnvironment = require('jest-fixed-jsdom');
const { pinnedShift, shiftClock } = require('../../scripts/clock/shiftedClock.cjs');

/**
 * With TEST_DATE set, the tests' realm reads the pinned date (scripts/clock/shiftedClock.cjs), and
 * a test's `jest.useFakeTimers()` without a `now` of its own starts its fake clock there too
 * (jest takes the real date otherwise), so no test meets the real calendar.
 */
class MatchboardEnvironment extends FixedJsdomEnvironment {
  constructor(...args) {
    super(...args);
    const shift = pinnedShift();
    if (shift === null) return;
    const now = shiftClock(this.global, shift);
    const timers = this.fakeTimersModern;
    const useFakeTimers = timers.useFakeTimers.bind(timers);
    timers.useFakeTimers = (config = {}) => useFakeTimers({ ...config, now: config.now ?? now() });
  }
}

module.exports = MatchboardEnvironment;
